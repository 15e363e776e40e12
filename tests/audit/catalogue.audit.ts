import { describe, expect, it } from 'vitest';
import { routesOfKind } from '@/lib/content/routes';
import { FILTER_THRESHOLD } from '@/lib/content/schema';
import { formatCell, headerText, isRange } from '@/lib/content/catalogue/format';
import type { Cell, Range, SelectionTable as AnyTable } from '@/lib/content/schema';
import { audited } from './content';

/**
 * Spec §9 and industry practice: the figures of today's selection tables, their units, filters and
 * the "what to send us" lists.
 */
const content = audited();
const productPaths = routesOfKind('product').map((route) => route.path);
const servicePaths = routesOfKind('service').map((route) => route.path);
const tablesFor = (path: string) =>
  content.products.find((page) => page.path === path)?.tables ?? [];
const checklistFor = (path: string) =>
  [...content.products, ...content.services].find((page) => page.path === path)?.checklist ?? [];
const catalogue = Object.fromEntries(productPaths.map((path) => [path, tablesFor(path)]));
const allTables = Object.values(catalogue).flat();
const UNITS = ['mm', 'mm²', '°C', 'N', 'lbf', 'A', 'kN', 'kN/m', 'm', 'in', 'litres'];
/** Columns that count things (cores, pairs, poles) carry no unit. */
const COUNTS = ['Cores', 'Pairs', 'Poles'];

const column = (table: AnyTable, key: string) => table.rows.map((row) => row[key] as Cell);
const ranges = (table: AnyTable, key: string) => column(table, key).filter(isRange) as Range[];
const numbers = (table: AnyTable, key: string) =>
  column(table, key).flatMap((value) =>
    typeof value === 'number' ? [value] : isRange(value) ? [value.min, value.max] : [],
  );
const table = (id: string) => {
  const found = allTables.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`no table ${id}`);
  return found;
};

describe('selection tables', () => {
  it('every product page has at least one table, and nothing else has one', () => {
    expect(productPaths).toHaveLength(12);
    for (const path of productPaths) expect(tablesFor(path).length, path).toBeGreaterThan(0);
  });

  for (const t of allTables) {
    describe(t.id, () => {
      it('puts units in the header cells of every measured column', () => {
        for (const col of t.columns) {
          if (col.unit) {
            expect(UNITS, `${t.id}.${col.key}`).toContain(col.unit);
            expect(headerText(col)).toBe(`${col.label} (${col.unit})`);
          }
          const measured = t.rows.some((row) => {
            const value = row[col.key] as Cell;
            return typeof value === 'number' || isRange(value);
          });
          if (measured && !COUNTS.includes(col.label))
            expect(
              col.unit,
              `${t.id}.${col.key} holds numbers but its header has no unit`,
            ).toBeTruthy();
        }
      });

      it('writes text cells to the units convention', () => {
        for (const row of t.rows)
          for (const col of t.columns) {
            const text = formatCell(row[col.key] as Cell, col.decimals);
            expect(text, `${t.id}.${col.key}`).not.toMatch(
              /sq ?mm|\d ?C\b|\d(mm|°C|kV)\b|(^|\s)-\d/,
            );
          }
      });

      it('has a filter when it has more than 12 rows, on a range column', () => {
        if (t.rows.length > FILTER_THRESHOLD) expect(t.filter).toBeDefined();
        if (t.filter) expect(ranges(t, t.filter.key)).toHaveLength(t.rows.length);
      });
    });
  }
});

