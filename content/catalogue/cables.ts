import { defineTable, type Range } from './types';

const r = (min: number, max: number): Range => ({ min, max });

type PowerCableRow = {
  type: string;
  voltage: string;
  cores: Range;
  conductor: Range;
  material: string;
  armour: string;
  standard: string;
};

type ControlCableRow = {
  cores: number;
  conductor: readonly string[];
  construction: string;
};

type InstrumentCableRow = {
  pairs: number;
  conductor: readonly string[];
  screen: string;
  construction: string;
};

const controlCores = [2, 3, 4, 5, 7, 10, 12, 19, 27, 37, 48, 61];
const instrumentPairs = [1, 2, 5, 10, 15, 20, 30, 50];

export const cableTables = [
  defineTable<PowerCableRow>({
    id: 'power-cables',
    caption: 'LV and MV power cables',
    item: 'Power cable',
    columns: [
      { key: 'type', label: 'Type', inLabel: true },
      { key: 'voltage', label: 'Rating U0/U', inLabel: true },
      { key: 'cores', label: 'Cores', inLabel: '{}-core' },
      { key: 'conductor', label: 'Conductor', unit: 'mm²', decimals: 1, inLabel: 'conductor' },
      { key: 'material', label: 'Conductor material' },
      { key: 'armour', label: 'Armour or screen' },
      { key: 'standard', label: 'Standard' },
    ],
    rows: [
      {
        type: 'XLPE/SWA/PVC',
        voltage: '0.6/1 kV',
        cores: r(2, 4),
        conductor: r(1.5, 400),
        material: 'Copper or aluminium',
        armour: 'Steel wire',
        standard: 'BS 5467, IEC 60502-1',
      },
      {
        type: 'XLPE/SWA/LSZH',
        voltage: '0.6/1 kV',
        cores: r(2, 4),
        conductor: r(1.5, 400),
        material: 'Copper',
        armour: 'Steel wire',
        standard: 'BS 6724',
      },
      {
        type: 'XLPE/AWA/PVC single-core',
        voltage: '0.6/1 kV',
        cores: r(1, 1),
        conductor: r(50, 1000),
        material: 'Copper or aluminium',
        armour: 'Aluminium wire',
        standard: 'BS 5467, IEC 60502-1',
      },
      {
        type: 'Fire-resistant LSZH',
        voltage: '0.6/1 kV',
        cores: r(2, 4),
        conductor: r(1.5, 240),
        material: 'Copper',
        armour: 'Steel wire or unarmoured',
        standard: 'BS 7846, IEC 60331',
      },
      {
        type: 'XLPE/CWS single-core',
        voltage: '6.35/11 kV',
        cores: r(1, 1),
        conductor: r(50, 630),
        material: 'Copper or aluminium',
        armour: 'Copper wire screen, AWA option',
        standard: 'IEC 60502-2, BS 6622',
      },
      {
        type: 'XLPE/CTS/SWA three-core',
        voltage: '6.35/11 kV',
        cores: r(3, 3),
        conductor: r(35, 300),
        material: 'Copper or aluminium',
        armour: 'Copper tape screen, steel wire',
        standard: 'IEC 60502-2, BS 6622',
      },
      {
        type: 'XLPE/CWS single-core',
        voltage: '19/33 kV',
        cores: r(1, 1),
        conductor: r(70, 1000),
        material: 'Copper or aluminium',
        armour: 'Copper wire screen, AWA option',
        standard: 'IEC 60502-2, BS 6622',
      },
      {
        type: 'XLPE/CTS/SWA three-core',
        voltage: '19/33 kV',
        cores: r(3, 3),
        conductor: r(50, 300),
        material: 'Copper or aluminium',
        armour: 'Copper tape screen, steel wire',
        standard: 'IEC 60502-2, BS 6622',
      },
    ],
    note: 'Sizes are the usual manufacturing range of each construction; utility and project approval lists decide the maker.',
  }),
  defineTable<ControlCableRow>({
    id: 'control-cables',
    caption: 'Multicore control cables, 0.6/1 kV, numbered cores',
    item: 'Control cable',
    columns: [
      { key: 'cores', label: 'Cores', inLabel: '{}-core' },
      { key: 'conductor', label: 'Conductor', unit: 'mm²', inLabel: true },
      { key: 'construction', label: 'Construction and standard' },
    ],
    rows: controlCores.map((cores) => ({
      cores,
      conductor: cores > 37 ? ['1.5'] : ['1.5', '2.5'],
      construction: 'XLPE/SWA/PVC to BS 5467 or XLPE/SWA/LSZH to BS 6724; unarmoured on request',
    })),
    note: 'Cores are numbered; an overall screen is available for drives and noisy routes.',
  }),
  defineTable<InstrumentCableRow>({
    id: 'instrument-cables',
    caption: 'Instrumentation cables, pairs (BS EN 50288-7, PAS 5308)',
    item: 'Instrumentation cable',
    columns: [
      { key: 'pairs', label: 'Pairs', inLabel: '{}-pair' },
      { key: 'conductor', label: 'Conductor', unit: 'mm²', inLabel: true },
      { key: 'screen', label: 'Screens' },
      { key: 'construction', label: 'Construction' },
    ],
    rows: instrumentPairs.map((pairs) => ({
      pairs,
      conductor: ['0.5', '1.0', '1.5'],
      screen: pairs === 1 ? 'Overall (OS)' : 'Overall (OS) or individual and overall (IS-OS)',
      construction: 'PE or LSZH insulation, armoured or unarmoured, PVC or LSZH sheath',
    })),
    note: 'Triads and fire-resistant versions to IEC 60331 are made in the same pair counts. Light blue sheaths are available for intrinsically safe circuits; thermocouple circuits need extension or compensating cable to IEC 60584-3.',
  }),
];
