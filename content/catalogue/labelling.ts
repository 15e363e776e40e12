import { defineTable } from './types';

type MarkerRow = {
  product: string;
  material: string;
  marking: string;
  fixing: string;
  use: string;
};

type PipeMarkerRow = {
  pipeOd: string;
  marker: string;
  fixing: string;
};

type PipeColourRow = {
  content: string;
  colour: string;
};

export const labellingTables = [
  defineTable<MarkerRow>({
    id: 'markers',
    caption: 'Labels, tags and plates: materials and marking methods',
    item: 'Marker',
    columns: [
      { key: 'product', label: 'Product', inLabel: true },
      { key: 'material', label: 'Material', inLabel: true },
      { key: 'marking', label: 'Marking' },
      { key: 'fixing', label: 'Fixing' },
      { key: 'use', label: 'Where used' },
    ],
    rows: [
      {
        product: 'Self-laminating cable label',
        material: 'Vinyl with clear tail',
        marking: 'Thermal transfer or laser print',
        fixing: 'Wrap-around',
        use: 'Cables and wires indoors and in panels',
      },
      {
        product: 'Heat-shrink marker sleeve',
        material: 'Polyolefin',
        marking: 'Thermal transfer, resin ribbon',
        fixing: 'Shrunk on before termination',
        use: 'Wires and cores in panels and junction boxes',
      },
      {
        product: 'Cable tag',
        material: '316 stainless steel',
        marking: 'Embossed or laser-marked',
        fixing: 'Stainless steel ties',
        use: 'Hazardous areas, offshore, high-temperature routes',
      },
      {
        product: 'Marker plate',
        material: 'UV-stable plastic',
        marking: 'Printed or engraved',
        fixing: 'Cable ties',
        use: 'Outdoor cable routes, tray',
      },
      {
        product: 'ID plate',
        material: 'Two-ply engraving laminate',
        marking: 'Engraved',
        fixing: 'Adhesive or screws',
        use: 'Panels, switchgear, distribution boards',
      },
      {
        product: 'Equipment ID plate',
        material: '316 stainless steel',
        marking: 'Laser-marked or engraved',
        fixing: 'Rivets, screws or ties',
        use: 'Pumps, motors, instruments, skids',
      },
      {
        product: 'Valve tag',
        material: 'Stainless steel or brass',
        marking: 'Stamped or engraved',
        fixing: 'Wire, ball chain or ties',
        use: 'Valves, against the P&ID',
      },
      {
        product: 'Safety sign',
        material: 'Polyester or rigid plastic',
        marking: 'Printed, ISO 7010 symbols',
        fixing: 'Adhesive or screws',
        use: 'Hazard warnings and instructions',
      },
    ],
  }),
  defineTable<PipeMarkerRow>({
    id: 'pipe-markers',
    caption: 'Pipe marker size by pipe outside diameter (including insulation)',
    item: 'Pipe marker',
    columns: [
      { key: 'pipeOd', label: 'Pipe outside diameter', unit: 'mm', inLabel: 'for pipe OD' },
      { key: 'marker', label: 'Marker', inLabel: true },
      { key: 'fixing', label: 'Fixing' },
    ],
    rows: [
      {
        pipeOd: 'up to 150',
        marker: 'Wrap-around marker, fully encircling',
        fixing: 'Self-adhesive, overlapping',
      },
      {
        pipeOd: '150 to 500',
        marker: 'Large marker with flow arrow',
        fixing: 'Strapping bands, or fixed on both sides',
      },
      {
        pipeOd: 'over 500',
        marker: 'Large-format marker and separate flow arrows',
        fixing: 'Bands, placed to be read from the walkway',
      },
    ],
  }),
  defineTable<PipeColourRow>({
    id: 'pipe-colours',
    caption: 'Basic identification colours for pipe contents (BS 1710)',
    item: 'Pipe marker',
    columns: [
      { key: 'content', label: 'Pipe content', inLabel: 'for' },
      { key: 'colour', label: 'Basic identification colour', inLabel: true },
    ],
    rows: [
      { content: 'Water', colour: 'Green' },
      { content: 'Steam', colour: 'Silver-grey' },
      { content: 'Oils (mineral, vegetable, animal), combustible liquids', colour: 'Brown' },
      { content: 'Gases in gaseous or liquefied form (except air)', colour: 'Yellow ochre' },
      { content: 'Acids and alkalis', colour: 'Violet' },
      { content: 'Air', colour: 'Light blue' },
      { content: 'Other liquids', colour: 'Black' },
      { content: 'Electrical services', colour: 'Orange' },
    ],
    note: 'Projects that follow ASME A13.1 use its colour scheme instead; fire-fighting lines add safety red.',
  }),
];
