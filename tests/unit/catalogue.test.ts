import { describe, expect, it } from 'vitest';
import { catalogueIn } from '@/lib/content/catalogue';
import { formatCell, formatRange, isRange, rowLabel } from '@/lib/content/catalogue/format';
import { column } from '@/lib/content/schema';
import type { Cell } from '@/lib/content/schema';
import { selectionTable } from './index-table';

const catalogue = catalogueIn('en');

/** The selection tables as any content has them: filled, distinct, formatted as the site writes. */
const allTables = Object.values(catalogue).flat();

describe('selection tables', () => {
  it('table ids are unique', () => {
    const ids = allTables.map((t) => t.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  for (const t of allTables) {
    describe(t.id, () => {
      it('has rows, a caption and every cell filled', () => {
        expect(t.caption.length).toBeGreaterThan(0);
        expect(t.rows.length).toBeGreaterThan(0);
        for (const [index, row] of t.rows.entries())
          for (const col of t.columns) {
            const value = row[col.key] as Cell | undefined;
            expect(value, `${t.id} row ${index} ${col.key}`).toBeDefined();
            expect(
              formatCell(value!, col.decimals).trim(),
              `${t.id} row ${index} ${col.key}`,
            ).not.toBe('');
            if (typeof value === 'number') expect(Number.isFinite(value)).toBe(true);
            if (value && isRange(value)) expect(value.min).toBeLessThanOrEqual(value.max);
          }
      });

      it('gives each row a distinct plain-text label (the content check refuses two alike)', () => {
        const labels = t.rows.map((row) => rowLabel(t, row));
        expect(new Set(labels).size).toBe(labels.length);
        for (const label of labels) expect(label).toMatch(new RegExp(`^${t.item}`));
      });
    });
  }
});

describe('formatting', () => {
  it('writes a cross-section in mm² as IEC 60228 names it, never with fixed decimals (400, not 400.0)', () => {
    const crossSection = { key: 'conductor', label: 'Conductor', unit: 'mm²' };
    expect(column.safeParse(crossSection).success).toBe(true);
    expect(column.safeParse({ ...crossSection, decimals: 1 }).success).toBe(false);
    expect(column.safeParse({ ...crossSection, unit: 'mm', decimals: 1 }).success).toBe(true);
    expect(formatRange({ min: 1.5, max: 400 })).toBe('1.5 to 400');
    for (const table of allTables)
      for (const col of table.columns.filter((c) => c.unit === 'mm²'))
        for (const row of table.rows.filter(
          (r) => typeof r[col.key] !== 'string' && !Array.isArray(r[col.key]),
        ))
          expect(
            formatCell(row[col.key] as Cell, col.decimals),
            `${table.id} ${col.key}`,
          ).not.toMatch(/\d\.0\b/);
  });

  it('uses an en dash in ranges, a real minus sign and “to” when a range starts below zero', () => {
    expect(formatRange({ min: 10, max: 14 }, 1)).toBe('10.0 to 14.0');
    expect(formatRange({ min: -55, max: 125 })).toBe('−55 to +125');
    expect(formatRange({ min: 95, max: 95 })).toBe('95');
  });

  it('names a row in plain text for the quote form', () => {
    const glands = selectionTable('gland-sizes', {
      item: 'Cable gland',
      columns: [
        { key: 'size', label: 'Size', quoteLabel: 'size {}' },
        { key: 'thread', label: 'Thread', quoteLabel: '{}' },
        { key: 'npt', label: 'NPT', unit: 'in' },
        {
          key: 'outerSeal',
          label: 'Outer seal',
          unit: 'mm',
          decimals: 1,
          quoteLabel: 'cable OD {} mm',
        },
      ],
      rows: [{ size: '20', thread: 'M20 × 1.5', npt: '1/2', outerSeal: { min: 12.5, max: 20.9 } }],
    });
    expect(rowLabel(glands, glands.rows[0]!)).toBe(
      'Cable gland size 20, M20 × 1.5, cable OD 12.5 to 20.9 mm',
    );
    const ties = selectionTable('cable-ties', {
      item: 'Cable tie',
      columns: [
        { key: 'width', label: 'Width', unit: 'mm', quoteLabel: '{}' },
        { key: 'length', label: 'Length', unit: 'mm', quoteLabel: '× {} mm' },
        { key: 'material', label: 'Material', quoteLabel: '{}' },
      ],
      rows: [{ width: 2.5, length: 100, material: 'Nylon 6.6' }],
    });
    expect(rowLabel(ties, ties.rows[0]!)).toBe('Cable tie 2.5 × 100 mm, Nylon 6.6');
  });
});

describe('a figure as a table shows it', () => {
  it('keeps the decimals it was typed with where the column shows fewer: never rounded', () => {
    expect(formatCell(1.12, 1)).toBe('1.12');
    expect(formatCell(1.1, 1)).toBe('1.1');
    expect(formatCell(2, 1)).toBe('2.0');
    expect(formatCell({ min: 0.75, max: 1.5 }, 1)).toBe('0.75 to 1.50');
    expect(formatCell(-40, 0)).toBe('\u221240');
  });
});
