import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { glandSelectorFor } from '@/lib/content/gland-selector';
import { glandSelectorProblems } from '@/lib/content/gland-selector-check';
import type { SelectionTable } from '@/lib/content/schema';
import { typeIds } from '@/lib/gland/choice';
import {
  accessoriesFor,
  assumed,
  matchSizes,
  parseMillimetres,
  recommend,
  threadsOf,
  type Cable,
  type SizeRow,
} from '@/lib/gland/match';

const PATH = '/GlandsAccessories';
const english = glandSelectorFor(PATH, 'en')!;
const arabic = glandSelectorFor(PATH, 'ar')!;

/**
 * The matching is tested on a fixture of its own: a maker's chart (gland-chart.yml, the glands page's
 * table as published in 2026), so an editor's change to the page's table never changes what these prove.
 */
type Range = [number, number];
const chart = parse(readFileSync(join(__dirname, 'gland-chart.yml'), 'utf8')) as [
  string,
  string,
  Range,
  Range,
  Range,
][];
const range = ([min, max]: Range) => ({ min, max });
const sizes: SizeRow[] = chart.map(([size, thread, inner, outer, armour]) => ({
  size,
  product: `Cable gland size ${size}`,
  threads: thread.match(/M\d+ × 1\.5/g) ?? [],
  outer: range(outer),
  inner: range(inner),
  armour: range(armour),
}));
const fit = (cable: Cable) => matchSizes(sizes, cable).fits.map((row) => row.size);
const largest = Math.max(...sizes.map((row) => row.outer.max));
const smallest = Math.min(...sizes.map((row) => row.outer.min));
/** The size rows whose ranges all take a cable, worked out directly from the figures. */
const takes = (cable: Required<Cable>) =>
  sizes
    .filter(
      (row) =>
        row.outer.min <= cable.outer &&
        cable.outer <= row.outer.max &&
        row.inner!.min <= cable.inner &&
        cable.inner <= row.inner!.max &&
        row.armour!.min <= cable.armourSize &&
        cable.armourSize <= row.armour!.max,
    )
    .map((row) => row.size);

describe('gland selector data', () => {
  it('reads every row of the glands tables, with ranges and a name for the quote', () => {
    for (const row of english.data.sizes) {
      expect(row.product, row.size).toContain(row.size);
      for (const range of [row.outer, row.inner, row.armour])
        if (range) expect(range.min, row.size).toBeLessThanOrEqual(range.max);
    }
    expect(english.data.sizes.length).toBeGreaterThan(0);
  });

  it('keeps the figures in Arabic, the same rows and types in the same order', () => {
    const figures = ({ outer, inner, armour, threads }: SizeRow) => ({
      outer,
      inner,
      armour,
      threads,
    });
    expect(arabic.data.sizes.map(figures)).toEqual(english.data.sizes.map(figures));
    expect(arabic.data.types.map((type) => type.id)).toEqual(
      english.data.types.map((type) => type.id),
    );
  });

  it('gives a line added in Arabic its English: every size, type, material and kit part, and the words', () => {
    expect(english.data.lineWords).toBeUndefined();
    expect(arabic.data.lineWords).toEqual(
      Object.fromEntries(
        Object.keys(arabic.data.lineWords ?? { missing: 1 }).map((key) => [
          key,
          english.text[key as keyof typeof english.text],
        ]),
      ),
    );
    for (const [index, row] of arabic.data.sizes.entries())
      expect(row.productEn, row.size).toBe(english.data.sizes[index]!.product);
    for (const [index, type] of arabic.data.types.entries()) {
      expect(type.nameEn, type.id).toBe(english.data.types[index]!.name);
      expect(type.materialsEn, type.id).toEqual(english.data.types[index]!.materials);
    }
    for (const [index, row] of arabic.data.accessories.entries())
      for (const [at, item] of row.items.entries()) {
        const inEnglish = english.data.accessories[index]!.items[at]!;
        expect([item.nameEn, item.specEn], `${row.thread} ${item.part}`).toEqual([
          inEnglish.name,
          inEnglish.spec,
        ]);
      }
    for (const row of english.data.sizes) expect(row.productEn).toBeUndefined();
  });
});

