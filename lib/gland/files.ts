import type { Locale } from '@/lib/i18n/locales';

/**
 * The file of a page's selector words and figures (app/gland-selector/[file]/route.ts writes it at
 * build): the browser fetches it with the selector's code, so the page's document does not carry it.
 */
export const selectorFile = (path: string, locale: Locale) => `${path.slice(1)}.${locale}.json`;
export const selectorSource = (path: string, locale: Locale) =>
  `/gland-selector/${selectorFile(path, locale)}`;
