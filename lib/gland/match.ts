/**
 * The gland selector's sizing, pure so it is unit-tested on a maker's chart: which sizes of the
 * gland-sizes table take the measured cable (and, when none does, which range is exceeded), which
 * one to recommend, and the kit of an entry thread. Which type suits the enclosure and the cable is
 * lib/gland/choice.ts.
 */
import { threadKey, type Armour, type KitPart, type ThreadKind } from '@/lib/gland/choice';
import type { LineWords } from '@/lib/gland/line-words';

export interface Bounds {
  min: number;
  max: number;
}

/** One row of the gland-sizes table, as the selector needs it. */
export interface SizeRow {
  size: string;
  /** The row's id, its anchor on the page: a line links to it. */
  id?: string;
  /** The row's name in a quote line: 'Cable gland size 25'. */
  product: string;
  /** The same in English, on a page in another language: what the sales team reads. */
  productEn?: string;
  /** The row's metric threads ('M16 × 1.5', 'M20 × 1.5'), as the table writes them. */
  threads: string[];
  npt?: string;
  nptOptional?: string;
  outer: Bounds;
  inner?: Bounds;
  armour?: Bounds;
}

/** One row of the gland-types table: its English type is the id the rules name. */
export interface TypeRow {
  id: string;
  name: string;
  materials: string[];
  /** The name and materials in English (the materials in the same order), on a page in another language. */
  nameEn?: string;
  materialsEn?: string[];
}

/** One row of the gland-accessories table: an entry thread and its accessories (column key, label, cell). */
export interface AccessoryRow {
  thread: string;
  /** The row's id, its anchor on the page. */
  id?: string;
  /** `nameEn` and `specEn`: the same in English, on a page in another language. */
  items: { part: KitPart; name: string; spec: string; nameEn?: string; specEn?: string }[];
}

export interface SelectorData {
  sizes: SizeRow[];
  types: TypeRow[];
  accessories: AccessoryRow[];
  /**
   * The selector's words a quote line uses, in English, on a page in another language: a line added
   * there reaches the sales team in English too (issue 41).
   */
  lineWords?: LineWords;
}

export interface Cable {
  outer: number;
  /** An armoured cable's bedding: the inner seal of a double-seal gland closes on it. Optional. */
  inner?: number;
  armour: Armour;
  /** Wire diameter or tape thickness, mm, optional; only wire is checked against the armour range. */
  armourSize?: number;
}

export type Field = 'outer' | 'inner' | 'armour';

/** Why no size fits: the first measurement that no remaining size takes. */
export interface NoFit {
  field: Field;
  value: number;
  kind: 'above' | 'below' | 'between';
  /** The nearest end of the ranges exceeded (for above and below). */
  limit?: number;
  /** The sizes that took the measurements before this one; empty when it is the first. */
  fitting: string[];
}

const within = (value: number, bounds: Bounds) => value >= bounds.min && value <= bounds.max;

/** The sizes whose every range takes the cable, in table order, or the reason none does. */
export function matchSizes(
  sizes: readonly SizeRow[],
  cable: Cable,
): { fits: SizeRow[]; noFit?: NoFit } {
  const checks: {
    field: Field;
    value: number | undefined;
    bounds: (row: SizeRow) => Bounds | undefined;
  }[] = [
    { field: 'outer', value: cable.outer, bounds: (row) => row.outer },
    {
      field: 'inner',
      value: cable.armour === 'none' ? undefined : cable.inner,
      bounds: (row) => row.inner,
    },
    {
      field: 'armour',
      value: cable.armour === 'wire' ? cable.armourSize : undefined,
      bounds: (row) => row.armour,
    },
  ];
  let fits = [...sizes];
  let first = true;
  for (const { field, value, bounds } of checks) {
    if (value === undefined) continue;
    const ranges = fits.flatMap((row) => bounds(row) ?? []);
    if (ranges.length === 0) continue;
    const next = fits.filter((row) => {
      const range = bounds(row);
      return !range || within(value, range);
    });
    if (next.length === 0) {
      const max = Math.max(...ranges.map((range) => range.max));
      const min = Math.min(...ranges.map((range) => range.min));
      const kind = value > max ? 'above' : value < min ? 'below' : 'between';
      const limit = kind === 'above' ? max : kind === 'below' ? min : undefined;
      const fitting = first ? [] : fits.map((row) => row.size);
      return { fits: [], noFit: { field, value, kind, limit, fitting } };
    }
    fits = next;
    first = false;
  }
  return { fits };
}

/** A typed measurement: '23.5', '23,5' or Arabic-Indic digits; empty or not a positive number gives undefined. */
export function parseMillimetres(input: string): number | undefined {
  const western = input
    .trim()
    .replace(/[\u0660-\u0669]/g, (digit) => String(digit.charCodeAt(0) - 0x0660))
    .replace(/[,\u066b]/, '.');
  if (!/^\d+(\.\d+)?$/.test(western)) return undefined;
  const value = Number(western);
  return value > 0 ? value : undefined;
}

/**
 * The size to recommend among those that fit: the one whose ranges hold the measurements with the
 * widest margin at both ends, as a share of each range (a cable's diameter varies along the drum,
 * and a seal at the end of its range grips too little or too hard); the first in table order on a tie.
 */
export function recommend(fits: readonly SizeRow[], cable: Cable): SizeRow | undefined {
  const margin = (value: number | undefined, bounds: Bounds | undefined) =>
    value === undefined || !bounds || bounds.max === bounds.min
      ? Infinity
      : Math.min(value - bounds.min, bounds.max - value) / (bounds.max - bounds.min);
  let best: SizeRow | undefined;
  let bestScore = -Infinity;
  for (const row of fits) {
    const score = Math.min(
      margin(cable.outer, row.outer),
      margin(cable.armour === 'none' ? undefined : cable.inner, row.inner),
      margin(cable.armour === 'wire' ? cable.armourSize : undefined, row.armour),
    );
    if (score > bestScore + 1e-9) [best, bestScore] = [row, score];
  }
  return best;
}

/** The measurements of an armoured cable left out, which the recommendation assumes in range. */
export function assumed(cable: Cable): ('inner' | 'armour')[] {
  if (cable.armour === 'none') return [];
  return [
    ...(cable.inner === undefined ? (['inner'] as const) : []),
    ...(cable.armour === 'wire' && cable.armourSize === undefined ? (['armour'] as const) : []),
  ];
}

/** A size's entry threads of a kind: its metric threads, or its standard then its optional NPT. */
export function threadsOf(row: SizeRow, kind: ThreadKind): string[] {
  if (kind === 'metric') return row.threads;
  return [row.npt, row.nptOptional].flatMap((size) => (size ? [`${size} NPT`] : []));
}

/** The accessories of an entry thread ('M25 × 1.5', '3/4 NPT'), none when the table has no row for it. */
export function accessoriesFor(rows: readonly AccessoryRow[], thread: string) {
  return accessoryRowFor(rows, thread)?.items ?? [];
}

/** The kit row of an entry thread (its id for the lines' links), or undefined. */
export function accessoryRowFor(rows: readonly AccessoryRow[], thread: string) {
  const key = threadKey(thread);
  return rows.find((row) => threadKey(row.thread) === key);
}
