import type { GlandSelectorText } from '@/lib/content/schema';
import { pick } from '@/lib/pick';

/** The selector's words a quote line is made of: its attributes' names and the choices' labels. */
const lineWordKeys = [
  'type',
  'material',
  'thread',
  'accessoryFor',
  'specification',
  'area',
  'concept',
  'entry',
  'outerSheath',
  'innerSheath',
  'armour',
  'armourNone',
  'armourWire',
  'armourTape',
  'armourBraid',
  'areaSafe',
  'areaZone1',
  'areaZone2',
  'areaZone21',
  'areaZone22',
  'conceptDb',
  'conceptEb',
  'conceptTb',
  'conceptI',
  'compactNo',
  'compactYes',
  'threadMetric',
  'threadNpt',
  'entryClearance',
  'entryThreaded',
] as const;

/** The line words of a selector text (the English one, sent beside a line added in Arabic). */
export const lineWordsOf = (text: GlandSelectorText) => pick(text, lineWordKeys);
export type LineWords = ReturnType<typeof lineWordsOf>;
