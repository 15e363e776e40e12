import { describe, expect, it } from 'vitest';
import {
  chooseGland,
  conceptsFor,
  kitFor,
  typeIds as T,
  type Area,
  type Armour,
  type Concept,
  type Entry,
  type GasGroup,
  type KitPart,
  type ThreadKind,
  type TypeId,
} from '@/lib/gland/choice';

/**
 * The gland selector's choice against cases an engineer wrote down, each with its source. Sources:
 * - 14/10.4: IEC 60079-14:2013 (Ed. 5) 10.4 and Table 10, selection of cable glands by the
 *   enclosure's type of protection (kept by the 2024 edition): Ex e equipment takes an Ex e gland
 *   keeping IP54 or better; Ex t an Ex t gland keeping the enclosure's IP6X; an Ex i circuit's gland
 *   needs no Ex certificate, only the enclosure's IP and mechanical strength.
 * - 14/10.6.2: IEC 60079-14:2013 10.6.2, cable entry into Ex d: a barrier (compound) gland, or an
 *   Ex d compression gland where the cable meets 9.3.2 a) (compact, circular, extruded bedding,
 *   non-hygroscopic fillers) and is at least 3 m long. The 2007 chart by gas group IIC, enclosure
 *   volume and source of ignition is gone; the gas group only has to be covered by the certificate.
 *   2024 (Ed. 6) keeps the choice by cable construction, with its own cable test (Annex C).
 * - spec: the project specification may ask for barrier glands in any Ex enclosure.
 * - chart: a maker's generic selection chart (BS 6121 / IEC 62444 designations): A2 unarmoured,
 *   CW armour clamp and outer seal, E1W inner and outer seals; industrial glands in a safe area.
 * - 60079-1: IEC 60079-1, a flameproof enclosure's cable entries are tapped (threaded) holes: the
 *   gland screws in, so no locknut and no sealing washer; a locknut and a sealing (IP) washer
 *   belong to a clearance hole; an earth tag to every armoured entry.
 */
interface Case {
  area: Area;
  gas?: GasGroup;
  concept?: Concept;
  armour: Armour;
  compact?: boolean;
  spec?: boolean;
  thread: ThreadKind;
  entry: Entry;
  /** The recommended type first. */
  types: TypeId[];
  kit: KitPart[];
  source: string;
}

// prettier-ignore
const cases: Case[] = [
  // Safe area: industrial glands.
  { area: 'safe', armour: 'wire', thread: 'metric', entry: 'clearance', types: [T.doubleSeal, T.outerSeal], kit: ['shroud', 'earthTag', 'locknut', 'sealingWasher'], source: 'chart; 60079-1 (clearance hole)' },
  { area: 'safe', armour: 'wire', thread: 'npt', entry: 'threaded', types: [T.doubleSeal, T.outerSeal], kit: ['shroud', 'earthTag'], source: 'chart; tapped NPT entry' },
  { area: 'safe', armour: 'none', thread: 'metric', entry: 'clearance', types: [T.unarmoured, T.polyamide], kit: ['shroud', 'locknut', 'sealingWasher'], source: 'chart: A2; no armour, no earth tag' },
  { area: 'safe', armour: 'braid', thread: 'metric', entry: 'threaded', types: [T.exCompression], kit: ['shroud', 'earthTag'], source: 'chart: CW/E1W are wire-armour types; braid takes the double-seal gland with a braid cone' },
  // Zone 1 / 2, Ex d: by cable construction, not by gas group.
  { area: 'zone1', gas: 'IIB', concept: 'db', armour: 'wire', compact: true, thread: 'metric', entry: 'clearance', types: [T.exCompression, T.exBarrier], kit: ['shroud', 'earthTag'], source: '14/10.6.2 b); 60079-1: tapped entry, no locknut or washer' },
  { area: 'zone1', gas: 'IIC', concept: 'db', armour: 'wire', compact: true, thread: 'metric', entry: 'threaded', types: [T.exCompression, T.exBarrier], kit: ['shroud', 'earthTag'], source: '14/10.6.2: IIC is no longer a reason for a barrier (2007 chart removed)' },
  { area: 'zone1', gas: 'IIC', concept: 'db', armour: 'wire', compact: false, thread: 'npt', entry: 'threaded', types: [T.exBarrier], kit: ['shroud', 'earthTag'], source: '14/10.6.2 a): cable not to 9.3.2 a) or not known' },
  { area: 'zone2', gas: 'IIA', concept: 'db', armour: 'none', compact: true, thread: 'metric', entry: 'threaded', types: [T.exUnarmoured, T.exBarrier], kit: ['shroud'], source: '14/10.6.2 b), unarmoured compact cable' },
  { area: 'zone2', gas: 'IIB', concept: 'db', armour: 'none', compact: false, thread: 'metric', entry: 'threaded', types: [T.exBarrier], kit: ['shroud'], source: '14/10.6.2 a)' },
  { area: 'zone1', gas: 'IIB', concept: 'db', armour: 'wire', compact: true, spec: true, thread: 'metric', entry: 'threaded', types: [T.exBarrier], kit: ['shroud', 'earthTag'], source: 'spec' },
  // Zone 1 / 2, Ex e: an Ex eb compression gland, armoured or not, whatever the gas group.
  { area: 'zone2', gas: 'IIB', concept: 'eb', armour: 'none', thread: 'metric', entry: 'clearance', types: [T.exUnarmoured], kit: ['shroud', 'locknut', 'sealingWasher'], source: '14/10.4 Table 10: Ex e gland, IP54 or better; clearance hole' },
  { area: 'zone1', gas: 'IIC', concept: 'eb', armour: 'wire', thread: 'metric', entry: 'clearance', types: [T.exCompression], kit: ['shroud', 'earthTag', 'locknut', 'sealingWasher'], source: '14/10.4 Table 10 (IIC: the certificate covers IIC)' },
  { area: 'zone1', gas: 'IIA', concept: 'eb', armour: 'tape', thread: 'npt', entry: 'threaded', types: [T.exCompression], kit: ['shroud', 'earthTag'], source: '14/10.4 Table 10; tapped NPT entry' },
  { area: 'zone2', gas: 'IIC', concept: 'eb', armour: 'none', spec: true, thread: 'metric', entry: 'clearance', types: [T.exBarrier], kit: ['shroud', 'locknut', 'sealingWasher'], source: 'spec' },
  // Ex i circuits: IP and mechanical suitability; the Ex e gland is the usual one.
  { area: 'zone1', gas: 'IIC', concept: 'i', armour: 'wire', thread: 'metric', entry: 'clearance', types: [T.exCompression, T.doubleSeal], kit: ['shroud', 'earthTag', 'locknut', 'sealingWasher'], source: '14/10.4 Table 10: Ex i, no Ex gland required' },
  { area: 'zone2', gas: 'IIB', concept: 'i', armour: 'none', spec: true, thread: 'metric', entry: 'threaded', types: [T.exUnarmoured, T.unarmoured], kit: ['shroud'], source: '14/10.4 Table 10: a barrier adds nothing to an Ex i circuit' },
  // Dust zones: Ex tb glands keeping IP6X.
  { area: 'zone21', concept: 'tb', armour: 'none', thread: 'metric', entry: 'clearance', types: [T.exUnarmoured], kit: ['shroud', 'locknut', 'sealingWasher'], source: '14/10.4 Table 10: Ex t gland, IP6X' },
  { area: 'zone22', concept: 'tb', armour: 'wire', thread: 'npt', entry: 'threaded', types: [T.exCompression], kit: ['shroud', 'earthTag'], source: '14/10.4 Table 10' },
  { area: 'zone22', concept: 'i', armour: 'braid', thread: 'metric', entry: 'clearance', types: [T.exCompression], kit: ['shroud', 'earthTag', 'locknut', 'sealingWasher'], source: '14/10.4 Table 10: Ex i; braid takes the double-seal gland' },
];

