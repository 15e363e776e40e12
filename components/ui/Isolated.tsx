import type { ReactNode } from 'react';
import { bidiParts } from '@/lib/i18n/bidi';
import type { Locale } from '@/lib/i18n/locales';

/**
 * The one bidirectional isolation of the site's components: on an Arabic page each Latin or numeric
 * run of a text (M25 × 1.5, IIB, 6.1–11.6 mm, +971 6 555 0100) is its own <bdi>, so it keeps its
 * order and place inside the right-to-left sentence; in English, or with no such run, the text is
 * returned as it is. Pure, so server and client components share it (`bidi` in ./Text adds the
 * server's marking of untranslated text on top).
 */
export function isolated(text: string, locale: Locale): ReactNode {
  if (locale !== 'ar') return text;
  const parts = bidiParts(text);
  if (!parts.some((part) => part.isolate)) return text;
  return parts.map((part, index) =>
    part.isolate ? <bdi key={index}>{part.text}</bdi> : part.text,
  );
}

/** `isolated` as an element, for JSX that reads better with one: <Isolated text={…} locale={…} />. */
export function Isolated({ text, locale }: { text: string; locale: Locale }) {
  return <>{isolated(text, locale)}</>;
}
