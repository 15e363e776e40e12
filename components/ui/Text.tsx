import type { ReactNode } from 'react';
import type { Locale } from '@/lib/i18n/locales';
import { untranslatedIn } from '@/lib/content/load';
import { isolated } from './Isolated';

const english = (shown: ReactNode) => (
  <span lang="en" dir="ltr">
    {shown}
  </span>
);

/**
 * A content string as page text. On Arabic pages every inline run of Latin letters or digits
 * (identifiers, figures with units, phone numbers, e-mails) is wrapped in <bdi>, so it keeps its own
 * order inside the right-to-left sentence; a text not yet translated is shown in English, marked as
 * English. In English the string is returned as it is. `source` is the text as content holds it,
 * when `text` is made from it (an interface word with its slots filled).
 */
export function bidi(text: string, locale: Locale, source = text): ReactNode {
  if (locale !== 'ar') return text;
  if (untranslatedIn(locale).has(source)) return english(text);
  return isolated(text, locale);
}

/**
 * 'en' for a content text an Arabic page shows in English (not translated yet), for the element
 * that holds it whole (an <option>): its `lang` attribute.
 */
export const langOf = (text: string, locale: Locale): 'en' | undefined =>
  locale === 'ar' && untranslatedIn(locale).has(text) ? 'en' : undefined;

/**
 * An interface word (content/interface.yml) as text on a server-rendered page: as it is, or, on an
 * Arabic page whose Arabic for it is still empty, in English marked as English. `shown` is what the
 * page renders of it (its slots filled); attributes (aria-label) cannot be marked.
 */
export function markWord(word: string, locale: Locale, shown: ReactNode = word): ReactNode {
  return locale === 'ar' && untranslatedIn(locale).has(word) ? english(shown) : shown;
}
