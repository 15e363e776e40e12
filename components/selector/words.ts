import type { LineAttribute } from '@/components/basket/store';
import { gasAreas, type GasGroup, type Reason, type Situation } from '@/lib/gland/choice';
import { fill } from '@/lib/i18n/text';
import type { LineWords } from '@/lib/gland/line-words';
import { assumed, type Cable, type SelectorWords, type SizeRow } from '@/lib/gland/match';

/** What each choice of the form reads as, in the page's language. */
export const labelsOf = (text: LineWords) => ({
  armour: {
    none: text.armourNone,
    wire: text.armourWire,
    tape: text.armourTape,
    braid: text.armourBraid,
  },
  area: {
    safe: text.areaSafe,
    zone1: text.areaZone1,
    zone2: text.areaZone2,
    zone21: text.areaZone21,
    zone22: text.areaZone22,
  },
  concept: { db: text.conceptDb, eb: text.conceptEb, tb: text.conceptTb, i: text.conceptI },
  compact: { no: text.compactNo, yes: text.compactYes },
  threadKind: { metric: text.threadMetric, npt: text.threadNpt },
  entry: { clearance: text.entryClearance, threaded: text.entryThreaded },
});

/** The sentences of the reasons the rules give, the gas group filled in. */
export function reasonsOf(text: SelectorWords, reasons: Reason[], gasGroup?: GasGroup) {
  const sentence: Record<Reason, string> = {
    safe: text.reasonSafe,
    exdCompact: text.reasonExdCompact,
    exdBarrier: text.reasonExdBarrier,
    specBarrier: text.reasonSpecBarrier,
    exe: text.reasonExe,
    ext: text.reasonExt,
    exi: text.reasonExi,
    gasGroup: text.reasonGasGroup,
    tape: text.reasonTape,
    threadedEntry: text.reasonThreaded,
    clearanceEntry: text.reasonClearance,
    noEarthTag: text.reasonNoEarthTag,
    ambient: text.reasonAmbient,
  };
  return reasons.map((reason) => fill(sentence[reason], { group: gasGroup ?? '' }));
}

/** The measurements' names, as the form labels them. */
export const fieldNames = (text: SelectorWords) => ({
  outer: text.outerSheath,
  inner: text.innerSheath,
  armour: text.armourSize,
});

/** What the recommendation assumes of an armoured cable's measurements left out, or nothing. */
export function assumptionOf(text: SelectorWords, cable: Cable, size: SizeRow) {
  const left = assumed(cable);
  if (left.length === 0) return undefined;
  const names = fieldNames(text);
  const ranges = left.map((field) => {
    const range = field === 'inner' ? size.inner : size.armour;
    return range ? `${names[field]} ${range.min}–${range.max} mm` : names[field];
  });
  return fill(text.assumption, {
    fields: left.map((field) => names[field]).join(', '),
    size: size.size,
    ranges: ranges.join('; '),
  });
}

/** The buyer's case as the gland's quote line carries it. */
export function caseAttributes(
  text: LineWords,
  place: Pick<Situation, 'area' | 'gasGroup' | 'concept' | 'entry'>,
  cable: Cable,
): LineAttribute[] {
  const labels = labelsOf(text);
  const mm = (value: number) => `${value} mm`;
  const { area, gasGroup, concept, entry } = place;
  const zone = [labels.area[area], gasAreas.includes(area) ? gasGroup : undefined];
  const armour = cable.armour;
  return [
    { name: text.area, value: zone.filter(Boolean).join(', ') },
    ...(concept && area !== 'safe' ? [{ name: text.concept, value: labels.concept[concept] }] : []),
    { name: text.entry, value: labels.entry[entry] },
    { name: text.outerSheath, value: mm(cable.outer) },
    ...(cable.inner !== undefined ? [{ name: text.innerSheath, value: mm(cable.inner) }] : []),
    {
      name: text.armour,
      value: [
        labels.armour[armour],
        cable.armourSize !== undefined ? mm(cable.armourSize) : undefined,
      ]
        .filter(Boolean)
        .join(', '),
    },
  ];
}
