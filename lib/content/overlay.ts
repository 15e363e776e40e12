/**
 * The Arabic content is the English content with every text replaced by its translation from the
 * `<name>.ar.yml` file beside the English file. That file has the English file's structure (the
 * content admin writes it so) but holds only texts. Numbers, ranges, paths, image files, ids, dates
 * and the company's names always come from the English file, so a figure is typed once and the two
 * languages cannot disagree on it.
 *
 * A text not yet translated never blocks a publish: the Arabic page shows the English text (marked
 * `lang="en"`), and the build lists it as a warning. So does an English sentence left in the Arabic
 * file as it is (`isEnglishProse`).
 */

import { pluralCategories } from '../i18n/text';

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
 * of pages and files, ids, dates, and values chosen from a fixed list (`sector`), whose Arabic labels
 * the page's interface texts give. The admin config marks the same fields as not translated.
 */
export const sharedFields = new Set([
  'src',
  'id',
  'key',
  'holds',
  'column',
  'published',
  'related',
  'href',
  'link',
  'sector',
  'origin',
  'adminOrigin',
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
  'rating',
  'video',
  'pages',
  'menu',
  'revision',
  'issued',
  // A datasheet's document number and its prefix (content/datasheet.yml, each product's datasheet).
  'number',
  'numberPrefix',
  'english',
  'parentheses',
  // content/interface.yml: the labels of the e-mails the company receives, English on every page.
  'companyMail',
]);

/** In content/site.yml the company's, the developer's and the reference gland maker's names stay as registered. */
export const sharedSiteFields = new Set(['name', 'shortName', 'legalName', 'glandReference']);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A counted text's plural forms (content/interface.yml): `other` and some of zero, one, two, few,
 * many. Each language has its own forms (English one and other, Arabic all six), so the translation's
 * forms are read whole, not field by field against the English ones.
 */
const isPlural = (value: unknown): value is Record<string, string> =>
  isRecord(value) &&
  typeof value.other === 'string' &&
  Object.entries(value).every(
    ([key, form]) =>
      (pluralCategories as readonly string[]).includes(key) && typeof form === 'string',
  );

/** Whether a value holds any text to translate (a table of numbers does not). */
function hasText(value: unknown, shared: (key: string) => boolean): boolean {
  if (typeof value === 'string') return true;
  if (Array.isArray(value)) return value.some((item) => hasText(item, shared));
  if (isRecord(value))
    return Object.entries(value).some(([key, child]) => !shared(key) && hasText(child, shared));
  return false;
}

/**
 * An English sentence, not a name or a code: three or more words of Latin letters and no Arabic
 * letter. Such a text in the Arabic file, the same as the English one, has not been translated (the
 * admin copies the English into a translation that lacks a whole list, when the entry is opened).
 */
const isEnglishProse = (text: string) =>
  !/[\u0600-\u06ff]/.test(text) &&
  (text.match(/\b[A-Za-z]*[a-z][A-Za-z]*\b/g) ?? []).filter((word) => word.length > 2).length >= 3;

export interface OverlayReport {
  /** Where the English is shown because the Arabic is missing: field paths. */
  untranslated: PropertyKey[][];
  /** Where the Arabic file holds the English sentence itself: shown as English, marked so. */
  same?: PropertyKey[][];
  /** Lines for the editor about what the translation holds that is not read. */
  notes: string[];
}

/**
 * English `base` with the texts of `translation` at the same places. A missing text keeps the
 * English and is reported in `report.untranslated`; what the translation holds that the English has
 * not (a text where the English has none, extra list items) is ignored and noted.
 */
export function overlay(
  base: unknown,
  translation: unknown,
  file: string,
  report: OverlayReport,
  options: { site?: boolean } = {},
): unknown {
  const shared = (key: string) =>
    sharedFields.has(key) || (options.site === true && sharedSiteFields.has(key));
  const note = (path: PropertyKey[], message: string) =>
    report.notes.push(`${file}: ${path.length ? `${fieldPath(path)}: ` : ''}${message}`);

  function walk(en: unknown, ar: unknown, path: PropertyKey[], inRow: boolean): unknown {
    if (ar === null) ar = undefined;
    if (typeof en === 'string') {
      if (typeof ar === 'string' && ar.trim() !== '') {
        // A name (a client's, a person's) is written as it is, in either language.
        if (ar.trim() !== en.trim() || !isEnglishProse(en) || path.at(-1) === 'name') return ar;
        (report.same ??= []).push(path);
        return en;
      }
      if (ar !== undefined) note(path, 'expected a text: the English is shown');
      report.untranslated.push(path);
      return en;
    }
    if (isPlural(en)) {
      const forms = isRecord(ar) ? ar : {};
      if (typeof forms.other === 'string' && forms.other.trim() !== '') {
        for (const key of Object.keys(forms))
          if (!(pluralCategories as readonly string[]).includes(key))
            note([...path, key], 'not a plural form (zero, one, two, few, many, other): not shown');
        return Object.fromEntries(
          pluralCategories.flatMap((key) => {
            const form = forms[key];
            return typeof form === 'string' && form.trim() !== '' ? [[key, form]] : [];
          }),
        );
      }
      if (ar !== undefined)
        note(path, 'the plural forms need their other form: the English is shown');
      for (const key of Object.keys(en)) report.untranslated.push([...path, key]);
      return en;
    }
    if (Array.isArray(en)) {
      if (!hasText(en, shared)) return en;
      if (ar !== undefined && !Array.isArray(ar)) {
        note(path, 'expected a list like the English: the English is shown');
        ar = undefined;
      }
      const items = (ar as unknown[] | undefined) ?? [];
      if (items.length > en.length)
        note(
          path,
          `${items.length - en.length} more item(s) than the English: the extra ones are not shown`,
        );
      return en.map((item, index) => walk(item, items[index], [...path, index], inRow));
    }
    if (isRecord(en)) {
      if (!hasText(en, shared)) return en;
      if (ar !== undefined && !isRecord(ar)) {
        note(path, 'expected a group of fields like the English: the English is shown');
        ar = undefined;
      }
      const fields = (ar as Record<string, unknown> | undefined) ?? {};
      for (const key of Object.keys(fields))
        if (!(key in en) && fields[key] !== undefined && fields[key] !== null)
          note([...path, key], 'not in the English file: not shown');
      return Object.fromEntries(
        Object.entries(en).map(([key, child]) => [
          key,
          // A table row's cells are named after its columns: a cell called `width` is still text.
          !inRow && shared(key)
            ? child
            : walk(child, fields[key], [...path, key], inRow || key === 'rows'),
        ]),
      );
    }
    return en;
  }
  return walk(base, translation, [], false);
}
