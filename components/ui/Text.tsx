import type { ReactNode } from 'react';
import type { Locale } from '@/lib/i18n/locales';
import { bidiParts } from '@/lib/i18n/bidi';

/**
 * A content string as page text. On Arabic pages every inline run of Latin letters or digits
 * (identifiers, figures with units, phone numbers, e-mails) is wrapped in <bdi>, so it keeps its own
 * order inside the right-to-left sentence; in English the string is returned as it is.
 */
export function bidi(text: string, locale: Locale): ReactNode {
  if (locale !== 'ar') return text;
  const parts = bidiParts(text);
  if (!parts.some((part) => part.isolate)) return text;
  return parts.map((part, index) =>
    part.isolate ? <bdi key={index}>{part.text}</bdi> : part.text,
  );
}

/** `<Text locale={locale}>{paragraph}</Text>`: the same as `bidi(paragraph, locale)`. */
export function Text({ children, locale }: { children: string; locale: Locale }) {
  return <>{bidi(children, locale)}</>;
}
