/**
 * The catalogue index the browser searches (lib/search/catalogue.ts), built from content: every
 * selection table's rows with their labels, cells and options in one language, and the synonyms of
 * content/synonyms.yml with the buyers' words of both languages. scripts/catalogue-index.ts writes it
 * to /pagefind/catalogue-<lang>.json after the export.
 */
import { loadContent, routeTextOf } from '../content/load';
import { rowLabel } from '../content/catalogue/format';
import { isRange, optionsFitting } from '../content/catalogue/format';
import { rowIds } from '../content/catalogue/row-id';
import type { Cell, Synonyms } from '../content/schema';
import { localePath, locales, type Locale } from '../i18n/locales';
import type { CatalogueIndex, IndexCell } from './catalogue';
import type { Synonym, SynonymKind } from './words';

/** The words of an entry: the text's comma-separated words (a comma of either script). */
export const wordsOf = (text: string) =>
  text
    .split(/[,،]/)
    .map((word) => word.trim())
    .filter(Boolean);

const kinds: Record<keyof Synonyms, SynonymKind> = {
  units: 'unit',
  counts: 'count',
  terms: 'term',
};

/** The synonyms with both languages' words, each meaning what the pages of `locale` say. */
export function synonymsFor(byLocale: Record<Locale, Synonyms>, locale: Locale): Synonym[] {
  return (Object.keys(kinds) as (keyof Synonyms)[]).flatMap((list) =>
    byLocale[locale][list].map((entry, index) => ({
      id: entry.id,
      kind: kinds[list],
      means: entry.means,
      words: [
        ...new Set(
          locales.flatMap((other) => {
            const twin = byLocale[other][list][index];
            return twin ? [twin.means, ...wordsOf(twin.words)] : [];
          }),
        ),
      ],
    })),
  );
}

const indexCell = (cell: Cell): IndexCell =>
  typeof cell === 'number'
    ? cell
    : isRange(cell)
      ? cell.min === cell.max
        ? cell.min
        : [cell.min, cell.max]
      : Array.isArray(cell)
        ? cell.join(', ')
        : cell;

export function catalogueIndex(locale: Locale, dir?: string): CatalogueIndex {
  const byLocale = Object.fromEntries(
    locales.map((each) => [each, loadContent(dir, each).synonyms]),
  ) as Record<Locale, Synonyms>;
  const english = loadContent(dir, 'en').products;
  const local = loadContent(dir, locale).products;
  return {
    language: locale,
    synonyms: synonymsFor(byLocale, locale),
    tables: local.flatMap((page) =>
      (page.tables ?? []).map((table, tableIndex) => {
        const englishTable = english.find((entry) => entry.path === page.path)!.tables![
          tableIndex
        ]!;
        const ids = rowIds(englishTable);
        const optionCount = table.options?.length ?? 0;
        return {
          id: table.id,
          path: localePath(page.path, locale),
          page: routeTextOf(page.path, locale).name,
          caption: table.caption,
          item: table.item,
          columns: table.columns.map(({ label, unit }) => (unit ? { label, unit } : { label })),
          options: (table.options ?? []).map(({ name, values }) => ({ name, values })),
          rows: table.rows.map((row, index) => {
            // Which options fit the row is read from its English cells (an option's Only for).
            const fitting = optionsFitting(englishTable, englishTable.rows[index] ?? row);
            return {
              id: ids[index]!,
              label: rowLabel(table, row, locale),
              cells: table.columns.map((column) => indexCell(row[column.key] as Cell)),
              ...(fitting.length < optionCount && { options: fitting }),
            };
          }),
        };
      }),
    ),
  };
}
