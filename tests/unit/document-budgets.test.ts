import { gzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { contentIn } from '@/lib/content/load';
import { clientTextIn, formTextIn, shellTextIn } from '@/lib/content/client-text';
import { localePath, type Locale } from '@/lib/i18n/locales';
import { selectorSource } from '@/lib/gland/files';
import { selectorWordsOf } from '@/lib/content/gland-selector';
import { htmlFor, outDir, readText, requireExport } from './export';
import { parseHtml, select, type Element } from '../html';

/*
 * The product pages' documents (issue 44): the HTML already shows the selection tables, so React's
 * flight payload (the `self.__next_f.push` scripts, which the browser parses too) must not carry
 * them again as markup. Budgets are per row and per table, relative to what the row shows, so they
 * hold for any table the schema accepts; the page totals are printed, not pinned (docs/performance.md).
 */

beforeAll(requireExport);

const bytes = (text: string) => Buffer.byteLength(text);
/** An element's markup as the page has it (the parser's range: offsets in `html`). */
const sourceOf = (html: string, element: Element) => html.slice(...element.range);
const FLIGHT = /^self\.__next_f\.push\((\[[\s\S]*\])\)$/;

/** The flight payload of a page: its scripts in the HTML, and the text they hand to React. */
function flightOf(html: string) {
  const scripts = select(html, 'script')
    .filter((script) => script.rawAttrs === '')
    .map((script) => ({ body: FLIGHT.exec(script.rawText)?.[1], script }))
    .filter(({ body }) => body !== undefined);
  const text = scripts
    .map(({ body }) => JSON.parse(body!) as [number, string?])
    .filter(([kind]) => kind === 1)
    .map(([, chunk]) => chunk ?? '')
    .join('');
  const scriptBytes = scripts.reduce((sum, { script }) => sum + bytes(sourceOf(html, script)), 0);
  return { scriptBytes, text };
}

interface RowData {
  id: string;
  cells: unknown[];
}

/** Every value of the payload's rows (one line a model): the props of each table's rows, as data. */
function tablesData(flight: string): RowData[][] {
  const found: RowData[][] = [];
  const walk = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') {
      const record = value as Record<string, unknown>;
      if (Array.isArray(record.rows) && Array.isArray(record.headers))
        found.push(record.rows as RowData[]);
      else Object.values(record).forEach(walk);
    }
  };
  for (const line of flight.split('\n')) {
    const json = /^[0-9a-f]+:(?=[[{])/.exec(line);
    if (!json) continue;
    try {
      walk(JSON.parse(line.slice(json[0].length)));
    } catch {
      // A line of another kind (text, hints) is no model.
    }
  }
  return found;
}

/** The rows of a table's body in the HTML, each with its id, element and markup. */
function rowsOf(html: string, tableId: string) {
  return select(parseHtml(html), `table[id="${tableId}"] tbody tr[id]`).map((row) => ({
    id: row.id,
    element: row,
    markup: sourceOf(html, row),
  }));
}

const pages = (['en', 'ar'] as const).flatMap((locale) =>
  contentIn(locale)
    .products.filter((page) => page.tables?.length)
    .map((page) => ({
      path: localePath(page.path, locale),
      page: page.path,
      locale,
      tables: page.tables!,
      selector: page.selector,
    })),
);

/** Every text of a group of words, however nested. */
const textsOf = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value]
    : value && typeof value === 'object'
      ? Object.values(value).flatMap(textsOf)
      : [];

/** A text as the flight payload writes it (a JSON string inside the pushed chunk). */
const inFlight = (flight: string, text: string) =>
  flight.includes(JSON.stringify(text).slice(1, -1));

/**
 * Texts of `words` that only the fetched file or another page may carry: not shown in the page's
 * HTML, not among the texts every page carries, and long enough not to be a common word.
 */
function absentWords(words: unknown, html: string, flight: string, locale: Locale) {
  const shell = new Set(textsOf(shellTextIn(locale)));
  const shown = html.replace(FLIGHT, '');
  return textsOf(words).filter(
    (text) =>
      text.length >= 24 &&
      !shell.has(text) &&
      !shown.includes(text.replace(/&/g, '&amp;')) &&
      inFlight(flight, text),
  );
}

