import { contentIn, loadContent } from '@/lib/content/load';
import type { Locale } from '@/lib/i18n/locales';

/**
 * What the browser tests read of the content at test time, so they hold for any content the schema
 * accepts (issue 40): an editor's count, order, wording, table or translation is read here, never
 * copied into a test. A test that needs something only the code guarantees (the glands page's
 * selector and its tables) fails here with a message that says what is missing.
 */

export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A content text as a regular expression's source, for a text matched in part or with slots the test
 * cannot know: its words literal, each `{slot}` the pattern `slots` gives (any text when not given).
 */
export const textPattern = (text: string, slots: Record<string, string> = {}) =>
  escapeRegExp(text).replace(/\\\{(\w+)\\\}/g, (_slot, name: string) => slots[name] ?? '.+?');

/** Any plural form of a counted text (the forms the content has), as a regular expression's source. */
export const formsPattern = (
  forms: Partial<Record<string, string>>,
  slots: Record<string, string> = {},
) =>
  [...new Set(Object.values(forms).filter((form): form is string => !!form))]
    .map((form) => `(?:${textPattern(form, slots)})`)
    .join('|');

/** A CSS attribute selector for a value read from content (quotes and backslashes escaped). */
export const attributeIs = (name: string, value: string) =>
  `[${name}="${value.replace(/["\\]/g, '\\$&')}"]`;

/** A content text as React writes it into the page's HTML (text nodes and attributes). */
export const asHtml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;');

/** The item at `index`, or the last one when the list is shorter (a list of one gives its one). */
export const atMost = <Item>(list: readonly Item[], index: number): Item =>
  list[Math.min(index, list.length - 1)]!;

/** The product pages' selection tables in one language, with the page each is on, in page order. */
export const productTables = (locale: Locale = 'en') =>
  contentIn(locale).products.flatMap((page) =>
    (page.tables ?? []).map((table) => ({ path: page.path, table })),
  );

/** The selection tables with a range filter (optional content: there may be none). */
export const filteredTables = (locale: Locale = 'en') =>
  productTables(locale).filter(({ table }) => table.filter);

export const GLANDS = '/GlandsAccessories';

/**
 * The glands page: its selector (components/pages/GlandsPage.tsx) reads the tables gland-sizes,
 * gland-types and gland-accessories, so the page, the selector's texts and these tables must be in
 * the content; a test that needs them fails here saying which is missing.
 */
export function glandsPage(locale: Locale = 'en') {
  const page = contentIn(locale).products.find((product) => product.path === GLANDS);
  if (!page) throw new Error(`content/products: no ${GLANDS} page, which the code builds`);
  if (!page.selector)
    throw new Error(`content/products${GLANDS}.yml: no selector, which the glands page shows`);
  const table = (id: 'gland-sizes' | 'gland-types' | 'gland-accessories') => {
    const found = page.tables?.find((entry) => entry.id === id);
    if (!found)
      throw new Error(`content/products${GLANDS}.yml: no table ${id}, which the selector reads`);
    return found;
  };
  return {
    page,
    selector: page.selector,
    sizes: table('gland-sizes'),
    types: table('gland-types'),
    accessories: table('gland-accessories'),
  };
}

/** How many slides each home carousel has: one per item of its content list (issue 40). */
export function slideCounts(): Record<string, number> {
  const { home, hubs } = loadContent();
  return {
    hero: home.heroSlides.length,
    services: hubs.services.pages.length,
    projects: home.projects.length,
    testimonials: home.testimonials.length,
    logos: home.clients.length,
  };
}
