import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { optionsFitting } from '@/lib/content/catalogue/format';
import type { SelectionTable } from '@/lib/content/schema';

/** A table of ties, nylon and stainless, as an editor could write it; its options vary per test. */
const ties = (options: SelectionTable['options']): SelectionTable => ({
  id: 'ties',
  caption: 'Ties',
  item: 'Cable tie',
  columns: [
    { key: 'length', label: 'Length', unit: 'mm', quoteLabel: '{} mm' },
    { key: 'material', label: 'Material', quoteLabel: '{}' },
  ],
  rows: [
    { length: 100, material: 'Nylon 6.6, natural or black' },
    { length: 360, material: '316 Stainless steel' },
  ],
  options,
});

describe('which of a table’s options fit a row', () => {
  it('an option without onlyFor fits every row; one with it, the rows whose column holds its word', () => {
    const table = ties([
      { name: 'Packing', values: ['Bags of 100', 'Bags of 1000'] },
      {
        name: 'Colour',
        values: ['Black', 'Natural'],
        onlyFor: { column: 'material', holds: 'NYLON' },
      },
      {
        name: 'Finish',
        values: ['Uncoated', 'Coated'],
        onlyFor: { column: 'material', holds: 'stainless' },
      },
    ]);
    expect(table.rows.map((row) => optionsFitting(table, row))).toEqual([
      [0, 1],
      [0, 2],
    ]);
  });

  it('a word no row holds, an empty word or a column that is not there fits no row, and never throws', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string(), fc.constantFrom('material', 'length', 'toString', '__proto__')),
        fc.string(),
        (column, holds) => {
          const table = ties([{ name: 'Colour', values: ['A', 'B'], onlyFor: { column, holds } }]);
          for (const row of table.rows) {
            const cell = Object.hasOwn(row, column) ? String(row[column]).toLowerCase() : '';
            const fits = holds.trim() !== '' && cell.includes(holds.trim().toLowerCase());
            expect(optionsFitting(table, row)).toEqual(fits ? [0] : []);
          }
        },
      ),
    );
  });
});
