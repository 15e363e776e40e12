/** The selection tables and "What to send us" checklists, read with the product and service pages. */
import 'server-only';
import type { SelectionTable } from '../schema';
import type { Locale } from '../../i18n/locales';
import { contentIn } from '../load';

/** The selection tables of each product page that has any, by route path, in a language. */
export const catalogueIn = (locale: Locale = 'en'): Record<string, readonly SelectionTable[]> =>
  Object.fromEntries(
    contentIn(locale)
      .products.filter((page) => page.tables?.length)
      .map((page) => [page.path, page.tables!]),
  );

/** A page's selection tables in a language (captions, labels and notes translated; figures shared). */
export function tablesFor(path: string, locale: Locale = 'en'): readonly SelectionTable[] {
  return contentIn(locale).products.find((page) => page.path === path)?.tables ?? [];
}

/** What a quotation needs, for a product or service page (none elsewhere). */
export function checklistFor(path: string, locale: Locale = 'en'): readonly string[] {
  const { products, services } = contentIn(locale);
  return [...products, ...services].find((page) => page.path === path)?.checklist ?? [];
}
