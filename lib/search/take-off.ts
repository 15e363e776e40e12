/**
 * A pasted material take-off, line by line: the quantity as typed (never rounded), and the catalogue
 * row the description names, with its options, how sure the match is and the alternatives. The same
 * catalogue index and normaliser as site search (lib/search/catalogue.ts).
 */
import {
  optionFits,
  rankRows,
  understand,
  type Catalogue,
  type Part,
  type Row,
  type Scored,
} from './catalogue';
import { fold, tokens, type Synonym } from './words';

type QuantityProblem = 'missing' | 'notWhole' | 'tooSmall' | 'tooLarge';

interface TakeOffLine {
  /** The line as pasted, trimmed. */
  text: string;
  /** The quantity as typed ('200'), or undefined. */
  quantityText?: string;
  quantity?: number;
  problem?: QuantityProblem;
  /** What is left once the quantity and its word (pcs, nos) are taken out. */
  description: string;
  /** The count word typed with the quantity (nos, m, rolls), as its synonym. */
  count?: Synonym;
}

/** A whole number of digits only: '1.000', '2.5', '1e3', '1,000' are not read as anything else. */
const WHOLE = /^\d+$/;
/** What could be a quantity: digits with separators, a sign or an exponent. */
const NUMBERISH = /^[+\-−]?(?:\d[\d.,]*|[.,]\d+)(?:e[+-]?\d+)?$/i;

function quantityOf(text: string, max: number): Pick<TakeOffLine, 'quantity' | 'problem'> {
  if (!WHOLE.test(text)) return { problem: 'notWhole' };
  const value = Number(text);
  if (value < 1) return { problem: 'tooSmall' };
  if (value > max) return { problem: 'tooLarge' };
  return { quantity: value };
}

/**
 * Reads one pasted line. The quantity is the figure before a count word (200 nos, 500 pcs), else a
 * figure standing alone first or last (a spreadsheet's column), in either order with the description;
 * a figure against a unit (150mm2, 22 mm) is a size, never the quantity.
 */
export function readLine(line: string, catalogue: Catalogue, max: number): TakeOffLine {
  // Arabic-Indic digits read as the site writes figures (٢٠٠ is 200).
  const western = line.replace(/[\u0660-\u0669\u06f0-\u06f9]/g, (digit) =>
    String(digit.charCodeAt(0) & 0xf),
  );
  const text = western.replace(/\s+/g, ' ').trim();
  const cells = western
    .split('\t')
    .map((cell) => cell.trim())
    .filter(Boolean);
  const words = cells.length > 1 ? cells : text.split(' ');
  const counts = new Map(
    catalogue.index.synonyms
      .filter((entry) => entry.kind === 'count')
      .flatMap((entry) =>
        [entry.means, ...entry.words].map((word) => [fold(word), entry] as const),
      ),
  );
  const countOf = (word: string | undefined) =>
    word === undefined ? undefined : counts.get(fold(word).replace(/[.:]$/, ''));
  const isCount = (word: string | undefined) => countOf(word) !== undefined;
  const figure = (word: string | undefined) =>
    word !== undefined && NUMBERISH.test(word.normalize('NFKC'));
  // '200 nos', 'nos 200', '200nos', a lone figure first or last.
  let at = words.findIndex((word, index) => figure(word) && isCount(words[index + 1]));
  let countAt = at >= 0 ? at + 1 : -1;
  if (at < 0) {
    at = words.findIndex((word, index) => figure(word) && isCount(words[index - 1]));
    countAt = at >= 0 ? at - 1 : -1;
  }
  let typed = at >= 0 ? words[at] : undefined;
  let count = countOf(words[countAt]);
  if (at < 0) {
    const glued = words.findIndex((word) => {
      const match = /^([\d.,e+\-−]+?)([^\d.,].*)$/i.exec(word);
      return match !== null && figure(match[1]) && isCount(match[2]);
    });
    if (glued >= 0) {
      at = glued;
      typed = /^([\d.,e+\-−]+?)(?=[^\d.,])/i.exec(words[glued]!)?.[1];
      count = countOf(words[glued]!.slice(typed?.length ?? 0));
    }
  }
  if (at < 0) {
    const unitNext = (index: number) => {
      const next = words[index + 1];
      return (
        next !== undefined &&
        tokens(next)[0] !== undefined &&
        catalogue.units.has(tokens(next)[0]!.key)
      );
    };
    if (figure(words[0]) && !unitNext(0)) at = 0;
    else if (words.length > 1 && figure(words.at(-1))) at = words.length - 1;
    typed = at >= 0 ? words[at] : undefined;
  }
  const rest = words.filter((_, index) => index !== at && index !== countAt).join(' ');
  if (typed === undefined) return { text, description: text, problem: 'missing' };
  const description = typed === words[at] ? rest : `${words[at]!.slice(typed.length)} ${rest}`;
  return {
    text,
    quantityText: typed,
    description: description.trim(),
    ...(count && { count }),
    ...quantityOf(typed.normalize('NFKC'), max),
  };
}