describe('product pages: the flight payload does not repeat the tables (issue 44)', () => {
  it('has product pages with tables in both languages', () => {
    expect(pages.some((page) => page.path.startsWith('/ar/'))).toBe(true);
    expect(pages.some((page) => !page.path.startsWith('/ar'))).toBe(true);
  });

  it.each(pages)(
    '$path: rows travel once, as data, at most 35 % of their HTML',
    ({ path, tables }) => {
      const html = readText(htmlFor(path));
      const { text } = flightOf(html);
      expect(text.length, 'the page has a flight payload').toBeGreaterThan(0);
      // No row's markup: a row, a body cell or a row heading written out as a React element.
      const markup = /"(data-row-label|data-row-add)":|"role":"(cell|rowheader)"/.exec(text);
      expect(markup?.[0], 'row markup in the flight payload').toBeUndefined();
      const data = tablesData(text);
      expect(data, 'one set of rows per table').toHaveLength(tables.length);
      for (const table of tables) {
        const rows = rowsOf(html, table.id);
        expect(rows, `${table.id}: rows in the HTML`).toHaveLength(table.rows.length);
        const ids = rows.map((row) => row.id);
        const sent = data.find((set) => set[0]?.id === ids[0]) ?? [];
        // The rows a client-side navigation renders: the same rows, in order.
        expect(
          sent.map((row) => row.id),
          `${table.id}: rows as data`,
        ).toEqual(ids);
        const shown = rows.reduce((sum, row) => sum + bytes(row.markup), 0);
        const carried = bytes(JSON.stringify(sent));
        expect(
          carried,
          `${table.id}: ${carried} B of data for ${shown} B of rows`,
        ).toBeLessThanOrEqual(0.35 * shown);
      }
    },
  );
});

describe('product pages: what the document does not carry (issue 44)', () => {
  it.each(pages.filter((page) => page.selector))(
    "$path: the gland selector's words and figures come with its code, not in the payload",
    ({ path, page, locale, selector }) => {
      const html = readText(htmlFor(path));
      const { text } = flightOf(html);
      // The form's words: every text of the selector but its heading and introduction (the HTML's).
      const words = selectorWordsOf(selector!);
      expect(absentWords(words, html, text, locale), 'selector words in the payload').toEqual([]);
      // Its figures: no size row as the selector reads it.
      expect(text, 'selector sizes in the payload').not.toMatch(/"outer":\{"min":/);
      // The file it fetches is in the export.
      const file = join(outDir, selectorSource(page, locale));
      expect(existsSync(file), file).toBe(true);
      const payload = JSON.parse(readText(file)) as { text: object; data: { sizes: unknown[] } };
      expect(Object.keys(payload.text).sort()).toEqual(Object.keys(words).sort());
      expect(payload.data.sizes.length).toBeGreaterThan(0);
    },
  );

  it.each(pages)(
    "$path: the quote form's, the search panel's and the quote list page's words are not in the payload",
    ({ path, locale }) => {
      const html = readText(htmlFor(path));
      const { text } = flightOf(html);
      // The service options' values are the products' English names, which an Arabic page's rows
      // carry for the sales team: the form's other words are what must not be here.
      const { quoteForm, companyMail } = formTextIn(locale);
      const form = Object.entries(quoteForm).filter(([key]) => key !== 'serviceOptions');
      const { quoteListPage, search } = clientTextIn(locale);
      const words = { form, companyMail, quoteListPage, search };
      expect(absentWords(words, html, text, locale), 'words of other pages').toEqual([]);
    },
  );
});

describe('product pages: elements per row (issue 44)', () => {
  it.each(pages)('$path: a row is its cells and four controls, no wrapper', ({ path, tables }) => {
    const html = readText(htmlFor(path));
    for (const table of tables) {
      for (const row of rowsOf(html, table.id)) {
        // Isolating runs (<bdi>), a text marked English (<span lang>) and the one <span> holding a
        // value of words and isolated runs together (a phone's card lays it out as one piece) are
        // text, not structure; a later table's <template> holds its row's quantity until the table
        // nears the view (WhenNear), and the quantity is counted.
        const elements = [row.element, ...row.element.querySelectorAll('*')].filter(
          (element) =>
            !element.matches('bdi, span[lang], template') &&
            !(element.tagName === 'SPAN' && Object.keys(element.attributes).length === 0),
        ).length;
        // The row, a cell per column, the controls' cell and its quantity, add, send and status.
        expect(elements, `${row.id}: elements`).toBeLessThanOrEqual(table.columns.length + 6);
      }
    }
  });
});

describe('product pages: document weight (printed; the bench reads it beside the timings)', () => {
  it('prints each product page: gzip size and the flight payload share', () => {
    const rows = pages.map(({ path, tables }) => {
      const html = readText(htmlFor(path));
      const { scriptBytes, text } = flightOf(html);
      const data = tablesData(text);
      // Each table's rows as data against the same rows' HTML: the largest ratio of the page.
      const ratios = tables.map((table) => {
        const shown = rowsOf(html, table.id);
        const sent = data.find((set) => set[0]?.id === shown[0]?.id) ?? [];
        const markup = shown.reduce((sum, row) => sum + bytes(row.markup), 0);
        return bytes(JSON.stringify(sent)) / markup;
      });
      return {
        path,
        rawKB: +(bytes(html) / 1024).toFixed(1),
        gzipKB: +(gzipSync(html, { level: 9 }).length / 1024).toFixed(1),
        flightShare: `${Math.round((100 * scriptBytes) / bytes(html))} %`,
        rowsDataOfHtml: `${Math.round(100 * Math.max(...ratios))} %`,
      };
    });
    console.table(rows);
    expect(rows.length).toBeGreaterThan(0);
  });
});
