// What scripts/search-index.mjs adds to the Pagefind index besides the pages: one record per
// selection-table row (a result that links to the row) and each language's vocabulary (the words
// its pages use, for the search's typo correction). Read from the exported HTML, so a record says
// exactly what the row shows. Pure functions, unit-tested over out/ (tests/unit/search-records.test.ts).

/** @type {Record<string, string>} */
const entities = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** @param {string} html */
const decode = (html) =>
  html.replace(/&(#x[\da-f]+|#\d+|[a-z]+);/gi, (whole, /** @type {string} */ name) => {
    if (name[0] !== '#') return entities[name] ?? whole;
    const hex = name[1] === 'x' || name[1] === 'X';
    return String.fromCodePoint(parseInt(name.slice(hex ? 2 : 1), hex ? 16 : 10));
  });

/** The text of a piece of HTML, without its tags, on one line. @param {string} html */
const textOf = (html) =>
  decode(html.replace(/<[^>]+>/g, ' '))
    .replace(/[\u2066-\u2069\u200e\u200f]/g, '')
    .replace(/\s+/g, ' ')
    .trim();

/** Cells without the row's actions (buttons), which the print and the index leave out. @param {string} html */
const cellsOf = (html) =>
  [...html.matchAll(/<(th|td)(\s[^>]*)?>([\s\S]*?)<\/\1>/g)]
    .filter((match) => !/data-print="hide"/.test(match[2] ?? ''))
    .map((match) => textOf(match[3] ?? ''));

/**
 * @typedef {{ id: string, key: string, caption: string, label: string, cells: { header: string, value: string }[] }} TableRow
 */

/** Every row with an id in the page's selection tables. @param {string} html @returns {TableRow[]} */
export function tableRows(html) {
  return [...html.matchAll(/<table id="([^"]+)"[^>]*>([\s\S]*?)<\/table>/g)].flatMap((table) => {
    const body = table[2] ?? '';
    const caption = textOf(/<caption[^>]*>([\s\S]*?)<\/caption>/.exec(body)?.[1] ?? '');
    const headers = cellsOf(/<thead>([\s\S]*?)<\/thead>/.exec(body)?.[1] ?? '');
    return [...body.matchAll(/<tr id="([^"]+)"([^>]*)>([\s\S]*?)<\/tr>/g)].map((row) => {
      const values = cellsOf(row[3] ?? '');
      const label = decode(/data-row-label="([^"]*)"/.exec(row[2] ?? '')?.[1] ?? '');
      const id = row[1] ?? '';
      return {
        id,
        // The row's own part of its id, after the table's: '95' in cable-lugs-95.
        key: id.startsWith(`${table[1]}-`) ? id.slice((table[1] ?? '').length + 1) : id,
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
  return [...html.matchAll(/<section\b([^>]*\sdata-search-record\b[^>]*)>([\s\S]*?)<\/section>/g)]
    .map((match) => {
      const id = /\sid="([^"]+)"/.exec(match[1] ?? '')?.[1];
      const heading = textOf(/<h2[^>]*>([\s\S]*?)<\/h2>/.exec(match[2] ?? '')?.[1] ?? '');
      const intro = textOf(/<p[^>]*>([\s\S]*?)<\/p>/.exec(match[2] ?? '')?.[1] ?? '');
      return { id, heading, intro };
    })
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

/**
 * HTML without the elements marked data-pagefind-ignore (and what they hold), as Pagefind indexes it.
 * @param {string} html
 */
function withoutIgnored(html) {
  let text = html;
  for (;;) {
    const start = /<([a-z][a-z0-9-]*)\b[^>]*\sdata-pagefind-ignore\b[^>]*>/i.exec(text);
    if (!start) return text;
    const name = start[1];
    const tags = new RegExp(`<(/?)${name}\\b[^>]*>`, 'gi');
    tags.lastIndex = start.index + start[0].length;
    let depth = 1;
    let end = text.length;
    for (let tag = tags.exec(text); tag; tag = tags.exec(text)) {
      depth += tag[1] ? -1 : tag[0].endsWith('/>') ? 0 : 1;
      if (depth === 0) {
        end = tag.index + tag[0].length;
        break;
      }
    }
    text = `${text.slice(0, start.index)} ${text.slice(end)}`;
  }
}

/** The indexed text of a page: its <main data-pagefind-body>, less what is marked to be ignored. @param {string} html */
export function indexedText(html) {
  const main = /<main[^>]*data-pagefind-body[^>]*>([\s\S]*)<\/main>/.exec(html)?.[1] ?? '';
  return textOf(withoutIgnored(main.replace(/<(script|style)[\s\S]*?<\/\1>/g, ' ')));
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