/**
 * The unit a line's quantity is in, as `catalogue`'s language writes it, when it is not what the list
 * counts in: the first count word of the synonyms is the list's own (pieces), so '200 nos' needs
 * none and '100 m' or '3 rolls' say theirs. Found by the synonym's id, so an Arabic line's unit can be
 * written in English.
 */
export function unitOf(line: Pick<TakeOffLine, 'count'>, catalogue: Catalogue): string | undefined {
  const counts = catalogue.index.synonyms.filter((entry) => entry.kind === 'count');
  if (!line.count || line.count.id === counts[0]?.id) return undefined;
  return counts.find((entry) => entry.id === line.count!.id)?.means ?? line.count.means;
}

export type Sureness = 'sure' | 'likely' | 'unsure';

export interface RowMatch {
  row: Row;
  /**
   * Each option of the row's table that fits the row: the value the line names, or the usual (first)
   * one; `at` is its place among the table's options.
   */
  options: { name: string; value: string; named: boolean; at: number }[];
}

export interface LineMatch extends TakeOffLine {
  /** The best row first, then the alternatives; none when nothing fits (a free-text line). */
  matches: RowMatch[];
  sureness?: Sureness;
}

/** The option value a line names ('brass', 'SS', 'Zone 1'), or the usual (first) one. */
function optionsFor(row: Row, parts: readonly Part[], catalogue: Catalogue): RowMatch['options'] {
  return row.table.options.flatMap(({ name, values }, at) => {
    if (!optionFits(row.row, at)) return [];
    let best = { value: values[0]!, score: 0 };
    for (const value of values) {
      const keys = tokens(value).map((token) => token.key);
      const terms = new Set(catalogue.vocabulary.find(keys).map((hit) => hit.synonym.id));
      const score = parts.filter((part) =>
        part.kind === 'word'
          ? keys.includes(part.key)
          : part.kind === 'term' && terms.has(part.synonym.id),
      ).length;
      // Of two values that hold the words, the one with fewer others: brass is Brass, not Nickel-plated brass.
      const rest = score > 0 ? keys.length / 100 : 0;
      if (score - rest > best.score) best = { value, score: score - rest };
    }
    return [{ name, value: best.value, named: best.score > 0, at }];
  });
}

const ALTERNATIVES = 5;

/** How sure a match is: the share of the line's parts the row holds, and its lead on the next. */
function surenessOf(best: Scored, next: Scored | undefined, parts: number): Sureness {
  const share = best.matched / parts;
  const lead = next ? (best.score - next.score) / best.score : 1;
  if (share >= 0.75 && lead >= 0.05) return 'sure';
  if (share >= 0.5) return 'likely';
  return 'unsure';
}

const SURENESS: Record<Sureness, number> = { unsure: 0, likely: 1, sure: 2 };

