/**
 * The Arabic content is the English content with every text replaced by its translation from the
 * `<name>.ar.yml` file beside the English file. That file has the English file's structure (the
 * content admin writes it so); only its texts are read. Numbers, ranges, paths, image files and
 * sizes, ids, dates and the company's names always come from the English file, so a figure is
 * typed once and the two languages cannot disagree on it.
 */

/** 'tables[0].rows[3].thread' */
export function fieldPath(path: readonly PropertyKey[]): string {
  return path
    .map((key, index) =>
      typeof key === 'number' ? `[${key}]` : `${index ? '.' : ''}${String(key)}`,
    )
    .join('');
}

/**
 * Fields whose value is the same in every language, taken from the English file: figures, addresses
 * of pages and files, ids, dates, and values chosen from a fixed list (`sector`, `quoteService`), whose
 * Arabic labels the page's interface texts give.
 */
export const sharedFields = new Set([
  'path',
  'src',
  'width',
  'height',
  'id',
  'key',
  'quoteService',
  'published',
  'related',
  'href',
  'link',
  'sector',
  'origin',
  'founded',
  'email',
  'careersEmail',
  'tel',
  'display',
  'countryCode',
  'latitude',
  'longitude',
  'openingHours',
  'poBox',
  'min',
  'max',
  'decimals',
]);

/** In content/site.yml the company's and the developer's names stay as registered. */
export const sharedSiteFields = new Set(['name', 'shortName', 'legalName']);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Whether a value holds any text to translate (a table of numbers does not). */
function hasText(value: unknown, shared: (key: string) => boolean): boolean {
  if (typeof value === 'string') return true;
  if (Array.isArray(value)) return value.some((item) => hasText(item, shared));
  if (isRecord(value))
    return Object.entries(value).some(([key, child]) => !shared(key) && hasText(child, shared));
  return false;
}

/**
 * English `base` with the texts of `translation` at the same places. Every text of the English needs
 * one; each missing or misplaced one is a problem line for `file`.
 */
export function overlay(
  base: unknown,
  translation: unknown,
  file: string,
  problems: string[],
  options: { site?: boolean } = {},
): unknown {
  const shared = (key: string) =>
    sharedFields.has(key) || (options.site === true && sharedSiteFields.has(key));
  const say = (path: PropertyKey[], message: string) =>
    problems.push(`${file}: ${path.length ? `${fieldPath(path)}: ` : ''}${message}`);

  function walk(en: unknown, ar: unknown, path: PropertyKey[], inRow: boolean): unknown {
    if (typeof en === 'string') {
      if (typeof ar === 'string' && ar.trim() !== '') return ar;
      say(path, ar === undefined ? 'Arabic text missing' : 'expected an Arabic text');
      return en;
    }
    if (Array.isArray(en)) {
      if (!hasText(en, shared)) return en;
      if (!Array.isArray(ar)) {
        say(path, ar === undefined ? 'Arabic texts missing' : 'expected a list like the English');
        return en;
      }
      if (ar.length !== en.length)
        say(path, `expected ${en.length} items like the English, got ${ar.length}`);
      return en.map((item, index) => walk(item, ar[index], [...path, index], inRow));
    }
    if (isRecord(en)) {
      if (!hasText(en, shared)) return en;
      if (!isRecord(ar)) {
        say(path, ar === undefined ? 'Arabic texts missing' : 'expected a group of fields');
        return en;
      }
      for (const key of Object.keys(ar))
        if (!(key in en)) say([...path, key], 'not in the English file (check its spelling)');
      return Object.fromEntries(
        Object.entries(en).map(([key, child]) => [
          key,
          // A table row's cells are named after its columns: a cell called `width` is still text.
          !inRow && shared(key)
            ? child
            : walk(child, ar[key], [...path, key], inRow || key === 'rows'),
        ]),
      );
    }
    return en;
  }
  return walk(base, translation, [], false);
}
