import { defineTable, type Range } from './types';

type TieRow = {
  width: number;
  length: number;
  bundle: Range;
  tensile: number;
  material: string;
  temperature: Range;
};

const nylonTemperature: Range = { min: -40, max: 85 };
const steelTemperature: Range = { min: -80, max: 538 };

/** Largest bundle a tie closes round with a tail left for the tool: (length − 30 mm) / π, rounded down. */
const maxBundle = (length: number) => Math.floor((length - 30) / Math.PI);

const nylon = (width: number, length: number, tensile: number): TieRow => ({
  width,
  length,
  bundle: { min: 2, max: maxBundle(length) },
  tensile,
  material: 'Nylon 6.6, natural or UV-stabilised black',
  temperature: nylonTemperature,
});

const steel = (width: number, length: number, tensile: number): TieRow => ({
  width,
  length,
  bundle: { min: 5, max: maxBundle(length) },
  tensile,
  material: '316 stainless steel, ball lock',
  temperature: steelTemperature,
});

type ToolRow = {
  tool: string;
  widths: Range;
  tie: string;
};

export const tieTables = [
  defineTable<TieRow>({
    id: 'cable-ties',
    caption: 'Cable ties by width, length and strength',
    item: 'Cable tie',
    columns: [
      { key: 'width', label: 'Width', unit: 'mm', decimals: 1, inLabel: '{}' },
      { key: 'length', label: 'Length', unit: 'mm', inLabel: '× {} mm' },
      { key: 'bundle', label: 'Bundle diameter', unit: 'mm' },
      { key: 'tensile', label: 'Minimum loop tensile strength', unit: 'N' },
      { key: 'material', label: 'Material', inLabel: true },
      { key: 'temperature', label: 'Service temperature', unit: '°C' },
    ],
    rows: [
      nylon(2.5, 100, 80),
      nylon(3.6, 140, 180),
      nylon(3.6, 200, 180),
      nylon(4.8, 200, 220),
      nylon(4.8, 300, 220),
      nylon(7.6, 300, 530),
      nylon(7.6, 450, 530),
      nylon(9.0, 780, 780),
      nylon(12.7, 1020, 1110),
      steel(4.6, 200, 445),
      steel(4.6, 360, 445),
      steel(7.9, 360, 1110),
      steel(7.9, 680, 1110),
      steel(7.9, 1000, 1110),
    ],
    filter: { key: 'bundle', label: 'Bundle diameter', unit: 'mm', noun: 'cable ties' },
    note: 'Loop tensile strengths are the minimum values for each width class (IEC 62275 test method). Coated stainless ties have the lower temperature limit of their coating; UV-stabilised black nylon is for outdoor routes.',
  }),
  defineTable<ToolRow>({
    id: 'tie-tools',
    caption: 'Tensioning and cutting tools',
    item: 'Tie tool',
    columns: [
      { key: 'tool', label: 'Tool', inLabel: true },
      { key: 'widths', label: 'Tie widths', unit: 'mm', decimals: 1, inLabel: 'for' },
      { key: 'tie', label: 'Ties' },
    ],
    rows: [
      { tool: 'Hand tensioning tool, flush cut', widths: { min: 2.2, max: 4.8 }, tie: 'Nylon' },
      {
        tool: 'Heavy-duty tensioning tool, flush cut',
        widths: { min: 4.6, max: 13 },
        tie: 'Nylon',
      },
      {
        tool: 'Stainless tie tensioning tool',
        widths: { min: 4.6, max: 12.7 },
        tie: 'Stainless steel, ball lock',
      },
    ],
  }),
];
