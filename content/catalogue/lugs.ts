import { defineTable, type Range } from './types';

type LugRow = {
  conductor: Range;
  stud: string;
  hole: number;
  barrel: string;
  material: string;
};

/** Clearance hole for each metric stud, as lug makers drill them. */
const holeFor: Record<string, number> = {
  M5: 5.3,
  M6: 6.4,
  M8: 8.4,
  M10: 10.5,
  M12: 13,
  M16: 17,
  M20: 21,
};

const tubeLug = (
  conductor: number,
  stud: string,
  barrel = 'Tube, crimp (standard or DIN 46235)',
): LugRow => ({
  conductor: { min: conductor, max: conductor },
  stud,
  hole: holeFor[stud] ?? 0,
  barrel,
  material: 'Tinned copper',
});

type ToolRow = {
  tool: string;
  range: Range;
  drive: string;
  use: string;
};

export const lugTables = [
  defineTable<LugRow>({
    id: 'cable-lugs',
    caption: 'Cable lugs and terminals by conductor size and stud',
    item: 'Cable lug',
    columns: [
      { key: 'conductor', label: 'Conductor', unit: 'mm²', inLabel: '{} mm²' },
      { key: 'stud', label: 'Stud', inLabel: true },
      { key: 'hole', label: 'Hole diameter', unit: 'mm', decimals: 1 },
      { key: 'barrel', label: 'Barrel', inLabel: true },
      { key: 'material', label: 'Material', inLabel: true },
    ],
    rows: [
      {
        conductor: { min: 1.5, max: 2.5 },
        stud: 'M5',
        hole: 5.3,
        barrel: 'Insulated ring, blue',
        material: 'Tinned copper',
      },
      {
        conductor: { min: 4, max: 6 },
        stud: 'M6',
        hole: 6.4,
        barrel: 'Insulated ring, yellow',
        material: 'Tinned copper',
      },
      tubeLug(10, 'M8'),
      tubeLug(16, 'M8'),
      tubeLug(25, 'M8'),
      tubeLug(35, 'M10'),
      tubeLug(50, 'M10'),
      tubeLug(70, 'M12'),
      tubeLug(95, 'M12'),
      tubeLug(120, 'M12'),
      tubeLug(150, 'M12'),
      tubeLug(185, 'M16'),
      tubeLug(240, 'M16'),
      tubeLug(300, 'M16'),
      tubeLug(400, 'M20'),
      tubeLug(500, 'M20'),
      tubeLug(630, 'M20', 'Tube, crimp, two-hole option'),
      tubeLug(800, 'M20', 'Tube, crimp, two-hole option'),
      tubeLug(1000, 'M20', 'Tube, crimp, two-hole option'),
      {
        conductor: { min: 25, max: 400 },
        stud: 'M10',
        hole: 10.5,
        barrel: 'Bimetallic, aluminium barrel',
        material: 'Copper palm, aluminium barrel',
      },
      {
        conductor: { min: 25, max: 400 },
        stud: 'M12',
        hole: 13,
        barrel: 'Mechanical shear-bolt',
        material: 'Tinned aluminium alloy',
      },
    ],
    filter: { key: 'conductor', label: 'Conductor size', unit: 'mm²', noun: 'lugs' },
    note: 'Other stud sizes are made for most conductor sizes; tell us the stud of the equipment. Crimp each lug only with the die marked for it.',
  }),
  defineTable<ToolRow>({
    id: 'termination-tools',
    caption: 'Crimping tools by conductor range',
    item: 'Crimping tool',
    columns: [
      { key: 'tool', label: 'Tool', inLabel: true },
      { key: 'range', label: 'Range', unit: 'mm²', inLabel: 'for' },
      { key: 'drive', label: 'Drive' },
      { key: 'use', label: 'Use' },
    ],
    rows: [
      {
        tool: 'Ratchet crimper, insulated terminals',
        range: { min: 1.5, max: 6 },
        drive: 'Hand, ratchet',
        use: 'Ring, pin, fork and blade terminals',
      },
      {
        tool: 'Ratchet crimper, ferrules',
        range: { min: 1.5, max: 16 },
        drive: 'Hand, ratchet',
        use: 'Bootlace ferrules to DIN 46228',
      },
      {
        tool: 'Hydraulic crimper, hexagonal dies',
        range: { min: 10, max: 300 },
        drive: 'Hand hydraulic',
        use: 'Copper and aluminium tube lugs',
      },
      {
        tool: 'Battery crimper, hexagonal dies',
        range: { min: 16, max: 400 },
        drive: 'Battery hydraulic',
        use: 'Tube lugs and connectors, repetitive work',
      },
      {
        tool: 'Hydraulic crimp head with pump',
        range: { min: 50, max: 1000 },
        drive: 'Separate pump',
        use: 'Large lugs and connectors',
      },
    ],
  }),
];
