import { defineTable, type Range } from './types';

const r = (min: number, max: number): Range => ({ min, max });

/** One size of a double-seal armoured-cable gland (industrial E1W pattern, Ex db / eb versions alike). */
type GlandSizeRow = {
  size: string;
  thread: string;
  npt: string;
  innerSeal: Range;
  outerSeal: Range;
  armour: Range;
};

const sizes: GlandSizeRow[] = [
  {
    size: '20S16',
    thread: 'M16 × 1.5 or M20 × 1.5',
    npt: '1/2',
    innerSeal: r(3.1, 8.6),
    outerSeal: r(6.1, 11.5),
    armour: r(0.8, 1.25),
  },
  {
    size: '20S',
    thread: 'M20 × 1.5',
    npt: '1/2',
    innerSeal: r(6.1, 11.6),
    outerSeal: r(9.5, 15.9),
    armour: r(0.8, 1.25),
  },
  {
    size: '20',
    thread: 'M20 × 1.5',
    npt: '3/4',
    innerSeal: r(6.5, 13.9),
    outerSeal: r(12.5, 20.9),
    armour: r(0.8, 1.25),
  },
  {
    size: '25S',
    thread: 'M25 × 1.5',
    npt: '1',
    innerSeal: r(11.1, 19.9),
    outerSeal: r(14.0, 22.0),
    armour: r(1.25, 1.6),
  },
  {
    size: '25',
    thread: 'M25 × 1.5',
    npt: '1',
    innerSeal: r(11.1, 19.9),
    outerSeal: r(18.2, 26.2),
    armour: r(1.25, 1.6),
  },
  {
    size: '32',
    thread: 'M32 × 1.5',
    npt: '1 1/4',
    innerSeal: r(17.0, 26.2),
    outerSeal: r(23.7, 33.9),
    armour: r(1.6, 2.0),
  },
  {
    size: '40',
    thread: 'M40 × 1.5',
    npt: '1 1/2',
    innerSeal: r(23.5, 32.1),
    outerSeal: r(27.9, 40.4),
    armour: r(1.6, 2.0),
  },
  {
    size: '50S',
    thread: 'M50 × 1.5',
    npt: '2',
    innerSeal: r(31.0, 38.2),
    outerSeal: r(35.2, 46.7),
    armour: r(2.0, 2.5),
  },
  {
    size: '50',
    thread: 'M50 × 1.5',
    npt: '2',
    innerSeal: r(36.5, 44.1),
    outerSeal: r(40.4, 53.0),
    armour: r(2.0, 2.5),
  },
  {
    size: '63S',
    thread: 'M63 × 1.5',
    npt: '2 1/2',
    innerSeal: r(41.5, 50.0),
    outerSeal: r(45.6, 59.4),
    armour: r(2.0, 2.5),
  },
  {
    size: '63',
    thread: 'M63 × 1.5',
    npt: '2 1/2',
    innerSeal: r(47.2, 56.0),
    outerSeal: r(54.6, 65.8),
    armour: r(2.0, 2.5),
  },
  {
    size: '75S',
    thread: 'M75 × 1.5',
    npt: '3',
    innerSeal: r(54.0, 62.0),
    outerSeal: r(59.0, 72.1),
    armour: r(2.5, 3.15),
  },
  {
    size: '75',
    thread: 'M75 × 1.5',
    npt: '3',
    innerSeal: r(61.1, 68.0),
    outerSeal: r(66.7, 78.0),
    armour: r(2.5, 3.15),
  },
];

type GlandTypeRow = {
  type: string;
  cable: string;
  seals: string;
  materials: readonly string[];
  protection: string;
};

const types: GlandTypeRow[] = [
  {
    type: 'A2',
    cable: 'Unarmoured',
    seals: 'Outer sheath seal',
    materials: ['Brass', 'nickel-plated brass', '316 stainless steel'],
    protection: 'IP66, safe area',
  },
  {
    type: 'BW',
    cable: 'Steel wire armour (SWA), AWA',
    seals: 'None (armour clamp only), indoor use',
    materials: ['Brass', 'nickel-plated brass'],
    protection: 'Safe area, indoor',
  },
  {
    type: 'CW',
    cable: 'SWA, AWA',
    seals: 'Outer sheath seal',
    materials: ['Brass', 'nickel-plated brass', '316 stainless steel'],
    protection: 'IP66, safe area',
  },
  {
    type: 'E1W',
    cable: 'SWA, AWA',
    seals: 'Inner and outer seals',
    materials: ['Brass', 'nickel-plated brass', '316 stainless steel'],
    protection: 'IP66 and IP68, safe area',
  },
  {
    type: 'Ex compression, double seal',
    cable: 'SWA, AWA, steel tape, braid',
    seals: 'Inner and outer elastomeric seals',
    materials: ['Brass', 'nickel-plated brass', '316 stainless steel'],
    protection: 'Ex db IIC, Ex eb IIC, Ex ta IIIC (IECEx, ATEX)',
  },
  {
    type: 'Ex barrier',
    cable: 'Armoured or unarmoured',
    seals: 'Compound around each core, outer seal',
    materials: ['Brass', 'nickel-plated brass', '316 stainless steel'],
    protection: 'Ex db IIC, Ex eb IIC (IECEx, ATEX)',
  },
  {
    type: 'Polyamide',
    cable: 'Unarmoured',
    seals: 'Integral sheath seal',
    materials: ['Polyamide 6'],
    protection: 'IP68, safe area',
  },
];

export const glandTables = [
  defineTable<GlandSizeRow>({
    id: 'gland-sizes',
    caption: 'Armoured-cable gland sizes: entry threads, seal and armour ranges',
    item: 'Cable gland',
    columns: [
      { key: 'size', label: 'Size reference', inLabel: 'size' },
      { key: 'thread', label: 'Metric entry thread', inLabel: true },
      { key: 'npt', label: 'NPT alternative', unit: 'in' },
      {
        key: 'innerSeal',
        label: 'Inner seal, bedding',
        unit: 'mm',
        decimals: 1,
        inLabel: 'inner seal',
      },
      {
        key: 'outerSeal',
        label: 'Outer seal, cable OD',
        unit: 'mm',
        decimals: 1,
        inLabel: 'cable OD',
      },
      { key: 'armour', label: 'Armour wire', unit: 'mm', decimals: 2 },
    ],
    rows: sizes,
    filter: { key: 'outerSeal', label: 'Cable outer diameter', unit: 'mm', noun: 'gland sizes' },
    note: 'Double-seal (E1W pattern) ranges; single-seal and Ex barrier glands of the same size take slightly different ranges, so we confirm each size against your cable data sheet.',
  }),
  defineTable<GlandTypeRow>({
    id: 'gland-types',
    caption: 'Gland types, seals, materials and protection',
    item: 'Cable gland type',
    columns: [
      { key: 'type', label: 'Type', inLabel: true },
      { key: 'cable', label: 'Cable', inLabel: 'for' },
      { key: 'seals', label: 'Seals' },
      { key: 'materials', label: 'Materials' },
      { key: 'protection', label: 'Protection' },
    ],
    rows: types,
    note: 'Hazardous-area versions carry the protection concept, gas group and ambient temperature range of their own certificate; we send the certificate with the offer.',
  }),
];
