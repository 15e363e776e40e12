import type { Cell, SelectionTable } from '../schema';
import { isRange } from './format';

/** A cell as a fragment of an id: '95', '1.5-2.5', '20s16', 'm16-x-1.5'; empty when it has no Latin letter or digit. */
function slug(value: Cell): string {
  if (typeof value === 'number') return String(value);
  if (isRange(value))
    return value.min === value.max ? String(value.min) : `${value.min}-${value.max}`;
  const text = Array.isArray(value) ? value.join(' ') : value;
  return text
    .toLowerCase()
    .replace(/[^a-z0-9.]+/g, '-')
    .replace(/^[-.]+|[-.]+$/g, '');
}

/**
 * The id of each row of a table, for links to a row (search results): the table's id and the row's
 * first cell, 'cable-lugs-95', 'gland-sizes-20s16'; a repeated or letterless first cell takes the
 * row's number. Computed from the English table, whose figures and codes the Arabic twin shares, so
 * a row has the same id in both languages.
 */
export function rowIds(table: SelectionTable): string[] {
  const key = table.columns[0]?.key;
  const seen = new Set<string>();
  return table.rows.map((row, index) => {
    const part = key === undefined ? '' : slug(row[key] as Cell);
    let id = part ? `${table.id}-${part}` : `${table.id}-row-${index + 1}`;
    if (seen.has(id)) id = `${id}-row-${index + 1}`;
    seen.add(id);
    return id;
  });
}
