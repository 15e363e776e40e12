import { fill, plural } from '@/lib/i18n/text';
import type { Locale } from '@/lib/i18n/locales';
import type { InterfaceWords } from '@/lib/content/interface-schema';

/** Wording shared by the add controls (on every product page) and the quote list page. */
type Words = Pick<InterfaceWords['quoteList'], 'items' | 'inList'>;

/** '3 items' in the page's language (Arabic has six plural forms). */
export const itemsText = (locale: Locale, words: Words, count: number) =>
  plural(locale, count, words.items);

/** '3 items in your quote list'. */
export const itemsInList = (locale: Locale, words: Words, count: number) =>
  fill(words.inList, { items: itemsText(locale, words, count) });
