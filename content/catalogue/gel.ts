import { defineTable } from './types';

type GelPackRow = {
  pack: string;
  volume: number;
  ratio: string;
  parts: string;
  suits: string;
};

type SealantRow = {
  product: string;
  form: string;
  reenterable: string;
  use: string;
};

export const gelTables = [
  defineTable<GelPackRow>({
    id: 'gel-packs',
    caption: 'Re-enterable insulating gel packs',
    item: 'Re-enterable gel',
    columns: [
      { key: 'pack', label: 'Pack', inLabel: true },
      { key: 'volume', label: 'Mixed volume', unit: 'litres', inLabel: true },
      { key: 'ratio', label: 'Mixing ratio (A:B by volume)' },
      { key: 'parts', label: 'Contents' },
      { key: 'suits', label: 'Suits' },
    ],
    rows: [
      {
        pack: 'Twin pack',
        volume: 1,
        ratio: '1:1',
        parts: 'Part A and part B, 0.5 litres each',
        suits: 'A few small junction boxes or connectors, repairs',
      },
      {
        pack: 'Bulk pack',
        volume: 10,
        ratio: '1:1',
        parts: 'Part A and part B, 5 litres each',
        suits: 'Lighting, irrigation and street-lighting programmes with many boxes',
      },
    ],
    note: 'Pot life and cure time depend on temperature; they are stated on the technical data sheet sent with each offer.',
  }),
  defineTable<SealantRow>({
    id: 'gel-fillers',
    caption: 'Gel, resin and filler compounds compared',
    item: 'Sealing compound',
    columns: [
      { key: 'product', label: 'Product', inLabel: true },
      { key: 'form', label: 'Form' },
      { key: 'reenterable', label: 'Re-enterable' },
      { key: 'use', label: 'Use' },
    ],
    rows: [
      {
        product: 'Re-enterable insulating gel',
        form: 'Two-part, cures soft',
        reenterable: 'Yes, cut back by hand',
        use: 'Boxes and joints that will be opened again',
      },
      {
        product: 'Hard-setting resin',
        form: 'Two-part, cures rigid',
        reenterable: 'No',
        use: 'Buried joints under mechanical load',
      },
      {
        product: 'Sealing mastic',
        form: 'Strip or tape',
        reenterable: 'No',
        use: 'Sealing under heat shrink at sheath and crutch',
      },
      {
        product: 'Filler tape',
        form: 'Self-amalgamating tape',
        reenterable: 'No',
        use: 'Building up profiles before sleeves or tape',
      },
    ],
  }),
];
