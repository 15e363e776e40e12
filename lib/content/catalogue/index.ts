/** The selection tables and "What to send us" checklists, read with the product and service pages. */
import 'server-only';
import type { SelectionTable } from '../schema';
import type { Locale } from '../../i18n/locales';
import { contentIn } from '../load';
import { products } from '../products';
import { services } from '../services';

/** The selection tables of each product page, by route path. */
export const catalogue: Record<string, readonly SelectionTable[]> = Object.fromEntries(
  products.filter((page) => page.tables?.length).map((page) => [page.path, page.tables!]),
);

/** What a quotation needs, per product and service page. */
const quoteChecklists: Record<string, readonly string[]> = Object.fromEntries(
  [...products, ...services].flatMap((page) =>
    page.checklist ? [[page.path, page.checklist]] : [],
  ),
);

/** A page's selection tables in a language (captions, labels and notes translated; figures shared). */
export function tablesFor(path: string, locale: Locale = 'en'): readonly SelectionTable[] {
  if (locale === 'en') return catalogue[path] ?? [];
  return contentIn(locale).products.find((page) => page.path === path)?.tables ?? [];
}

export function checklistFor(path: string, locale: Locale = 'en'): readonly string[] {
  if (locale === 'en') return quoteChecklists[path] ?? [];
  const { products: localProducts, services: localServices } = contentIn(locale);
  const page = [...localProducts, ...localServices].find((entry) => entry.path === path);
  return page?.checklist ?? [];
}
