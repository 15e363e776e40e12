import { defineTable, type Range } from './types';

type SleeveRow = {
  supplied: number;
  recovered: number;
  wall: number;
  fits: Range;
  supply: string;
};

/** 2:1 thin-wall sleeve: recovered ID is half the supplied ID; it fits objects between the two. */
const sleeve = (supplied: number, wall: number, supply: string): SleeveRow => ({
  supplied,
  recovered: supplied / 2,
  wall,
  fits: { min: supplied / 2, max: +(supplied * 0.8).toFixed(1) },
  supply,
});

const reel = 'Reels or 1.2 m lengths';
const cut = '1.2 m lengths';

type EndCapRow = {
  cable: Range;
  length: number;
  adhesive: string;
};

export const heatShrinkTables = [
  defineTable<SleeveRow>({
    id: 'heat-shrink-sleeves',
    caption: '2:1 thin-wall heat shrink sleeves, flame-retardant polyolefin',
    item: 'Heat shrink sleeve',
    columns: [
      { key: 'supplied', label: 'Supplied ID, min', unit: 'mm', decimals: 1, inLabel: '{}' },
      { key: 'recovered', label: 'Recovered ID, max', unit: 'mm', decimals: 2, inLabel: '× {} mm' },
      { key: 'wall', label: 'Recovered wall', unit: 'mm', decimals: 2 },
      { key: 'fits', label: 'Suits objects of', unit: 'mm', decimals: 1 },
      { key: 'supply', label: 'Supplied as' },
    ],
    rows: [
      sleeve(1.0, 0.4, reel),
      sleeve(1.5, 0.4, reel),
      sleeve(2.0, 0.43, reel),
      sleeve(3.0, 0.51, reel),
      sleeve(4.0, 0.51, reel),
      sleeve(5.0, 0.51, reel),
      sleeve(6.0, 0.64, reel),
      sleeve(8.0, 0.64, reel),
      sleeve(10, 0.64, reel),
      sleeve(12, 0.64, reel),
      sleeve(16, 0.76, reel),
      sleeve(20, 0.76, reel),
      sleeve(25, 0.89, cut),
      sleeve(30, 0.89, cut),
      sleeve(40, 1.02, cut),
      sleeve(50, 1.02, cut),
      sleeve(60, 1.02, cut),
      sleeve(80, 1.14, cut),
      sleeve(100, 1.27, cut),
    ],
    filter: { key: 'fits', label: 'Diameter to cover', unit: 'mm', noun: 'sleeve sizes' },
    note: 'Operating −55 to +125 °C, minimum shrink temperature +110 °C, water absorption 0.15 % max. “Suits” keeps a 20 % margin below the supplied ID so the sleeve slides on easily.',
  }),
  defineTable<EndCapRow>({
    id: 'end-caps',
    caption: 'Heat shrink end caps, adhesive-lined',
    item: 'End cap',
    columns: [
      { key: 'cable', label: 'Cable outer diameter', unit: 'mm', inLabel: 'for cable OD' },
      { key: 'length', label: 'Length', unit: 'mm' },
      { key: 'adhesive', label: 'Lining' },
    ],
    rows: [
      { cable: { min: 4, max: 10 }, length: 35, adhesive: 'Hot-melt adhesive' },
      { cable: { min: 8, max: 18 }, length: 45, adhesive: 'Hot-melt adhesive' },
      { cable: { min: 14, max: 30 }, length: 60, adhesive: 'Hot-melt adhesive' },
      { cable: { min: 25, max: 50 }, length: 80, adhesive: 'Hot-melt adhesive' },
      { cable: { min: 40, max: 75 }, length: 100, adhesive: 'Hot-melt adhesive' },
      { cable: { min: 55, max: 115 }, length: 140, adhesive: 'Hot-melt adhesive' },
    ],
  }),
];
