import { defineTable } from './types';

type TubeRow = {
  od: string;
  wall: readonly string[];
  system: string;
  material: string;
};

type BulkRow = {
  group: string;
  items: string;
  options: string;
  documents: string;
};

export const bulkTables = [
  defineTable<TubeRow>({
    id: 'instrument-tubing',
    caption: 'Seamless stainless steel instrument tubing (ASTM A269)',
    item: 'Instrument tubing',
    columns: [
      { key: 'od', label: 'Outside diameter', inLabel: true },
      { key: 'wall', label: 'Wall thickness', unit: 'mm', inLabel: 'wall' },
      { key: 'system', label: 'Size system' },
      { key: 'material', label: 'Material' },
    ],
    rows: [
      { od: '6 mm', wall: ['1.0', '1.5'], system: 'Metric', material: '316/316L' },
      { od: '10 mm', wall: ['1.0', '1.5'], system: 'Metric', material: '316/316L' },
      { od: '12 mm', wall: ['1.0', '1.5', '2.0'], system: 'Metric', material: '316/316L' },
      { od: '1/4 in', wall: ['0.89', '1.24'], system: 'Imperial', material: '316/316L' },
      { od: '3/8 in', wall: ['0.89', '1.24'], system: 'Imperial', material: '316/316L' },
      { od: '1/2 in', wall: ['1.24', '1.65'], system: 'Imperial', material: '316/316L' },
    ],
    note: 'Supplied with EN 10204 3.1 material certificates; fittings of one system only, never mixed metric and imperial.',
  }),
  defineTable<BulkRow>({
    id: 'bulk-scope',
    caption: 'E&I bulk material groups and the options a buyer chooses',
    item: 'Bulk materials:',
    columns: [
      { key: 'group', label: 'Group', inLabel: true },
      { key: 'items', label: 'Items' },
      { key: 'options', label: 'Options to specify' },
      { key: 'documents', label: 'Documents supplied' },
    ],
    rows: [
      {
        group: 'Cables',
        items: 'LV, MV, control, instrumentation, fire-resistant, earthing',
        options: 'Voltage, cores or pairs, size, armour, sheath (PVC or LSZH)',
        documents: 'Type-test and routine test reports, drum list',
      },
      {
        group: 'Glands',
        items: 'Industrial and Ex glands, shrouds, earth tags, locknuts, plugs',
        options: 'Cable OD and armour, thread, protection concept',
        documents: 'IECEx or ATEX certificates where Ex',
      },
      {
        group: 'Tray and supports',
        items: 'Tray, ladder, fittings, strut, brackets, conduit',
        options: 'Width, side height, finish per area',
        documents: 'IEC 61537 load data, galvanising certificates',
      },
      {
        group: 'Tubing and fittings',
        items: 'Instrument tube, twin-ferrule fittings, valves, manifolds',
        options: 'Metric or imperial, wall, pressure rating',
        documents: 'EN 10204 3.1 material certificates',
      },
      {
        group: 'Earthing',
        items: 'Earth bars, rods, clamps, exothermic welds, inspection pits',
        options: 'Conductor size, rod length, material',
        documents: 'Data sheets; BS 7430 system design, BS EN 62561 components',
      },
      {
        group: 'Fixings and consumables',
        items: 'Anchors, threaded rod, beam clamps, ties, tapes, markers',
        options: 'Material and finish to match the route',
        documents: 'Data sheets',
      },
    ],
  }),
];
