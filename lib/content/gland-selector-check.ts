/**
 * What the gland selector needs of the glands page's tables, checked with the content (load.ts):
 * the three tables by id (and the NPT kits' if there), the sizes' outer-diameter ranges and the
 * kits' columns. The admin cannot
 * remove a table or a column, so only a hand edit breaks these: a problem, one line. A gland type the
 * rules name but the types table no longer has (an editor renamed or removed the row) is a note:
 * the selector still proposes it, by its English type, without materials.
 */
import { kitParts, typeIds } from '../gland/choice';
import type { SelectionTable } from './schema';

export const selectorTables = {
  sizes: 'gland-sizes',
  types: 'gland-types',
  accessories: 'gland-accessories',
  /** Optional: without it an NPT gland's kit is said to be confirmed with the offer. */
  accessoriesNpt: 'gland-accessories-npt',
} as const;

export function glandSelectorProblems(
  file: string,
  tables: readonly SelectionTable[] | undefined,
): { problems: string[]; notes: string[] } {
  const problems: string[] = [];
  const notes: string[] = [];
  const find = (id: string) => {
    const table = tables?.find((entry) => entry.id === id);
    if (!table)
      problems.push(
        `${file}: tables: the gland selector reads the table ${id}: put it back, or remove the selector`,
      );
    return table;
  };
  const sizes = find(selectorTables.sizes);
  const types = find(selectorTables.types);
  const kit = find(selectorTables.accessories);
  if (sizes && !sizes.columns.some((column) => column.key === 'outerSeal'))
    problems.push(
      `${file}: ${selectorTables.sizes}: the gland selector needs the column outerSeal (the cable diameters each size takes)`,
    );
  const npt = tables?.find((entry) => entry.id === selectorTables.accessoriesNpt);
  for (const table of [kit, npt]) {
    if (!table) continue;
    const keys = table.columns.map((column) => column.key);
    const missing = ['thread', ...kitParts].filter((key) => !keys.includes(key));
    if (missing.length > 0)
      problems.push(
        `${file}: ${table.id}: the gland selector needs the columns thread, ${kitParts.join(', ')}; missing: ${missing.join(', ')}`,
      );
  }
  if (types) {
    const named = new Set(types.rows.map((row) => String(row.type ?? '')));
    for (const id of Object.values(typeIds))
      if (!named.has(id))
        notes.push(
          `${file}: ${selectorTables.types}: no row of type "${id}", which the gland selector proposes: it shows the type without materials until the row is back`,
        );
  }
  return { problems, notes };
}
