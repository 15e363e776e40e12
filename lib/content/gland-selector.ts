/**
 * The gland selector's data, made from the glands page's tables: figures from the English table,
 * texts (item, type names, materials, accessory labels and cells) from the page's language. An
 * editor's change to a table changes the selector.
 */
import 'server-only';
import type { Cell, GlandSelectorText, Range, SelectionTable } from './schema';
import type { Locale } from '../i18n/locales';
import type { SelectorData, SizeRow } from '@/lib/gland/match';
import { pageIn } from './entries';
import { tablesFor } from './catalogue';
import { rowIds } from './catalogue/row-id';
import { formatCell, isRange } from './catalogue/format';
import { selectorTables } from './gland-selector-check';
import { kitParts, type KitPart } from '../gland/choice';
import { lineWordsOf } from '../gland/line-words';

const METRIC = /M\d+\s*×\s*\d+(?:\.\d+)?/g;

// The content check (gland-selector-check.ts) has said what is missing before a page is built.
function tableOf(tables: readonly SelectionTable[], id: string, path: string) {
  const table = tables.find((entry) => entry.id === id);
  if (!table)
    throw new Error(`content/products${path}.yml: the gland selector needs the table ${id}`);
  return table;
}

const rangeOf = (cell: Cell | undefined): Range | undefined =>
  cell !== undefined && isRange(cell) ? { min: cell.min, max: cell.max } : undefined;
const textOf = (cell: Cell | undefined): string | undefined =>
  cell === undefined ? undefined : formatCell(cell);

function sizesOf(
  english: SelectionTable,
  local: SelectionTable,
  path: string,
  withEnglish: boolean,
): SizeRow[] {
  const [sizeColumn] = local.columns;
  const [sizeColumnEn] = english.columns;
  const ids = rowIds(english);
  return english.rows.map((row, index) => {
    const outer = rangeOf(row.outerSeal);
    if (!sizeColumn || !outer)
      throw new Error(
        `${path}: ${english.id} row ${index + 1} needs a size and an outerSeal range`,
      );
    const size = String(row[sizeColumn.key]);
    const name = sizeColumn.quoteLabel?.replace('{}', size) ?? size;
    const nameEn = sizeColumnEn?.quoteLabel?.replace('{}', size) ?? size;
    return {
      size,
      id: ids[index]!,
      product: `${local.item} ${name}`,
      ...(withEnglish && { productEn: `${english.item} ${nameEn}` }),
      threads: String(row.thread ?? '').match(METRIC) ?? [],
      npt: textOf(row.npt),
      nptOptional: textOf(row.nptOptional),
      outer,
      inner: rangeOf(row.innerSeal),
      armour: rangeOf(row.armour),
    };
  });
}

/** The selector's texts and data for a page, or undefined where the page has no selector. */
export function glandSelectorFor(
  path: string,
  locale: Locale,
): { text: GlandSelectorText; data: SelectorData } | undefined {
  const text = pageIn('products', path, locale).selector;
  if (!text) return undefined;
  const [english, local] = [tablesFor(path, 'en'), tablesFor(path, locale)];
  const table = (id: string) => [tableOf(english, id, path), tableOf(local, id, path)] as const;
  const [sizesEn, sizesLocal] = table(selectorTables.sizes);
  const [typesEn, typesLocal] = table(selectorTables.types);
  const kits = [table(selectorTables.accessories)];
  const nptEn = english.find((entry) => entry.id === selectorTables.accessoriesNpt);
  if (nptEn) kits.push(table(selectorTables.accessoriesNpt));
  const isPart = (key: string): key is KitPart => (kitParts as readonly string[]).includes(key);
  // On a page in another language each line also carries its English, for the sales team.
  const withEnglish = locale !== 'en';
  const materialsOf = (row: { materials?: Cell }) =>
    Array.isArray(row.materials) ? row.materials : [];
  return {
    text,
    data: {
      sizes: sizesOf(sizesEn, sizesLocal, path, withEnglish),
      types: typesEn.rows.map((row, index) => {
        const localRow = typesLocal.rows[index] ?? row;
        return {
          id: String(row.type),
          name: String(localRow.type),
          materials: materialsOf(localRow),
          ...(withEnglish && { nameEn: String(row.type), materialsEn: materialsOf(row) }),
        };
      }),
      accessories: kits.flatMap(([kitEn, kitLocal]) => {
        const ids = rowIds(kitEn);
        return kitEn.rows.map((row, index) => {
          const localRow = kitLocal.rows[index] ?? row;
          return {
            thread: String(row.thread),
            id: ids[index]!,
            items: kitLocal.columns
              .filter((column) => isPart(column.key))
              .map((column) => {
                const columnEn = kitEn.columns.find((entry) => entry.key === column.key);
                const cell = (of: typeof row, language: Locale) =>
                  formatCell(of[column.key] as Cell, column.decimals, language);
                return {
                  part: column.key as KitPart,
                  name: column.label,
                  spec: cell(localRow, locale),
                  ...(withEnglish && {
                    nameEn: columnEn?.label ?? column.label,
                    specEn: cell(row, 'en'),
                  }),
                };
              }),
          };
        });
      }),
      ...(withEnglish && {
        lineWords: lineWordsOf(pageIn('products', path, 'en').selector ?? text),
      }),
    },
  };
}
