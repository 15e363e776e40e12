import { defineTable, type Range } from './types';

const r = (min: number, max: number): Range => ({ min, max });

type TrayRow = {
  system: string;
  widths: Range;
  sideHeight: readonly string[];
  thickness: Range;
  finishes: readonly string[];
  span: number;
};

type StrutRow = {
  profile: string;
  thickness: number;
  pattern: string;
  finishes: readonly string[];
};

type BoxRow = {
  gangs: string;
  depth: number;
  sheet: number;
  finish: string;
};

const pregalv = 'Pre-galvanised (EN 10346)';
const hdg = 'Hot-dip galvanised (ISO 1461)';
const stainless = '316L stainless steel';

export const containmentTables = [
  defineTable<TrayRow>({
    id: 'tray-ladder',
    caption: 'Cable tray and ladder systems (IEC 61537)',
    item: 'Cable support system',
    columns: [
      { key: 'system', label: 'System', inLabel: true },
      { key: 'widths', label: 'Widths', unit: 'mm', inLabel: 'width' },
      { key: 'sideHeight', label: 'Side height', unit: 'mm', inLabel: 'side' },
      { key: 'thickness', label: 'Sheet or rail thickness', unit: 'mm', decimals: 1 },
      { key: 'finishes', label: 'Materials and finishes' },
      { key: 'span', label: 'Typical support span', unit: 'm', decimals: 1 },
    ],
    rows: [
      {
        system: 'Perforated tray, light duty',
        widths: r(50, 600),
        sideHeight: ['25'],
        thickness: r(0.9, 1.2),
        finishes: [pregalv, hdg],
        span: 1.5,
      },
      {
        system: 'Perforated tray, heavy duty, return flange',
        widths: r(100, 900),
        sideHeight: ['50', '75'],
        thickness: r(1.5, 2.0),
        finishes: [pregalv, hdg, stainless],
        span: 2,
      },
      {
        system: 'Wire mesh tray',
        widths: r(50, 600),
        sideHeight: ['30', '54', '105'],
        thickness: r(4.0, 5.0),
        finishes: ['Electro-zinc', hdg, '316L stainless steel'],
        span: 1.5,
      },
      {
        system: 'Cable ladder, medium duty',
        widths: r(150, 900),
        sideHeight: ['100'],
        thickness: r(1.5, 2.0),
        finishes: [pregalv, hdg, stainless],
        span: 3,
      },
      {
        system: 'Cable ladder, heavy duty',
        widths: r(300, 1000),
        sideHeight: ['125', '150'],
        thickness: r(2.0, 2.5),
        finishes: [hdg, stainless],
        span: 6,
      },
    ],
    note: 'Wire mesh figures are wire diameters; GRP ladder is supplied to order. Each system’s safe working load at its support span is declared by the maker to IEC 61537; we send that data sheet with the offer and check the load against your cable schedule.',
  }),
  defineTable<StrutRow>({
    id: 'strut',
    caption: 'Strut framing channel',
    item: 'Strut channel',
    columns: [
      { key: 'profile', label: 'Profile W × H', unit: 'mm', inLabel: true },
      { key: 'thickness', label: 'Thickness', unit: 'mm', decimals: 1, inLabel: '{} mm thick' },
      { key: 'pattern', label: 'Pattern', inLabel: true },
      { key: 'finishes', label: 'Finishes' },
    ],
    rows: [
      {
        profile: '41 × 21',
        thickness: 2.5,
        pattern: 'Slotted or plain',
        finishes: [pregalv, hdg, stainless],
      },
      {
        profile: '41 × 41',
        thickness: 2.5,
        pattern: 'Slotted or plain',
        finishes: [pregalv, hdg, stainless],
      },
      { profile: '41 × 62', thickness: 2.5, pattern: 'Slotted or plain', finishes: [pregalv, hdg] },
      {
        profile: '41 × 82, back to back',
        thickness: 2.5,
        pattern: 'Slotted or plain',
        finishes: [pregalv, hdg],
      },
    ],
  }),
  defineTable<BoxRow>({
    id: 'switch-boxes',
    caption: 'Steel switch and socket boxes (BS 4662, EN 60670-1)',
    item: 'Flush box',
    columns: [
      { key: 'gangs', label: 'Size', inLabel: true },
      { key: 'depth', label: 'Depth', unit: 'mm', inLabel: '{} mm deep' },
      { key: 'sheet', label: 'Sheet thickness', unit: 'mm', decimals: 1, inLabel: '{} mm sheet' },
      { key: 'finish', label: 'Finish and entries' },
    ],
    rows: ['1-gang', '2-gang', '3-gang'].flatMap((gangs) =>
      [35, 47].flatMap((depth) =>
        [0.9, 1.1].map((sheet) => ({
          gangs,
          depth,
          sheet,
          finish: 'Galvanised steel, 20 mm conduit knockouts, adjustable lugs',
        })),
      ),
    ),
  }),
];
