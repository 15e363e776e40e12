'use client';

import type { ReactNode } from 'react';
import { useUntranslated } from './LocaleProvider';

/**
 * An interface word as text in a client component (a button, heading, label or message): on an
 * Arabic page whose Arabic for it is still empty it is shown in English, so it is marked English.
 * `of` is the word as content/interface.yml holds it; `children`, when given, is what is shown of it
 * (its slots filled). Attributes (aria-label, placeholder) cannot be marked.
 */
export function Word({ of, children }: { of: string; children?: ReactNode }) {
  const shown = children ?? of;
  if (!useUntranslated().has(of)) return shown;
  return (
    <span lang="en" dir="ltr">
      {shown}
    </span>
  );
}
