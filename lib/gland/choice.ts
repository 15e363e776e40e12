/**
 * Which cable gland an engineer would fit, and what goes with it, following the selection of cable
 * entries in IEC 60079-14:2013 (Edition 5; clause 10.4 with its Table 10, 10.6.2 for flameproof
 * entries, 9.3.2 a) for the cable) and its 2024 edition: the gland follows the enclosure's
 * protection concept and the cable's construction. Pure, so the case table of
 * tests/unit/gland-choice.test.ts checks it; the gland types are named by their English type in the
 * glands page's gland-types table, the kit parts by the accessories table's column keys.
 */

export type Armour = 'none' | 'wire' | 'tape' | 'braid';
export type Area = 'safe' | 'zone1' | 'zone2' | 'zone21' | 'zone22';
export type GasGroup = 'IIA' | 'IIB' | 'IIC';
/** The enclosure's protection concept: flameproof, increased safety, dust by enclosure, intrinsic safety. */
export type Concept = 'db' | 'eb' | 'tb' | 'i';
export type ThreadKind = 'metric' | 'npt';
/** A tapped (threaded) entry takes the gland's thread; a clearance hole takes a locknut inside. */
export type Entry = 'threaded' | 'clearance';

export const gasAreas: readonly Area[] = ['zone1', 'zone2'];
const dustAreas: readonly Area[] = ['zone21', 'zone22'];
/** The concepts an enclosure in the area may have: gas zones db, eb, i; dust zones tb, i. */
export const conceptsFor = (area: Area): Concept[] =>
  gasAreas.includes(area) ? ['db', 'eb', 'i'] : dustAreas.includes(area) ? ['tb', 'i'] : [];

export interface Situation {
  armour: Armour;
  area: Area;
  gasGroup?: GasGroup;
  /** Asked in a hazardous area only. */
  concept?: Concept;
  /**
   * For an Ex db entry: the cable meets IEC 60079-14 9.3.2 a) (thermoplastic, thermosetting or
   * elastomeric sheath, substantially compact and circular, extruded bedding, non-hygroscopic
   * fillers) and is at least 3 m long (10.6.2). Unknown counts as no.
   */
  compact?: boolean;
  /** The project specification asks for barrier glands. */
  barrierSpecified?: boolean;
  thread: ThreadKind;
  /** Ignored for Ex db: a flameproof enclosure's entries are tapped. */
  entry: Entry;
}

/** The English types of the gland-types table that the rules name. */
export const typeIds = {
  unarmoured: 'A2',
  polyamide: 'Polyamide',
  outerSeal: 'CW',
  doubleSeal: 'E1W',
  exCompression: 'Ex compression, double seal',
  exUnarmoured: 'Ex compression, unarmoured',
  exBarrier: 'Ex barrier',
} as const;
export type TypeId = (typeof typeIds)[keyof typeof typeIds];

/** The accessories table's columns, by key: the parts of a kit. */
export const kitParts = ['shroud', 'earthTag', 'locknut', 'sealingWasher'] as const;
export type KitPart = (typeof kitParts)[number];

/** Why the choice is what it is: each reason is a sentence of the selector's texts. */
export type Reason =
  | 'safe'
  | 'exdCompact'
  | 'exdBarrier'
  | 'specBarrier'
  | 'exe'
  | 'ext'
  | 'exi'
  | 'gasGroup'
  | 'tape'
  | 'threadedEntry'
  | 'clearanceEntry'
  | 'noEarthTag'
  | 'ambient';

export interface Choice {
  /** The recommended type first, then the others that also serve. */
  types: TypeId[];
  reasons: Reason[];
  /** The entry as the kit takes it: an Ex db entry is always tapped. */
  entry: Entry;
}

function typesFor(s: Situation, reasons: Reason[]): TypeId[] {
  const armoured = s.armour !== 'none';
  const compression = armoured ? typeIds.exCompression : typeIds.exUnarmoured;
  if (s.area === 'safe') {
    reasons.push('safe');
    if (!armoured) return [typeIds.unarmoured, typeIds.polyamide];
    // The industrial types of the table are for wire armour; tape and braid take the Ex gland.
    return s.armour === 'wire' ? [typeIds.doubleSeal, typeIds.outerSeal] : [typeIds.exCompression];
  }
  if (s.barrierSpecified && s.concept !== 'i') {
    reasons.push('specBarrier');
    return [typeIds.exBarrier];
  }
  switch (s.concept) {
    case 'db':
      // 10.6.2: a barrier gland, or an Ex d compression gland with a cable of 9.3.2 a), 3 m or more.
      if (s.compact) {
        reasons.push('exdCompact');
        return [compression, typeIds.exBarrier];
      }
      reasons.push('exdBarrier');
      return [typeIds.exBarrier];
    case 'tb':
      reasons.push('ext');
      return [compression];
    case 'i': {
      // Table 10: an Ex i circuit's gland needs no Ex certificate, only the enclosure's IP.
      reasons.push('exi');
      const industrial = !armoured
        ? [typeIds.unarmoured]
        : s.armour === 'wire'
          ? [typeIds.doubleSeal]
          : [];
      return [compression, ...industrial];
    }
    default:
      reasons.push('exe');
      return [compression];
  }
}

/** The gland types for the cable and the enclosure, the recommended first, and why. */
export function chooseGland(s: Situation): Choice {
  const reasons: Reason[] = [];
  const types = typesFor(s, reasons);
  if (gasAreas.includes(s.area)) reasons.push('gasGroup');
  if (s.armour === 'tape' || s.armour === 'braid') reasons.push('tape');
  const entry: Entry = s.area !== 'safe' && s.concept === 'db' ? 'threaded' : s.entry;
  reasons.push(entry === 'threaded' ? 'threadedEntry' : 'clearanceEntry');
  if (s.armour === 'none') reasons.push('noEarthTag');
  // Gulf sites: up to +50 °C in the shade, more on a sunlit enclosure; the seals' rating must cover it.
  reasons.push('ambient');
  return { types, reasons, entry };
}

/**
 * The parts that go with one gland: a shroud (not on a polyamide gland, which has no armour to
 * cover), an earth tag where there is armour to earth, and a locknut and a sealing washer only at a
 * clearance hole: a tapped entry, and every Ex db entry, takes neither.
 */
export function kitFor(armour: Armour, entry: Entry, type: string): KitPart[] {
  return kitParts.filter((part) => {
    if (part === 'shroud') return type !== typeIds.polyamide;
    if (part === 'earthTag') return armour !== 'none';
    return entry === 'clearance';
  });
}

/** An entry thread as the kit table is searched: 'M25 × 1.5' and 'M25×1.5' are one, '3/4 NPT' too. */
export const threadKey = (thread: string) =>
  thread
    .toLowerCase()
    .replace(/\s*×\s*/g, '×')
    .replace(/\s+/g, ' ')
    .trim();
