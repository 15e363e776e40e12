/**
 * The catalogue's rows, searched in the browser in the buyer's words: the index the build writes
 * (/pagefind/catalogue-<lang>.json, scripts/catalogue-index.ts) read once, and a query understood
 * (typos corrected, synonyms read, figures with their units) and scored against every row. Site
 * search ranks its row results with it; the pasted material list matches each line with it.
 */
import {
  fold,
  isFigure,
  isStopWord,
  nearestWord,
  stem,
  tokens,
  Vocabulary,
  type Synonym,
  type Token,
} from './words';

/** A cell as the index holds it: a number, a range [min, max], or text. */
export type IndexCell = number | [number, number] | string;

export interface IndexRow {
  /** The row's id, its address on its page (#cable-lugs-150). */
  id: string;
  /** The row as a quote line names it, in the index's language (rowLabel). */
  label: string;
  cells: IndexCell[];
  /** The places of the table's options that fit the row (an option's Only for); absent: all do. */
  options?: number[];
}

/** Whether the option at `at` of the row's table fits the row. */
export const optionFits = (row: IndexRow, at: number) => row.options?.includes(at) ?? true;

export interface IndexTable {
  id: string;
  /** The page, in the index's language: '/TerminationTools', '/ar/TerminationTools'. */
  path: string;
  page: string;
  caption: string;
  item: string;
  columns: { label: string; unit?: string }[];
  options: { name: string; values: string[] }[];
  rows: IndexRow[];
}

export interface CatalogueIndex {
  language: 'en' | 'ar';
  synonyms: Synonym[];
  tables: IndexTable[];
}

/** A figure of a row: a number or a range, in its column's unit (folded). */
interface Figure {
  min: number;
  max: number;
  unit?: string;
}

/** How strongly a row holds a word: its name 3, its cells and options 2, its page and headers 1. */
type Weights = Map<string, number>;

export interface Row {
  table: IndexTable;
  row: IndexRow;
  /** Index in the catalogue: the order among equals. */
  order: number;
  weights: Weights;
  figures: Figure[];
  /** The keys of the table's item ('cable', 'gland'): a query that leaves them out is less its. */
  item: string[];
  /** The figures of its name: a query that names others is less its (41 × 21 is not 41 × 41). */
  named: number[];
}

export interface Catalogue {
  index: CatalogueIndex;
  vocabulary: Vocabulary;
  rows: Row[];
  /** Every key of the catalogue and its synonyms: what a typo is corrected to. */
  known: Set<string>;
  /** Folded units of the tables' columns and of the unit synonyms. */
  units: Map<string, string>;
}

const NAME = 3;
const CELL = 2;
const AROUND = 1;

const termKey = (id: string) => `#${id}`;

const unitOf = (unit: string | undefined) =>
  unit === undefined
    ? undefined
    : tokens(unit)
        .map((token) => token.key)
        .join(' ');

function addWords(weights: Weights, vocabulary: Vocabulary, text: string, weight: number) {
  const keys = tokens(text).map((token) => token.key);
  const add = (key: string) => weights.set(key, Math.max(weights.get(key) ?? 0, weight));
  keys.forEach(add);
  for (const { synonym } of vocabulary.find(keys)) add(termKey(synonym.id));
}

const cellText = (cell: IndexCell) =>
  typeof cell === 'string' ? cell : Array.isArray(cell) ? `${cell[0]}–${cell[1]}` : String(cell);

/** The browser's side of the index: every row's words and figures, ready to score. */
export function prepareCatalogue(index: CatalogueIndex): Catalogue {
  const vocabulary = new Vocabulary(index.synonyms);
  const known = new Set(vocabulary.keys);
  const units = new Map<string, string>();
  for (const synonym of index.synonyms)
    if (synonym.kind === 'unit') units.set(unitOf(synonym.means)!, synonym.means);
  const rows: Row[] = [];
  for (const table of index.tables) {
    for (const column of table.columns)
      if (column.unit) units.set(unitOf(column.unit)!, column.unit);
    const item = tokens(table.item)
      .map((token) => token.key)
      .filter((key) => !isStopWord(key) && !isFigure(key));
    for (const row of table.rows) {
      const weights: Weights = new Map();
      const figures: Figure[] = [];
      addWords(weights, vocabulary, `${table.item} ${row.label}`, NAME);
      addWords(weights, vocabulary, table.caption, CELL);
      addWords(weights, vocabulary, table.page, AROUND);
      row.cells.forEach((cell, column) => {
        const unit = unitOf(table.columns[column]?.unit);
        addWords(weights, vocabulary, table.columns[column]?.label ?? '', AROUND);
        if (typeof cell === 'number') figures.push({ min: cell, max: cell, unit });
        else if (Array.isArray(cell)) figures.push({ min: cell[0], max: cell[1], unit });
        else {
          addWords(weights, vocabulary, cell, CELL);
          // Figures written in a text cell ('1.5, 2.5') are still in the column's unit.
          for (const token of tokens(cell))
            if (isFigure(token.key)) figures.push({ min: +token.key, max: +token.key, unit });
        }
      });
      table.options.forEach((option, at) => {
        if (optionFits(row, at))
          for (const value of option.values) addWords(weights, vocabulary, value, CELL);
      });
      for (const key of weights.keys()) if (!key.startsWith('#') && !isFigure(key)) known.add(key);
      const named = [
        ...new Set(tokens(row.label).flatMap((token) => (isFigure(token.key) ? [+token.key] : []))),
      ];
      rows.push({ table, row, order: rows.length, weights, figures, item, named });
    }
  }
  return { index, vocabulary, rows, known, units };
}

