// What scripts/search-index.mjs adds to the Pagefind index besides the pages: one record per
// selection-table row (a result that links to the row) and each language's vocabulary (the words
// its pages use, for the search's typo correction). Read from the exported HTML, so a record says
// exactly what the row shows, read with the shared HTML reader (scripts/html.mjs). Pure functions,
// unit-tested over out/ (tests/unit/search-records.test.ts).
import { attr, select, selectOne, textRuns } from './html.mjs';

/** @typedef {import('./html.mjs').Element} Element */

/** Isolates and direction marks dropped, white space folded. @param {string} text */
const folded = (text) =>
  text
    .replace(/[\u2066-\u2069\u200e\u200f]/g, '')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * The text of an element on one line, a tag between two runs read as a space.
 * @param {Element | undefined} element
 * @param {(element: Element) => boolean} [skip] elements left out with what they hold
 */
const textIn = (element, skip) => (element ? folded(textRuns(element, skip).join(' ')) : '');

/** Cells without the row's actions (buttons), which the print and the index leave out. @param {Element | undefined} row */
const cellsOf = (row) =>
  row
    ? select(row, 'th, td')
        .filter((cell) => attr(cell, 'data-print') !== 'hide')
        .map((cell) => textIn(cell))
    : [];

/**
 * @typedef {{ id: string, key: string, caption: string, label: string, cells: { header: string, value: string }[] }} TableRow
 */

/** Every row with an id in the page's selection tables. @param {string} html @returns {TableRow[]} */
export function tableRows(html) {
  return select(html, 'table[id]').flatMap((table) => {
    const tableId = attr(table, 'id') ?? '';
    const caption = textIn(selectOne(table, 'caption'));
    const headers = cellsOf(selectOne(table, 'thead'));
    return select(table, 'tr[id]').map((row) => {
      const values = cellsOf(row);
      const label = attr(row, 'data-row-label') ?? '';
      const id = attr(row, 'id') ?? '';
      return {
        id,
        // The row's own part of its id, after the table's: '95' in cable-lugs-95.
        key: id.startsWith(`${tableId}-`) ? id.slice(tableId.length + 1) : id,
        caption,
        label: label || values.join(', '),
        cells: values.map((value, index) => ({ header: headers[index] ?? '', value })),
      };
    });
  });
}

/**
 * One Pagefind record per table row: its URL leads to the row, its words are the row's (label and
 * each column's header and value), the table's caption and the page's title, so 'lug 95' finds the
 * row of 95 mm² lugs on the lugs page.
 * @param {{ html: string, url: string, title: string, language: string, kind: string }} page
 */
export function rowRecords({ html, url, title, language, kind }) {
  return tableRows(html).map((row) => ({
    url: `${url}#${row.id}`,
    language,
    content: [
      row.label,
      row.cells.map(({ header, value }) => `${header}: ${value}`).join('; '),
      row.caption,
      title,
    ].join('. '),
    meta: { title, kind, row: row.label, key: row.key },
    filters: { record: ['row'] },
  }));
}

/**
 * One record per section marked data-search-record (the gland selector): a result that opens the
 * page at the section, named by its heading, with its introduction as the words.
 * @param {{ html: string, url: string, title: string, language: string, kind: string }} page
 */
export function sectionRecords({ html, url, title, language, kind }) {
  return select(html, 'section[data-search-record]')
    .map((section) => ({
      id: attr(section, 'id'),
      heading: textIn(selectOne(section, 'h2')),
      intro: textIn(selectOne(section, 'p')),
    }))
    .filter(({ id, heading }) => id && heading)
    .map(({ id, heading, intro }) => ({
      url: `${url}#${id}`,
      language,
      content: [heading, intro, title].join('. '),
      meta: { title, kind, row: heading, key: id ?? '' },
      // Listed with the rows: a result that opens the page at its place, named after the page.
      filters: { record: ['row'] },
    }));
}

/** The indexed text of a page: its <main data-pagefind-body>, less what is marked data-pagefind-ignore (and what it holds), as Pagefind indexes it. @param {string} html */
export function indexedText(html) {
  return textIn(selectOne(html, 'main[data-pagefind-body]'), (element) =>
    element.hasAttribute('data-pagefind-ignore'),
  );
}

/** Under 10 KB gzipped per language, fetched only when a query finds nothing. */
const VOCABULARY_SIZE = 2000;

/**
 * The 2,000 most frequent words of 4 letters or more in a language's pages, most frequent first:
 * what the typo correction may offer (a word the index holds, so the corrected query finds something).
 * @param {string[]} texts
 */
export function vocabulary(texts) {
  /** @type {Map<string, number>} */
  const counts = new Map();
  for (const text of texts)
    for (const [word] of text.toLowerCase().matchAll(/\p{L}[\p{L}\p{M}]{3,23}/gu))
      counts.set(word, (counts.get(word) ?? 0) + 1);
  return [...counts]
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
    .slice(0, VOCABULARY_SIZE)
    .map(([word]) => word);
}
