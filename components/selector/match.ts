/**
 * The gland selector's rules, pure so they are unit-tested over the content's tables: which sizes of
 * the gland-sizes table take the measured cable (and, when none does, which range is exceeded), and
 * which gland types of the gland-types table suit the area and the armour.
 */

export interface Bounds {
  min: number;
  max: number;
}

/** One row of the gland-sizes table, as the selector needs it. */
export interface SizeRow {
  size: string;
  /** The row's name in a quote line: 'Cable gland size 25'. */
  product: string;
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
}

/** One row of the gland-accessories table: a metric thread and its accessories (column label, cell). */
export interface AccessoryRow {
  thread: string;
  items: { name: string; spec: string }[];
}

export interface SelectorData {
  sizes: SizeRow[];
  types: TypeRow[];
  accessories: AccessoryRow[];
}

export type Armour = 'none' | 'wire' | 'tape' | 'braid';
export type Area = 'safe' | 'zone1' | 'zone2' | 'zone21' | 'zone22';
export type GasGroup = 'IIA' | 'IIB' | 'IIC';

export interface Cable {
  outer: number;
  /** Needed for an armoured cable: the inner seal of a double-seal gland closes on it. */
  inner?: number;
  armour: Armour;
  /** Wire diameter or tape thickness, mm; only wire is checked against the table's armour range. */
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

/** The English type names of the gland-types table that the rules below name. */
export const typeIds = {
  unarmoured: 'A2',
  outerSeal: 'CW',
  doubleSeal: 'E1W',
  exCompression: 'Ex compression, double seal',
  exBarrier: 'Ex barrier',
} as const;

type Guidance = 'safe' | 'gas' | 'iic' | 'dust' | 'unarmouredEx' | 'tape';

/**
 * The gland types that suit the area and the cable, the first recommended, with the guidance to
 * show. Conservative reading of IEC 60079-14: in a gas zone an Ex gland of the enclosure's concept,
 * a barrier gland for IIC (and wherever the standard requires one for an Ex db entry); the
 * types table lists only the barrier gland for unarmoured cable in a hazardous area.
 */
export function glandTypesFor(
  armour: Armour,
  area: Area,
  gasGroup?: GasGroup,
): { types: string[]; guidance: Guidance[] } {
  const armoured = armour !== 'none';
  const tapeOrBraid = armour === 'tape' || armour === 'braid';
  const guidance: Guidance[] = [];
  let types: string[];
  if (area === 'safe') {
    guidance.push('safe');
    if (!armoured) types = [typeIds.unarmoured];
    else if (tapeOrBraid) types = [typeIds.exCompression];
    else types = [typeIds.doubleSeal, typeIds.outerSeal];
  } else if (area === 'zone21' || area === 'zone22') {
    guidance.push('dust');
    types = armoured ? [typeIds.exCompression, typeIds.exBarrier] : [typeIds.exBarrier];
  } else if (gasGroup === 'IIC') {
    guidance.push('iic');
    types = [typeIds.exBarrier];
  } else {
    guidance.push('gas');
    types = armoured ? [typeIds.exCompression, typeIds.exBarrier] : [typeIds.exBarrier];
  }
  if (!armoured && area !== 'safe') guidance.push('unarmouredEx');
  if (tapeOrBraid) guidance.push('tape');
  return { types, guidance };
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

/** The accessories of a metric thread ('M25 × 1.5'), none when the table has no row for it. */
export function accessoriesFor(rows: readonly AccessoryRow[], thread: string) {
  const key = thread.replace(/\s+/g, '');
  return rows.find((row) => row.thread.replace(/\s+/g, '') === key)?.items ?? [];
}