/** A part of a query: a word, a synonym's entry, or a figure with its unit. */
export type Part =
  | { kind: 'word'; key: string; surface: string }
  | { kind: 'term'; synonym: Synonym; surface: string }
  | { kind: 'figure'; value: number; unit?: string; surface: string };

interface Understood {
  parts: Part[];
  /** The query with its typos corrected, when one was. */
  corrected?: string;
  /** The query in the words the pages use, for the page search. */
  pagesQuery: string;
  /** Quantities' words (pcs, nos) the query held: a pasted line's unit. */
  counts: Synonym[];
}

/**
 * A query as the catalogue reads it. `words` are further known words (the pages' vocabulary, most
 * frequent first), so a typo is corrected to a word of a page as well as of a row.
 */
export function understand(
  query: string,
  catalogue: Catalogue,
  words: readonly string[] = [],
): Understood {
  const typed = tokens(query);
  // The pages' words first: a correction reads as they write it (glands, not the key gland).
  const knownList = [...words, ...[...catalogue.known].filter((key) => !words.includes(key))];
  const knownSet = new Set(knownList);
  let changed = false;
  const list: Token[] = typed.map((token) => {
    if (isFigure(token.key) || knownSet.has(token.key) || !/^\p{L}+$/u.test(token.key))
      return token;
    const nearest =
      nearestWord(fold(token.surface), knownList) ?? nearestWord(token.key, knownList);
    if (!nearest) return token;
    changed = true;
    return { surface: nearest, key: stem(nearest) };
  });
  const keys = list.map((token) => token.key);
  const found = new Map(catalogue.vocabulary.find(keys).map((hit) => [hit.from, hit]));
  const parts: Part[] = [];
  const counts: Synonym[] = [];
  for (let at = 0; at < list.length;) {
    const hit = found.get(at);
    const token = list[at]!;
    const surface = hit
      ? list
          .slice(at, hit.to)
          .map((t) => t.surface)
          .join(' ')
      : token.surface;
    if (hit?.synonym.kind === 'count') counts.push(hit.synonym);
    else if (hit?.synonym.kind === 'term')
      parts.push({ kind: 'term', synonym: hit.synonym, surface });
    else if (isFigure(token.key)) {
      // A unit right after a figure is the figure's: 150 sq mm, 22mm, 33 kV.
      const next = found.get(at + 1);
      const unitKey =
        next?.synonym.kind === 'unit' ? unitOf(next.synonym.means) : list[at + 1]?.key;
      const unit = unitKey !== undefined && catalogue.units.has(unitKey) ? unitKey : undefined;
      parts.push({ kind: 'figure', value: Number(token.key), unit, surface });
      if (unit !== undefined) {
        at = next?.synonym.kind === 'unit' ? next.to : at + 2;
        continue;
      }
    } else if (hit?.synonym.kind !== 'unit' && !isStopWord(token.key))
      parts.push({ kind: 'word', key: token.key, surface });
    at = hit ? hit.to : at + 1;
  }
  const pagesQuery = parts
    .map((part) =>
      part.kind === 'term'
        ? part.synonym.means
        : part.kind === 'figure'
          ? `${part.value}${part.unit ? ` ${catalogue.units.get(part.unit)}` : ''}`
          : part.surface,
    )
    .join(' ');
  return {
    parts,
    counts,
    pagesQuery,
    corrected: changed ? list.map((token) => token.surface).join(' ') : undefined,
  };
}

