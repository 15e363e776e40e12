import { defineTable } from './types';

type EnclosureRow = {
  size: string;
  material: string;
  ip: string;
  ik: string;
  area: string;
};

const box = (
  width: number,
  height: number,
  depth: number,
  material: string,
  ip: string,
  ik: string,
  area: string,
): EnclosureRow => ({ size: [width, height, depth].join(' × '), material, ip, ik, area });

const safe = 'Safe area';
const exe = 'Safe area, or Ex eb for Zone 1 and 2';

export const enclosureTables = [
  defineTable<EnclosureRow>({
    id: 'enclosure-sizes',
    caption: 'Junction boxes and enclosures: common sizes, materials and ratings',
    item: 'Enclosure',
    columns: [
      { key: 'size', label: 'Size W × H × D', unit: 'mm', inLabel: true },
      { key: 'material', label: 'Material', inLabel: true },
      { key: 'ip', label: 'IP rating (IEC 60529)', inLabel: true },
      { key: 'ik', label: 'Impact (IEC 62262)' },
      { key: 'area', label: 'Area' },
    ],
    rows: [
      box(120, 80, 55, 'Polycarbonate', 'IP66/67', 'IK08', safe),
      box(160, 160, 90, 'Polycarbonate', 'IP66/67/68', 'IK08', safe),
      box(250, 250, 120, 'Polycarbonate, clear lid', 'IP66/67', 'IK08', safe),
      box(122, 120, 90, 'Die-cast aluminium', 'IP66/67', 'IK09', safe),
      box(220, 120, 80, 'Die-cast aluminium', 'IP66/67', 'IK09', safe),
      box(160, 160, 90, 'GRP', 'IP66', 'IK09', exe),
      box(255, 250, 120, 'GRP', 'IP66', 'IK09', exe),
      box(405, 250, 120, 'GRP', 'IP66', 'IK09', exe),
      box(150, 150, 80, '316L stainless steel', 'IP66', 'IK10', exe),
      box(300, 300, 150, '316L stainless steel', 'IP66', 'IK10', exe),
      box(400, 400, 200, '316L stainless steel', 'IP66', 'IK10', exe),
      box(600, 400, 200, '316L stainless steel', 'IP66', 'IK10', exe),
    ],
    note: 'Outside dimensions without hinges and fixing lugs. Other sizes, Ex db flameproof housings and IP68 depth and duration are quoted from the maker’s certificate for each box.',
  }),
];
