/**
 * What a buyer types into a table's filter: a size in the table's unit ('14', '14,5'), a metric thread
 * ('M25', 'm 25', 'M25x1.5', 'M25 × 1.5') or an NPT size ('3/4"', '3/4 NPT', '1 1/4"', '1-1/4', '1¼"').
 * Pure, so it is unit-tested; RangeFilter applies it to the rows' data attributes.
 */
export type FilterQuery =
  | { kind: 'empty' }
  | { kind: 'number'; value: number }
  | { kind: 'thread'; thread: string }
  | { kind: 'npt'; size: string }
  | { kind: 'unknown' };

const FRACTIONS: Record<string, string> = {
  '¼': '1/4',
  '½': '1/2',
  '¾': '3/4',
  '⅛': '1/8',
  '⅜': '3/8',
};

/** An NPT size written one way: '3/4', '1', '1 1/4' (from '1-1/4', '1¼', '1 1/4"'); null if it is not one. */
export function nptSize(text: string): string | null {
  const plain = text
    .trim()
    .replace(/[¼½¾⅛⅜]/g, (f) => ` ${FRACTIONS[f]}`)
    .replace(/\s*(?:"|″|''|in(?:ch(?:es)?)?\.?|npt)\s*$/i, '')
    .trim();
  const match = /^(?:(\d{1,2})(?:\s+|\s*-\s*))?(\d\/\d{1,2})$|^(\d{1,2})$/.exec(plain);
  if (!match) return null;
  const [, whole, fraction, alone] = match;
  if (alone) return alone;
  return whole ? `${whole} ${fraction}` : fraction!;
}

export function parseFilterQuery(input: string): FilterQuery {
  const text = input.trim();
  if (text === '') return { kind: 'empty' };
  const thread = /^m\s*(\d{1,3}(?:[.,]\d+)?)(?:\s*[x×*]\s*\d+(?:[.,]\d+)?)?(?:\s*mm)?$/i.exec(text);
  if (thread) return { kind: 'thread', thread: `M${thread[1]!.replace(',', '.')}` };
  // A fraction, a quote mark or 'NPT' means an NPT size; a bare number is a size in the table's unit.
  if (/[/"″¼½¾⅛⅜]|npt|in(?:ch)?\.?$/i.test(text)) {
    const size = nptSize(text);
    return size ? { kind: 'npt', size } : { kind: 'unknown' };
  }
  const number = /^\d+(?:[.,]\d+)?$/.test(text) ? Number(text.replace(',', '.')) : Number.NaN;
  return Number.isNaN(number) ? { kind: 'unknown' } : { kind: 'number', value: number };
}

/** The metric threads a cell names: 'M16 × 1.5 or M20 × 1.5' → ['M16', 'M20']; a stud 'M8' → ['M8']. */
export const metricThreads = (text: string) =>
  [...text.matchAll(/\bM(\d{1,3}(?:\.\d+)?)(?!\d)/g)].map((match) => `M${match[1]}`);
