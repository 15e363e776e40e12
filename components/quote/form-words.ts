import type { Locale } from '@/lib/i18n/locales';

/**
 * The quote form's words in a language, a file of the export (app/words/[file]/route.ts): the
 * site-wide dialog fetches it with the form's code, so no page's document carries them (issue 44).
 */
const FORM_WORDS = 'quote-form';
export const formWordsFile = (locale: Locale) => `${FORM_WORDS}.${locale}.json`;
export const formWordsSource = (locale: Locale) => `/words/${formWordsFile(locale)}`;