describe('gland selector matching', () => {
  it('gives the M25 size for a measured M25 armoured cable, exactly the rows whose ranges take it', () => {
    const cable = { outer: 23, inner: 16, armour: 'wire', armourSize: 1.4 } as const;
    expect(fit(cable)).toEqual(takes(cable));
    const [only] = matchSizes(sizes, cable).fits;
    expect(only?.threads).toEqual(['M25 × 1.5']);
  });

  it('checks each measurement: inner sheath and armour wire narrow the sizes, unarmoured ignores them', () => {
    const grid = [10, 14.5, 19, 23, 30, 41, 52, 60, 70];
    for (const outer of grid)
      for (const inner of [8, 12, 18, 25, 35, 45, 55, 64])
        for (const armourSize of [0.9, 1.4, 1.8, 2.2, 2.8])
          expect(
            fit({ outer, inner, armour: 'wire', armourSize }),
            `${outer}/${inner}/${armourSize}`,
          ).toEqual(takes({ outer, inner, armour: 'wire', armourSize }));
    expect(fit({ outer: 23, inner: 1, armour: 'none', armourSize: 9 })).toEqual(
      sizes.filter((row) => row.outer.min <= 23 && 23 <= row.outer.max).map((row) => row.size),
    );
    // Tape and braid: the table's armour column gives wire sizes, so tape thickness is not checked.
    expect(fit({ outer: 23, inner: 16, armour: 'tape', armourSize: 0.5 })).toEqual(
      fit({ outer: 23, inner: 16, armour: 'wire', armourSize: 1.4 }),
    );
  });

  it('says which range an oversize or undersize cable exceeds', () => {
    expect(matchSizes(sizes, { outer: 80, armour: 'none' })).toEqual({
      fits: [],
      noFit: { field: 'outer', value: 80, kind: 'above', limit: largest, fitting: [] },
    });
    expect(largest).toBe(78);
    expect(matchSizes(sizes, { outer: 3, armour: 'none' }).noFit).toMatchObject({
      field: 'outer',
      kind: 'below',
      limit: smallest,
    });
    const inner = matchSizes(sizes, {
      outer: 23,
      inner: 25,
      armour: 'wire',
      armourSize: 1.4,
    }).noFit;
    expect(inner).toMatchObject({ field: 'inner', kind: 'above', limit: 19.9, fitting: ['25'] });
    const armour = matchSizes(sizes, {
      outer: 23,
      inner: 16,
      armour: 'wire',
      armourSize: 2.2,
    }).noFit;
    expect(armour).toMatchObject({ field: 'armour', kind: 'above', limit: 1.6, fitting: ['25'] });
  });

  it('follows the table: a larger row added by an editor takes the oversize cable', () => {
    const bigger = [...sizes, { ...sizes.at(-1)!, size: '90', outer: { min: 76, max: 90 } }];
    expect(matchSizes(bigger, { outer: 80, armour: 'none' }).fits.map((row) => row.size)).toEqual([
      '90',
    ]);
  });
});

describe('the size recommended', () => {
  it('recommends one size for a cable of about 22 mm: the one holding it with the widest margin', () => {
    const cable: Cable = { outer: 22, armour: 'wire' };
    const { fits } = matchSizes(sizes, cable);
    // 22 mm is the very top of 25S (14–22) and the middle of 25 (18.2–26.2).
    expect(fits.map((row) => row.size)).toEqual(['25S', '25']);
    const best = recommend(fits, cable)!;
    const share = (row: SizeRow) =>
      Math.min(22 - row.outer.min, row.outer.max - 22) / (row.outer.max - row.outer.min);
    for (const row of fits) expect(share(best)).toBeGreaterThanOrEqual(share(row));
    expect(best.size).toBe('25');
  });

  it('is always one of the sizes that fit, whatever the measurements', () => {
    for (let outer = 5; outer <= 80; outer += 0.7)
      for (const inner of [undefined, 10, 20, 40])
        for (const armourSize of [undefined, 1, 1.5, 2.2]) {
          const cable: Cable = { outer, inner, armour: 'wire', armourSize };
          const { fits } = matchSizes(sizes, cable);
          const best = recommend(fits, cable);
          if (fits.length === 0) expect(best).toBeUndefined();
          else expect(fits).toContain(best);
        }
  });

  it('says which measurements of an armoured cable it assumed', () => {
    expect(assumed({ outer: 22, armour: 'wire' })).toEqual(['inner', 'armour']);
    expect(assumed({ outer: 22, armour: 'wire', inner: 16 })).toEqual(['armour']);
    expect(assumed({ outer: 22, armour: 'tape' })).toEqual(['inner']);
    expect(assumed({ outer: 22, armour: 'none' })).toEqual([]);
  });
});