describe('the gland an engineer would choose', () => {
  for (const c of cases) {
    const name = `${c.area} ${c.gas ?? ''} ${c.concept ?? ''} ${c.armour}${c.compact ? ' compact' : ''}${c.spec ? ' spec' : ''} ${c.thread} ${c.entry} → ${c.types[0]} (${c.source})`;
    it(name, () => {
      const choice = chooseGland({
        area: c.area,
        gasGroup: c.gas,
        concept: c.concept,
        armour: c.armour,
        compact: c.compact,
        barrierSpecified: c.spec,
        thread: c.thread,
        entry: c.entry,
      });
      expect(choice.types).toEqual(c.types);
      expect(kitFor(c.armour, choice.entry, choice.types[0]!)).toEqual(c.kit);
    });
  }
});

describe('rules that hold for every case', () => {
  const armours: Armour[] = ['none', 'wire', 'tape', 'braid'];
  const areas: Area[] = ['safe', 'zone1', 'zone2', 'zone21', 'zone22'];
  const all = areas.flatMap((area) =>
    (area === 'safe' ? [undefined] : conceptsFor(area)).flatMap((concept) =>
      armours.flatMap((armour) =>
        [true, false].flatMap((compact) =>
          [true, false].flatMap((spec) =>
            (['threaded', 'clearance'] as const).map((entry) => ({
              area,
              concept,
              armour,
              compact,
              barrierSpecified: spec,
              gasGroup: 'IIC' as const,
              thread: 'metric' as const,
              entry,
            })),
          ),
        ),
      ),
    ),
  );

  it('never proposes a barrier gland because of the gas group alone (IEC 60079-14:2013 10.6.2)', () => {
    for (const s of all) {
      const iic = chooseGland(s).types;
      const iia = chooseGland({ ...s, gasGroup: 'IIA' }).types;
      expect(iic, JSON.stringify(s)).toEqual(iia);
    }
  });

  it('offers an unarmoured Ex gland for unarmoured cable in every hazardous area where no barrier is required', () => {
    for (const s of all.filter(
      (s) => s.area !== 'safe' && s.armour === 'none' && !s.barrierSpecified,
    ))
      if (s.concept !== 'db' || s.compact)
        expect(chooseGland(s).types[0], JSON.stringify(s)).toBe(T.exUnarmoured);
  });

  it('gives no locknut or washer to an Ex d entry, nor an earth tag to an unarmoured cable', () => {
    for (const s of all) {
      const choice = chooseGland(s);
      const kit = kitFor(s.armour, choice.entry, choice.types[0]!);
      if (s.concept === 'db' && s.area !== 'safe') {
        expect(choice.entry).toBe('threaded');
        expect(kit).not.toContain('locknut');
        expect(kit).not.toContain('sealingWasher');
      }
      if (s.armour === 'none') expect(kit).not.toContain('earthTag');
      expect(choice.reasons).toContain('ambient');
      if (s.armour !== 'none') expect(kit).toContain('earthTag');
    }
  });

  it('proposes industrial glands only in a safe area or for an Ex i circuit', () => {
    const industrial: TypeId[] = [T.unarmoured, T.outerSeal, T.doubleSeal, T.polyamide];
    for (const s of all)
      if (s.area !== 'safe' && s.concept !== 'i')
        for (const type of chooseGland(s).types) expect(industrial).not.toContain(type);
  });
});
