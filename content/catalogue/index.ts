/** The selection tables and "What to send us" checklists, read with the product and service pages. */
import 'server-only';
import type { SelectionTable } from '../schema';
import { products } from '../products';
import { services } from '../services';

export { FILTER_THRESHOLD } from '../schema';

/** The selection tables of each product page, by route path. */
export const catalogue: Record<string, readonly SelectionTable[]> = Object.fromEntries(
  products.filter((page) => page.tables?.length).map((page) => [page.path, page.tables!]),
);

/** What a quotation needs, per product and service page. */
export const quoteChecklists: Record<string, readonly string[]> = Object.fromEntries(
  [...products, ...services].flatMap((page) =>
    page.checklist ? [[page.path, page.checklist]] : [],
  ),
);

export function tablesFor(path: string): readonly SelectionTable[] {
  return catalogue[path] ?? [];
}

export function checklistFor(path: string): readonly string[] {
  return quoteChecklists[path] ?? [];
}