describe('figures match the spec and industry practice', () => {
  it('gland entries run from M16 to M75, with seal ranges that grow with the size', () => {
    const glands = table('gland-sizes');
    const metric = column(glands, 'thread').flatMap((thread) =>
      [...String(thread).matchAll(/M(\d+) × 1\.5/g)].map((m) => Number(m[1])),
    );
    expect(Math.min(...metric)).toBe(16);
    expect(Math.max(...metric)).toBe(75);
    const outer = ranges(glands, 'outerSeal');
    for (const [i, seal] of outer.entries())
      if (i > 0) expect(seal.max).toBeGreaterThan(outer[i - 1]!.max);
    for (const [i, inner] of ranges(glands, 'innerSeal').entries())
      expect(inner.max, 'inner seal is inside the outer').toBeLessThan(outer[i]!.max);
  });

  it('conductor ranges stay within 1.5 to 1000 mm² on lugs and terminals, reaching both ends', () => {
    const lugs = numbers(table('cable-lugs'), 'conductor');
    expect(Math.min(...lugs)).toBe(1.5);
    expect(Math.max(...lugs)).toBe(1000);
    const terminals = [
      ...numbers(table('terminal-blocks'), 'crossSection'),
      ...numbers(table('power-terminals'), 'conductor'),
      ...numbers(table('ip68-connectors'), 'conductor'),
    ];
    for (const value of terminals) expect(value).toBeGreaterThanOrEqual(1.5);
    expect(Math.max(...terminals)).toBe(1000);
    // IEC 60947-7-1 rail blocks stop well short of 1000 mm²
    expect(Math.max(...numbers(table('terminal-blocks'), 'crossSection'))).toBeLessThanOrEqual(240);
  });

  it('heat shrink is 2:1 from 1.0 to 100 mm, end caps 4 to 115 mm', () => {
    const sleeves = table('heat-shrink-sleeves');
    const supplied = numbers(sleeves, 'supplied');
    expect([Math.min(...supplied), Math.max(...supplied)]).toEqual([1, 100]);
    for (const row of sleeves.rows) expect(row.recovered).toBe((row.supplied as number) / 2);
    const caps = numbers(table('end-caps'), 'cable');
    expect([Math.min(...caps), Math.max(...caps)]).toEqual([4, 115]);
  });

  it('ties are 2.2 to 13 mm wide, nylon to 85 °C and stainless to 538 °C', () => {
    const ties = table('cable-ties');
    for (const width of numbers(ties, 'width')) {
      expect(width).toBeGreaterThanOrEqual(2.2);
      expect(width).toBeLessThanOrEqual(13);
    }
    const tools = numbers(table('tie-tools'), 'widths');
    expect([Math.min(...tools), Math.max(...tools)]).toEqual([2.2, 13]);
    for (const row of ties.rows) {
      const limit = (row.temperature as Range).max;
      expect(limit).toBe(String(row.material).startsWith('Nylon') ? 85 : 538);
    }
  });

  it('enclosures are IP66/67/68 and cables keep the spec ratings and counts', () => {
    for (const ip of column(table('enclosure-sizes'), 'ip'))
      for (const code of String(ip).replace('IP', '').split('/'))
        expect(['66', '67', '68']).toContain(code);
    const voltages = new Set(column(table('power-cables'), 'voltage'));
    expect([...voltages].sort()).toEqual(['0.6/1 kV', '19/33 kV', '6.35/11 kV']);
    // The spec's 61 cores is beyond the BS 5467 / BS 6724 multicore tables (issue 42): see the
    // spec changes in content-facts.audit.ts.
    expect(Math.max(...numbers(table('control-cables'), 'cores'))).toBe(48);
    expect(Math.max(...numbers(table('instrument-cables'), 'pairs'))).toBe(50);
  });

  it('switch boxes are 0.9 or 1.1 mm sheet and 35 or 47 mm deep', () => {
    const boxes = table('switch-boxes');
    expect(new Set(numbers(boxes, 'sheet'))).toEqual(new Set([0.9, 1.1]));
    expect(new Set(numbers(boxes, 'depth'))).toEqual(new Set([35, 47]));
  });

  it('in-ground sockets stop at 125 A (IEC 60309-2), single-pole sets carry a usual rating (400 or 660 A, never 600), units are IP66 with BS EN 124-1 classes', () => {
    const outlets = table('in-ground-outlets');
    for (const row of outlets.rows) {
      if (String(row.system).startsWith('IEC 60309')) expect(row.current).toBeLessThanOrEqual(125);
      else if (String(row.outlet).startsWith('Single-pole'))
        expect([400, 660]).toContain(row.current);
      expect(row.ip).toMatch(/^IP66/);
    }
    const classes = table('in-ground-load-classes');
    const where = (loadClass: string) =>
      String(classes.rows.find((row) => row.loadClass === loadClass)?.location);
    // BS EN 124-1:2015 5.1: hard shoulders are group 4 (D400); C250 is the kerbside channel zone.
    expect(where('C250')).not.toMatch(/hard shoulder/i);
    expect(where('C250')).toMatch(/0\.5 m into the carriageway/);
    expect(where('D400')).toMatch(/hard shoulder/i);
    expect(column(table('in-ground-load-classes'), 'loadClass')).toEqual([
      'A15',
      'B125',
      'C250',
      'D400',
    ]);
  });
});

describe('what to send us', () => {
  it('every product and service page has a checklist of at least four points', () => {
    for (const path of [...productPaths, ...servicePaths])
      expect(checklistFor(path).length, path).toBeGreaterThanOrEqual(4);
  });
});
