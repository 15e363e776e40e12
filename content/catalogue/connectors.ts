import { defineTable, type Range } from './types';

const r = (min: number, max: number): Range => ({ min, max });

type ConnectorRow = {
  type: string;
  poles: number;
  conductor: Range;
  cableOd: Range;
  voltage: string;
  ip: string;
};

type TerminalRow = {
  type: string;
  crossSection: number;
  current: number;
  connection: string;
};

type PowerTerminalRow = {
  type: string;
  conductor: Range;
  stud: string;
  material: string;
};

const block = (crossSection: number, current: number, connection: string): TerminalRow => ({
  type: 'Feed-through block',
  crossSection,
  current,
  connection,
});

export const connectorTables = [
  defineTable<ConnectorRow>({
    id: 'ip68-connectors',
    caption: 'IP68 cable connectors and gel-filled joints',
    item: 'IP68 connector',
    columns: [
      { key: 'type', label: 'Type', inLabel: true },
      { key: 'poles', label: 'Poles', inLabel: 'poles' },
      { key: 'conductor', label: 'Conductor', unit: 'mm²', decimals: 1, inLabel: 'conductor' },
      { key: 'cableOd', label: 'Cable OD', unit: 'mm', inLabel: 'cable OD' },
      { key: 'voltage', label: 'Rated voltage' },
      { key: 'ip', label: 'IP rating (IEC 60529)' },
    ],
    rows: [
      {
        type: 'Straight, mechanical seal',
        poles: 2,
        conductor: r(1.5, 4),
        cableOd: r(5, 10),
        voltage: '450/750 V',
        ip: 'IP68',
      },
      {
        type: 'Straight, mechanical seal',
        poles: 3,
        conductor: r(1.5, 6),
        cableOd: r(7, 14),
        voltage: '0.6/1 kV',
        ip: 'IP68',
      },
      {
        type: 'Straight, gel-filled',
        poles: 4,
        conductor: r(1.5, 10),
        cableOd: r(8, 20),
        voltage: '0.6/1 kV',
        ip: 'IP68',
      },
      {
        type: 'T branch, mechanical seal',
        poles: 3,
        conductor: r(1.5, 6),
        cableOd: r(7, 14),
        voltage: '0.6/1 kV',
        ip: 'IP68',
      },
      {
        type: 'T branch, gel-filled',
        poles: 5,
        conductor: r(2.5, 16),
        cableOd: r(10, 26),
        voltage: '0.6/1 kV',
        ip: 'IP68',
      },
      {
        type: 'Gel shell kit, straight joint',
        poles: 4,
        conductor: r(1.5, 35),
        cableOd: r(9, 32),
        voltage: '0.6/1 kV',
        ip: 'IP68',
      },
      {
        type: 'Gel shell kit, branch joint',
        poles: 4,
        conductor: r(10, 95),
        cableOd: r(15, 45),
        voltage: '0.6/1 kV',
        ip: 'IP68',
      },
    ],
    note: 'IP68 depth and duration are as declared by the maker for each connector; we send the declaration with the offer.',
  }),
  defineTable<TerminalRow>({
    id: 'terminal-blocks',
    caption: 'DIN-rail terminal blocks for 35 mm rail (IEC 60947-7-1)',
    item: 'Terminal block',
    columns: [
      { key: 'type', label: 'Type', inLabel: true },
      {
        key: 'crossSection',
        label: 'Rated cross-section',
        unit: 'mm²',
        decimals: 1,
        inLabel: true,
      },
      { key: 'current', label: 'Rated current', unit: 'A' },
      { key: 'connection', label: 'Connection', inLabel: true },
    ],
    rows: [
      block(2.5, 24, 'Screw, spring or push-in'),
      block(4, 32, 'Screw, spring or push-in'),
      block(6, 41, 'Screw or push-in'),
      block(10, 57, 'Screw or push-in'),
      block(16, 76, 'Screw'),
      block(35, 125, 'Screw'),
      block(70, 192, 'Screw'),
    ],
    note: 'Rated currents are the test currents of IEC 60947-7-1 for each cross-section. Protective-earth blocks to IEC 60947-7-2, fused, disconnect and multi-level blocks come in the same sizes.',
  }),
  defineTable<PowerTerminalRow>({
    id: 'power-terminals',
    caption: 'Bolted power terminals for large conductors',
    item: 'Power terminal',
    columns: [
      { key: 'type', label: 'Type', inLabel: true },
      { key: 'conductor', label: 'Conductor', unit: 'mm²', inLabel: 'for' },
      { key: 'stud', label: 'Stud or bolt', inLabel: true },
      { key: 'material', label: 'Material' },
    ],
    rows: [
      {
        type: 'Power distribution block',
        conductor: { min: 16, max: 240 },
        stud: 'Clamping screw',
        material: 'Tinned copper or aluminium body',
      },
      {
        type: 'Bolted stud terminal',
        conductor: { min: 50, max: 300 },
        stud: 'M10 to M16 stud',
        material: 'Tinned copper',
      },
      {
        type: 'Bolted busbar connection',
        conductor: { min: 240, max: 1000 },
        stud: 'M16 or M20 bolt',
        material: 'Copper, or bimetallic for aluminium',
      },
    ],
    note: 'Large conductors are terminated with a lug on a bolted terminal; see Cable Termination & Tools for the lugs.',
  }),
];
