import type { ReactNode } from 'react';
import type { Locale } from '@/lib/i18n/locales';
import { bidiParts } from '@/lib/i18n/bidi';
import { untranslatedIn } from '@/lib/content/load';

/**
 * A content string as page text. On Arabic pages every inline run of Latin letters or digits
 * (identifiers, figures with units, phone numbers, e-mails) is wrapped in <bdi>, so it keeps its own
 * order inside the right-to-left sentence; a text not yet translated is shown in English, marked as
 * English. In English the string is returned as it is.
 */
export function bidi(text: string, locale: Locale): ReactNode {
  if (locale !== 'ar') return text;
  if (untranslatedIn(locale).has(text))
    return (
      <span lang="en" dir="ltr">
        {text}
      </span>
    );
  const parts = bidiParts(text);
  if (!parts.some((part) => part.isolate)) return text;
  return parts.map((part, index) =>
    part.isolate ? <bdi key={index}>{part.text}</bdi> : part.text,
  );
}