/** How well a row holds one part of a query: 0 to 3. */
function partWeight(row: Row, part: Part): number {
  if (part.kind === 'word') return row.weights.get(part.key) ?? 0;
  if (part.kind === 'term') return row.weights.get(termKey(part.synonym.id)) ?? 0;
  let best = part.unit === undefined ? (row.weights.get(String(part.value)) ?? 0) : 0;
  for (const figure of row.figures) {
    if (part.unit !== undefined && figure.unit !== part.unit) continue;
    if (part.value < figure.min || part.value > figure.max) continue;
    if (figure.min === figure.max) return NAME;
    // Inside a range: more the nearer its middle (22 mm is better held by 18.2–26.2 than by 14–22).
    const middle = (figure.min + figure.max) / 2;
    const reach = (figure.max - figure.min) / 2;
    best = Math.max(best, CELL + 0.5 * (1 - Math.abs(part.value - middle) / reach));
  }
  return best;
}

export interface Scored {
  row: Row;
  score: number;
  /** Parts the row holds, of all the query's parts. */
  matched: number;
  /** Whether a part names the row's product (its item or name words, weight 3). */
  named: boolean;
  weights: number[];
}

/** The keys a query's words and synonyms stand for: what of a product's name the query said. */
function saidKeys(parts: readonly Part[]): Set<string> {
  const said = new Set<string>();
  for (const part of parts) {
    if (part.kind === 'word') said.add(part.key);
    if (part.kind === 'term')
      for (const phrase of [part.synonym.means, ...part.synonym.words])
        for (const token of tokens(phrase)) said.add(token.key);
  }
  return said;
}

function scoreRow(row: Row, parts: readonly Part[], said = saidKeys(parts)): Scored {
  const weights = parts.map((part) => partWeight(row, part));
  // A row whose product has words the query did not say (accessory kit) comes after one it did.
  const missing = row.item.filter((key) => !said.has(key)).length;
  const figures = parts.flatMap((part) => (part.kind === 'figure' ? [part.value] : []));
  // Only a query with figures says which figures it means.
  const unsaid = figures.length ? row.named.filter((value) => !figures.includes(value)).length : 0;
  const score = weights.reduce((sum, weight) => sum + weight, 0) - 0.3 * missing - 0.2 * unsaid;
  return {
    row,
    score,
    matched: weights.filter((weight) => weight > 0).length,
    named: weights.some((weight, index) => weight >= NAME && parts[index]!.kind !== 'figure'),
    weights,
  };
}

/** The rows that hold the query best, best first (equals in catalogue order). */
export function rankRows(catalogue: Catalogue, parts: readonly Part[], limit: number): Scored[] {
  if (parts.length === 0) return [];
  const said = saidKeys(parts);
  // A row is a result only for a word it holds: a bare figure matches too many.
  const holdsWord = (scored: Scored) =>
    scored.weights.some((weight, index) => weight > 0 && parts[index]!.kind !== 'figure');
  return catalogue.rows
    .map((row) => scoreRow(row, parts, said))
    .filter(holdsWord)
    .sort((a, b) => b.score - a.score || a.row.order - b.row.order)
    .slice(0, limit);
}

/**
 * Whether the query names a row rather than a page: a size, or, beside the product, a word that
 * only some of its table's rows hold (SS cable tie: the stainless ties, not every tie).
 */
export function namesRow(catalogue: Catalogue, parts: readonly Part[], best: Scored | undefined) {
  if (!best || best.matched < parts.length) return false;
  if (parts.some((part) => part.kind === 'figure')) return true;
  if (!best.named || parts.length < 2) return false;
  const siblings = catalogue.rows.filter((row) => row.table === best.row.table);
  return parts.some(
    (part, index) =>
      best.weights[index]! > 0 &&
      siblings.some((row) => partWeight(row, part) < best.weights[index]!),
  );
}

/**
 * A row's cells as one line of escaped HTML, 'Conductor (mm²): <mark>150</mark>; Stud: M12', the
 * cells the query names marked: a result's excerpt.
 */
export function rowExcerpt(row: Row, parts: readonly Part[]): string {
  const escape = (text: string) =>
    text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  return row.row.cells
    .map((cell, index) => {
      const column = row.table.columns[index];
      const header = column
        ? column.unit
          ? `${column.label} (${column.unit})`
          : column.label
        : '';
      const figures: Figure[] =
        typeof cell === 'number'
          ? [{ min: cell, max: cell }]
          : Array.isArray(cell)
            ? [{ min: cell[0], max: cell[1] }]
            : [];
      const cellRow = { ...row, weights: new Map(), figures } as Row;
      if (typeof cell === 'string')
        for (const token of tokens(cell)) cellRow.weights.set(token.key, CELL);
      const named = parts.some((part) =>
        part.kind === 'figure'
          ? partWeight(
              { ...cellRow, figures: figures.map((f) => ({ ...f, unit: part.unit })) },
              part,
            ) > 0
          : partWeight(cellRow, part) > 0,
      );
      const value = escape(cellText(cell));
      return `${escape(header)}: ${named ? `<mark>${value}</mark>` : value}`;
    })
    .join('; ');
}
