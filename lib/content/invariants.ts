/**
 * What must hold across the entries of any content, checked with the schema by the content check:
 * each page its own title and description, both short enough for a search result to show whole;
 * each table row its own name in a quote; each datasheet its own document number. One line per
 * problem, naming the file and the field.
 *
 * In English a problem stops the publish (the editor corrects the field named); in a translation it
 * is a note, as every slip of a translation is: the page shows what was typed, and the build lists
 * it for the next edit.
 */
import type { Locale } from '../i18n/locales';
import { rowLabel } from './catalogue/format';
import { fieldPath } from './overlay';
import { addedArticlesFolder, specRoutes, type RoutePath } from './routes';
import { MAX_DESCRIPTION, type SelectionTable } from './schema';

/** The longest browser title a search result shows whole, the company name included. */
export const MAX_TITLE = 70;

interface Checked {
  routes: Record<string, { title: string; description: string }>;
  articles: { path: RoutePath; title: string; description: string }[];
  products: { path: RoutePath; tables?: SelectionTable[]; datasheet?: { number: string } }[];
  site: { name: string; shortName: string };
}

const articlePaths = new Set<string>(
  specRoutes.filter((route) => route.kind === 'article').map((route) => route.path),
);
const noindex = new Set<string>(
  specRoutes.filter((route) => 'noindex' in route).map((route) => route.path),
);

/** The browser title of a page, as components/seo/page-metadata.ts writes it. */
const browserTitle = (path: string, title: string, site: Checked['site']) =>
  path === '/' ? `${site.name} | ${title}` : `${title} | ${site.shortName}`;

/**
 * How long a page's own title may be, with the company name around it, for a result to show it
 * (counted as a reader reads it, as the admin's counter counts: an & is one character).
 */
export const titleRoom = (path: string, site: Checked['site']) =>
  MAX_TITLE - browserTitle(path, '', site).length;

/** Where a page's title and description are typed: routes.yml, or the article's own file. */
function whereOf(path: string, field: string, locale: Locale) {
  const ar = locale === 'ar' ? '.ar' : '';
  if (path.startsWith('/blog/'))
    return `content/${addedArticlesFolder}/${path.slice('/blog/'.length)}${ar}.yml: ${field}`;
  if (articlePaths.has(path)) return `content/articles${path}${ar}.yml: ${field}`;
  return `content/routes${ar}.yml: ${path}.${field}`;
}

export function crossEntryProblems(content: Checked, locale: Locale): string[] {
  const problems: string[] = [];
  const pages = [
    ...Object.entries(content.routes).map(([path, text]) => ({ path, ...text })),
    ...content.articles,
  ].filter((page) => !noindex.has(page.path));

  for (const field of ['title', 'description'] as const) {
    const first = new Map<string, string>();
    for (const page of pages) {
      const other = first.get(page[field]);
      if (other === undefined) first.set(page[field], page.path);
      else
        problems.push(
          `${whereOf(page.path, field, locale)}: the same ${field} as ${other}: each page needs its own, so search results tell them apart`,
        );
    }
  }
  for (const page of pages) {
    // With the company's name it may be longer: the browser title then leaves the name out.
    if (page.title.length > MAX_TITLE)
      problems.push(
        `${whereOf(page.path, 'title', locale)}: ${page.title.length} characters, more than the ${MAX_TITLE} a search result shows: shorten it by ${page.title.length - MAX_TITLE}`,
      );
    if (page.description.length > MAX_DESCRIPTION)
      problems.push(
        `${whereOf(page.path, 'description', locale)}: ${page.description.length} characters, more than the ${MAX_DESCRIPTION} a search result shows: shorten it by ${page.description.length - MAX_DESCRIPTION}`,
      );
  }

  // A row is added to a quote list by its name: two rows of one name would be one line.
  for (const page of content.products)
    (page.tables ?? []).forEach((table, tableIndex) => {
      const seen = new Map<string, number>();
      table.rows.forEach((row, rowIndex) => {
        const label = rowLabel(table, row, locale);
        const other = seen.get(label);
        if (other === undefined) seen.set(label, rowIndex);
        else
          problems.push(
            `content/products${page.path}${locale === 'ar' ? '.ar' : ''}.yml: ${fieldPath(['tables', tableIndex, 'rows', rowIndex])}: reads "${label}" in a quote, like row ${other + 1}: change a cell that names it so each row is its own`,
          );
      });
    });
  // A datasheet is filed by its document number: two products of one number would be one document.
  const numbers = new Map<string, string>();
  for (const page of content.products) {
    const number = page.datasheet?.number;
    if (number === undefined || locale !== 'en') continue;
    const other = numbers.get(number);
    if (other === undefined) numbers.set(number, page.path);
    else
      problems.push(
        `content/products${page.path}.yml: datasheet.number: ${number}, the number of ${other}'s datasheet: give each datasheet its own`,
      );
  }
  return problems;
}
