import type { Cell, Column, Range, SelectionTable as AnyTable } from '../schema';

const MINUS = '\u2212';

export function isRange(value: Cell): value is Range {
  return typeof value === 'object' && value !== null && 'min' in value && 'max' in value;
}

/** A number as the site writes it: fixed decimals where asked, a real minus sign. */
export function formatNumber(value: number, decimals?: number): string {
  const text = decimals === undefined ? String(Math.abs(value)) : Math.abs(value).toFixed(decimals);
  return value < 0 ? `${MINUS}${text}` : text;
}

/** '10.0 to 14.0' (the README's convention: 'to' in ranges); below zero '−40 to +85'; equal ends give one number. */
export function formatRange({ min, max }: Range, decimals?: number): string {
  if (min === max) return formatNumber(min, decimals);
  if (min < 0) return `${formatNumber(min, decimals)} to +${formatNumber(max, decimals)}`;
  return `${formatNumber(min, decimals)} to ${formatNumber(max, decimals)}`;
}

export function formatCell(value: Cell, decimals?: number): string {
  if (typeof value === 'number') return formatNumber(value, decimals);
  if (typeof value === 'string') return value;
  if (isRange(value)) return formatRange(value, decimals);
  return value.join(', ');
}

/** The header text of a column, unit in brackets: 'Outer seal (mm)'. */
export function headerText(column: Column): string {
  return column.unit ? `${column.label} (${column.unit})` : column.label;
}

/** A row as plain text, for quote messages: 'Cable gland size 20, M20 × 1.5, outer seal 12.5 to 20.9 mm'. */
export function rowLabel(table: AnyTable, row: Record<string, Cell>): string {
  const parts = table.columns
    .filter((column) => column.inLabel)
    .map((column) => {
      const value = formatCell(row[column.key] as Cell, column.decimals);
      if (typeof column.inLabel === 'string' && column.inLabel.includes('{}'))
        return column.inLabel.replace('{}', value);
      const prefix = column.inLabel === true ? '' : `${column.inLabel} `;
      const unit = column.unit ? ` ${column.unit}` : '';
      return `${prefix}${value}${unit}`;
    });
  // A part that starts with '×' continues the one before it: '2.5 × 100 mm'.
  const joined = parts.reduce<string[]>((list, part) => {
    if (part.startsWith('×') && list.length > 0) list[list.length - 1] += ` ${part}`;
    else list.push(part);
    return list;
  }, []);
  const [first, ...rest] = joined;
  return [`${table.item} ${first ?? ''}`.trim(), ...rest].join(', ');
}