/** A line read and matched in one catalogue, with the share of its parts its best row holds. */
function matchLine(
  line: string,
  catalogue: Catalogue,
  max: number,
): { match: LineMatch; share: number } {
  const read = readLine(line, catalogue, max);
  const { parts } = understand(read.description, catalogue);
  const ranked = rankRows(catalogue, parts, ALTERNATIVES);
  const best = ranked[0];
  const share = best ? best.matched / parts.length : 0;
  // A row that holds less than half the line is no match: the line stays as typed.
  if (!best || share < 0.5 || !best.named) return { match: { ...read, matches: [] }, share: 0 };
  return {
    match: {
      ...read,
      matches: ranked.map(({ row }) => ({ row, options: optionsFor(row, parts, catalogue) })),
      sureness: surenessOf(best, ranked[1], parts.length),
    },
    share,
  };
}

const lines = (text: string) => text.split(/\r?\n/).filter((line) => line.trim() !== '');

/** Each pasted line read and matched; blank lines are left out, nothing else is. */
export function matchLines(text: string, catalogue: Catalogue, max: number): LineMatch[] {
  return lines(text).map((line) => matchLine(line, catalogue, max).match);
}

const rowKey = (row: Row) => `${row.table.id}#${row.row.id}`;

const rowMaps = new WeakMap<Catalogue, Map<string, Row>>();
/** A catalogue's rows by table and row id (made once per catalogue). */
function rowsOf(catalogue: Catalogue) {
  let rows = rowMaps.get(catalogue);
  if (!rows)
    rowMaps.set(catalogue, (rows = new Map(catalogue.rows.map((row) => [rowKey(row), row]))));
  return rows;
}

/**
 * A match of the other language's catalogue as the page's: the same row (table and row ids, shared by
 * both languages) with the same options, each value by its place in the option's list. Undefined
 * when the page's catalogue has no such row.
 */
function translated(match: RowMatch, rows: ReadonlyMap<string, Row>): RowMatch | undefined {
  const row = rows.get(rowKey(match.row));
  if (!row) return undefined;
  const options = match.options.map((option) => {
    const from = match.row.table.options[option.at];
    const to = row.table.options[option.at];
    const value = to?.values[from?.values.indexOf(option.value) ?? -1];
    return value === undefined || to === undefined
      ? undefined
      : { name: to.name, value, named: option.named, at: option.at };
  });
  if (options.some((option) => option === undefined)) return undefined;
  return { row, options: options as RowMatch['options'] };
}

/**
 * Each pasted line matched in the page's catalogue and in the other language's (an English line on
 * the Arabic site, an Arabic one on the English site), its rows in the page's language: the
 * language whose best row holds more of the line leads (the page's on a tie of share and sureness),
 * and the alternatives of both follow, each row once.
 */
export function matchLinesIn(
  text: string,
  page: Catalogue,
  other: Catalogue | undefined,
  max: number,
): LineMatch[] {
  const rows = rowsOf(page);
  return lines(text).map((line) => {
    const own = matchLine(line, page, max);
    const theirs = other ? matchLine(line, other, max) : undefined;
    const theirMatches = (theirs?.match.matches ?? []).flatMap(
      (match) => translated(match, rows) ?? [],
    );
    const leads =
      theirs !== undefined &&
      theirMatches.length > 0 &&
      (own.match.matches.length === 0 ||
        theirs.share > own.share ||
        (theirs.share === own.share &&
          SURENESS[theirs.match.sureness ?? 'unsure'] > SURENESS[own.match.sureness ?? 'unsure']));
    const [first, second] = leads
      ? [theirMatches, own.match.matches]
      : [own.match.matches, theirMatches];
    const seen = new Set<string>();
    const matches = [...first, ...second].filter((match) => {
      const key = rowKey(match.row);
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
    return {
      ...own.match,
      matches: matches.slice(0, ALTERNATIVES),
      sureness: leads ? theirs.match.sureness : own.match.sureness,
    };
  });
}

/**
 * A match as another language's catalogue has it (the same row, the same option values): the English
 * a line added on the Arabic site carries for the sales team. Undefined when that catalogue lacks the row.
 */
export const matchIn = (match: RowMatch, catalogue: Catalogue) =>
  translated(match, rowsOf(catalogue));
