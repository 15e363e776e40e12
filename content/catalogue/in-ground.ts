import { defineTable } from './types';

type OutletRow = {
  outlet: string;
  system: string;
  current: number;
  poles: string;
  ip: string;
};

type LoadClassRow = {
  loadClass: string;
  testLoad: number;
  location: string;
};

const iec60309 = 'IEC 60309 industrial';
const unitIp = 'IP66 lid closed';

export const inGroundTables = [
  defineTable<OutletRow>({
    id: 'in-ground-outlets',
    caption: 'Outlets that can be fitted in an in-ground unit',
    item: 'In-ground unit with',
    columns: [
      { key: 'outlet', label: 'Outlet', inLabel: true },
      { key: 'system', label: 'Connector system' },
      { key: 'current', label: 'Rated current', unit: 'A', inLabel: '{} A' },
      { key: 'poles', label: 'Poles', inLabel: true },
      { key: 'ip', label: 'Unit IP rating (IEC 60529)' },
    ],
    rows: [
      { outlet: 'Socket outlet', system: 'BS 1363', current: 13, poles: 'L+N+E', ip: unitIp },
      {
        outlet: 'Socket outlet, single-phase',
        system: iec60309,
        current: 16,
        poles: '2P+E',
        ip: unitIp,
      },
      {
        outlet: 'Socket outlet, three-phase',
        system: iec60309,
        current: 16,
        poles: '3P+N+E',
        ip: unitIp,
      },
      {
        outlet: 'Socket outlet, single-phase',
        system: iec60309,
        current: 32,
        poles: '2P+E',
        ip: unitIp,
      },
      {
        outlet: 'Socket outlet, three-phase',
        system: iec60309,
        current: 32,
        poles: '3P+N+E',
        ip: unitIp,
      },
      {
        outlet: 'Socket outlet, three-phase',
        system: iec60309,
        current: 63,
        poles: '3P+N+E',
        ip: unitIp,
      },
      {
        outlet: 'Socket outlet, three-phase',
        system: iec60309,
        current: 125,
        poles: '3P+N+E',
        ip: unitIp,
      },
      {
        outlet: 'Single-pole connector set',
        system: 'Single-pole power connectors, one per conductor',
        current: 400,
        poles: '5 × 1P (L1, L2, L3, N, E)',
        ip: unitIp,
      },
      {
        outlet: 'Single-pole connector set',
        system: 'Single-pole power connectors, one per conductor',
        current: 600,
        poles: '5 × 1P (L1, L2, L3, N, E)',
        ip: unitIp,
      },
    ],
    note: 'IEC 60309 socket outlets stop at 125 A; above that, single-pole connector sets carry the current. IP66 (IEC 60529) is the unit closed: it is not an immersion rating, so the base must drain.',
  }),
  defineTable<LoadClassRow>({
    id: 'in-ground-load-classes',
    caption: 'Cover load classes (BS EN 124:2015)',
    item: 'In-ground unit, cover class',
    columns: [
      { key: 'loadClass', label: 'Class', inLabel: true },
      { key: 'testLoad', label: 'Test load', unit: 'kN' },
      { key: 'location', label: 'Where it is used' },
    ],
    rows: [
      {
        loadClass: 'A15',
        testLoad: 15,
        location: 'Areas used only by pedestrians and cyclists: lawns, landscaped beds',
      },
      {
        loadClass: 'B125',
        testLoad: 125,
        location: 'Footways, pedestrian areas and car parks with occasional vehicles',
      },
      {
        loadClass: 'C250',
        testLoad: 250,
        location: 'Kerbside and hard shoulders where vehicles may stand',
      },
      {
        loadClass: 'D400',
        testLoad: 400,
        location: 'Carriageways and areas with service or emergency vehicle access',
      },
    ],
    note: 'Choose the class from the traffic that can reach the unit, not only the intended use.',
  }),
];