describe('the thread and its kit', () => {
  // Size 25 as a maker lists it: M25, standard NPT 3/4 in, optional 1 in.
  const row = { ...sizes.find((entry) => entry.size === '25')!, npt: '3/4', nptOptional: '1' };
  const kit = [
    {
      thread: 'M25 × 1.5',
      items: [{ part: 'locknut' as const, name: 'Locknut', spec: 'M25 × 1.5' }],
    },
    {
      thread: '3/4 NPT',
      items: [{ part: 'locknut' as const, name: 'Locknut', spec: '3/4 in NPT' }],
    },
  ];
  it('follows the thread: an NPT gland gets NPT parts, never metric ones', () => {
    expect(threadsOf(row, 'metric')).toEqual(['M25 × 1.5']);
    expect(threadsOf(row, 'npt')).toEqual(['3/4 NPT', '1 NPT']);
    expect(accessoriesFor(kit, 'M25×1.5')[0]?.spec).toBe('M25 × 1.5');
    expect(accessoriesFor(kit, threadsOf(row, 'npt')[0]!)[0]?.spec).toBe('3/4 in NPT');
    expect(accessoriesFor(kit, '1 NPT')).toEqual([]);
  });
});

describe('what the selector needs of the content', () => {
  const table = (id: string, keys: string[], rows: Record<string, string>[] = [{}]) =>
    ({
      id,
      caption: id,
      item: id,
      columns: keys.map((key) => ({ key, label: key })),
      rows: rows.map((row) => Object.fromEntries(keys.map((key) => [key, row[key] ?? 'x']))),
    }) as SelectionTable;
  const file = 'content/products/GlandsAccessories.yml';
  const whole = [
    table('gland-sizes', ['size', 'outerSeal']),
    table(
      'gland-types',
      ['type'],
      Object.values(typeIds).map((type) => ({ type })),
    ),
    table('gland-accessories', ['thread', 'shroud', 'earthTag', 'locknut', 'sealingWasher']),
  ];

  it('passes whole tables, and says in one line which table or column a hand edit removed', () => {
    expect(glandSelectorProblems(file, whole)).toEqual({ problems: [], notes: [] });
    const noKit = glandSelectorProblems(file, whole.slice(0, 2)).problems;
    expect(noKit).toHaveLength(1);
    expect(noKit[0]).toMatch(/^content\/products\/GlandsAccessories\.yml: .*gland-accessories/);
    const noWasher = glandSelectorProblems(file, [
      ...whole.slice(0, 2),
      table('gland-accessories', ['thread', 'shroud', 'earthTag', 'locknut']),
    ]).problems;
    expect(noWasher).toHaveLength(1);
    expect(noWasher[0]).toContain('sealingWasher');
    for (const line of [...noKit, ...noWasher]) expect(line).not.toContain('\n');
  });

  it('only notes a gland type renamed in the admin (the publish goes on)', () => {
    const renamed = [whole[0]!, table('gland-types', ['type'], [{ type: 'A2 gland' }]), whole[2]!];
    const { problems, notes } = glandSelectorProblems(file, renamed);
    expect(problems).toEqual([]);
    expect(notes.length).toBeGreaterThan(0);
  });
});

describe('typed measurements', () => {
  it('reads a decimal comma and Arabic-Indic digits, refuses the rest', () => {
    expect(parseMillimetres(' 23,5 ')).toBe(23.5);
    expect(parseMillimetres('٢٣٫٥')).toBe(23.5);
    expect(parseMillimetres('23.5 mm')).toBeUndefined();
    expect(parseMillimetres('0')).toBeUndefined();
    expect(parseMillimetres('')).toBeUndefined();
  });
});
