import type { Cell, Column, Range, SelectionTable as AnyTable } from '../schema';
import type { Locale } from '../../i18n/locales';

const MINUS = '\u2212';

export function isRange(value: Cell): value is Range {
  return typeof value === 'object' && value !== null && 'min' in value && 'max' in value;
}

/** The decimals a figure was typed with: 1.12 has 2. */
const ownDecimals = (value: number) => String(value).split('.')[1]?.length ?? 0;

/**
 * A number as the site writes it: the column's decimals, or more where the figure was typed with
 * more (1.12 stays 1.12 in a column of one decimal: never rounded, so two rows stay two), and a
 * real minus sign.
 */
function formatNumber(value: number, decimals?: number): string {
  const abs = Math.abs(value);
  const text =
    decimals === undefined
      ? String(abs)
      : abs.toFixed(Math.min(Math.max(decimals, ownDecimals(abs)), 20));
  return value < 0 ? `${MINUS}${text}` : text;
}

/**
 * '10.0 to 14.0' (the README's convention: 'to' in ranges); below zero '−40 to +85'; equal ends give
 * one number. Arabic pages write the range as engineers do, Western digits and a dash, '10.0–14.0'
 * ('−40 – +85'), shown left to right in an isolated run.
 */
export function formatRange({ min, max }: Range, decimals?: number, locale: Locale = 'en'): string {
  if (min === max) return formatNumber(min, decimals);
  // Both ends with the same decimals: 0.75 to 1.50.
  const shown =
    decimals === undefined
      ? undefined
      : Math.max(decimals, ownDecimals(Math.abs(min)), ownDecimals(Math.abs(max)));
  const [from, to] = [formatNumber(min, shown), formatNumber(max, shown)];
  if (locale === 'ar') return min < 0 ? `${from} – +${to}` : `${from}–${to}`;
  if (min < 0) return `${from} to +${to}`;
  return `${from} to ${to}`;
}

export function formatCell(value: Cell, decimals?: number, locale: Locale = 'en'): string {
  if (typeof value === 'number') return formatNumber(value, decimals);
  if (typeof value === 'string') return value;
  if (isRange(value)) return formatRange(value, decimals, locale);
  return value.join(locale === 'ar' ? '، ' : ', ');
}

/** A cell shown left to right inside an Arabic page: numbers, ranges, codes (no Arabic letter in it). */
export const isLatinCell = (text: string) => !/[\u0600-\u06ff]/.test(text);

/** The header text of a column, unit in brackets: 'Outer seal (mm)'. */
export function headerText(column: Column): string {
  return column.unit ? `${column.label} (${column.unit})` : column.label;
}

/** A row as plain text, for quote messages: 'Cable gland size 20, M20 × 1.5, outer seal 12.5 to 20.9 mm'. */
export function rowLabel(
  table: AnyTable,
  row: Record<string, Cell>,
  locale: Locale = 'en',
): string {
  return labelOf(
    table.item,
    table.columns.map((column) => column.quoteLabel),
    table.columns.map((column) => formatCell(row[column.key] as Cell, column.decimals, locale)),
    locale,
  );
}

/**
 * rowLabel from a row's cells as shown (formatted) and its columns' quote labels: each column with a
 * quote label puts its cell in it, after the table's item. Pure, so the table's rows in the browser
 * (TableRows) make their labels from the cells they already have.
 */
export function labelOf(
  item: string,
  quoteLabels: readonly (string | undefined)[],
  cells: readonly string[],
  locale: Locale = 'en',
): string {
  const parts = quoteLabels.flatMap((quoteLabel, index) =>
    quoteLabel ? [quoteLabel.replace('{}', cells[index] ?? '')] : [],
  );
  // A part that starts with '×' continues the one before it: '2.5 × 100 mm'.
  const joined = parts.reduce<string[]>((list, part) => {
    if (part.startsWith('×') && list.length > 0) list[list.length - 1] += ` ${part}`;
    else list.push(part);
    return list;
  }, []);
  const [first, ...rest] = joined;
  return [`${item} ${first ?? ''}`.trim(), ...rest].join(locale === 'ar' ? '، ' : ', ');
}

/**
 * The indexes of a table's options that fit a row, read from the English table: an option with
 * onlyFor fits the rows whose column holds its word (a nylon colour fits the nylon ties only).
 */
export function optionsFitting(table: AnyTable, row: Record<string, Cell>): number[] {
  return (table.options ?? []).flatMap((option, index) => {
    const only = option.onlyFor;
    if (!only) return [index];
    const word = only.holds.trim().toLowerCase();
    // Only the row's own cells: a key such as 'toString' names no column.
    const cell = Object.hasOwn(row, only.column) ? (row[only.column] as Cell) : undefined;
    const value = cell === undefined ? '' : formatCell(cell).toLowerCase();
    return word !== '' && value.includes(word) ? [index] : [];
  });
}
