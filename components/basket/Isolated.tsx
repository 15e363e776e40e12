import type { ReactNode } from 'react';
import type { Locale } from '@/lib/i18n/locales';
import { bidiParts } from '@/lib/i18n/bidi';

/**
 * A label of the quote list (a row's name, an option) in client components: on an Arabic page each
 * Latin run (M20 × 1.5, 6.1–11.6 mm) is its own <bdi>, so it keeps its order and place.
 */
export function isolated(text: string, locale: Locale): ReactNode {
  if (locale !== 'ar') return text;
  return bidiParts(text).map((part, index) =>
    part.isolate ? <bdi key={index}>{part.text}</bdi> : part.text,
  );
}
