import { useSyncExternalStore } from 'react';
import { useHydrated } from '@/components/catalogue/use-hydrated';
import { maxQuantity } from './quantity-limit';

/**
 * The quote list lives in localStorage under one versioned key. This module is on every page (the
 * header shows the count), so it stays small: composing, copying and sending live in /quote's code.
 */
/** One chosen option of a configured line, in the order it was chosen: "Material: Brass". */
export interface LineAttribute {
  name: string;
  value: string;
}

export interface BasketLine {
  id: string;
  product: string;
  options?: string;
  /** The options a buyer chose for the line (type, material, thread…), kept apart so each is sent. */
  attributes?: LineAttribute[];
  /** The page the line was added from, e.g. '/GlandsAccessories'. */
  path: string;
  /** The table row it was added from (its id, the page's anchor), so the sales team opens that row. */
  row?: string;
  /**
   * The line in English, when it was added on the Arabic site: the sales team reads the English,
   * with what the buyer saw beside it. Its attributes are the line's, in the same order.
   */
  english?: LineEnglish;
  quantity: number;
  note: string;
}

export interface LineEnglish {
  product: string;
  attributes?: LineAttribute[];
}

/** What an add control hands over: a row label is enough, the rest has defaults. */
export interface NewLine {
  id?: string;
  product: string;
  options?: string;
  attributes?: LineAttribute[];
  path?: string;
  row?: string;
  english?: LineEnglish;
  /** How many to add (1 by default); added to the quantity of the same line already listed. */
  quantity?: number;
}

export const BASKET_KEY = 'quote-basket';
const VERSION = 1;
export const limits = { lines: 100, text: 200, note: 500, quantity: maxQuantity, attributes: 12 };

/** A path of this site: one slash, then words and dashes between single slashes (no //, no \\, no host). */
const sitePath = (path: string) => /^\/(?:[\w-]+(?:\/[\w-]+)*)?$/.test(path);

const text = (value: unknown, max: number): value is string =>
  typeof value === 'string' && value.length <= max;

/** A record read from storage: an object that is not an array, else nothing. */
const record = (value: unknown): Record<string, unknown> | undefined =>
  value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;

function parseAttribute(value: unknown): LineAttribute | undefined {
  const item = record(value);
  if (!item || !text(item.name, limits.text) || !text(item.value, limits.text)) return undefined;
  return item.value.trim() === '' ? undefined : { name: item.name, value: item.value };
}

/**
 * A line's attributes: none, or every one of them valid (a line asked for in a configuration that
 * can no longer be read is not the line the buyer chose). Null when they cannot be read.
 */
function parseAttributes(value: unknown): LineAttribute[] | undefined | null {
  if (value === undefined) return undefined;
  if (!Array.isArray(value) || value.length > limits.attributes) return null;
  const attributes = value.map(parseAttribute);
  return attributes.every(Boolean) ? (attributes as LineAttribute[]) : null;
}

/** A row's id: the anchor of a row on its page (lowercase words and dashes). */
const isRowId = (value: unknown): value is string =>
  typeof value === 'string' && /^[a-z0-9][a-z0-9.-]*$/.test(value) && value.length <= limits.text;

function parseEnglish(value: unknown): LineEnglish | undefined {
  const english = record(value);
  if (!english || !text(english.product, limits.text) || english.product.trim() === '')
    return undefined;
  const attributes = parseAttributes(english.attributes);
  if (attributes === null) return undefined;
  return attributes ? { product: english.product, attributes } : { product: english.product };
}

/**
 * Reads one stored line, the one parser of a line for every reader (the list, the sent copy): a
 * fresh object holding only the line's own fields. What names the line (id, product, options,
 * attributes, page, quantity) must be valid or the line is dropped; what only helps (the row's
 * anchor, the English beside an Arabic line, the note) is left off or emptied when it is not.
 */
function parseLine(value: unknown): BasketLine | undefined {
  const line = record(value);
  if (!line) return undefined;
  const { id, product, options, path, quantity } = line;
  if (!text(id, 2 * limits.text) || !text(product, limits.text) || product.trim() === '')
    return undefined;
  if (options !== undefined && !text(options, limits.text)) return undefined;
  if (!text(path, limits.text) || !sitePath(path)) return undefined;
  if (
    typeof quantity !== 'number' ||
    !Number.isInteger(quantity) ||
    quantity < 1 ||
    quantity > limits.quantity
  )
    return undefined;
  const attributes = parseAttributes(line.attributes);
  if (attributes === null) return undefined;
  const english = parseEnglish(line.english);
  return {
    id,
    product,
    ...(options !== undefined && { options }),
    ...(attributes && { attributes }),
    path,
    ...(isRowId(line.row) && { row: line.row }),
    ...(english && { english }),
    quantity,
    note: typeof line.note === 'string' ? line.note.slice(0, limits.note) : '',
  };
}

/** Reads stored lines: damaged ones dropped, a repeated id keeps its first line, at most the limit. */
export function parseLines(value: unknown): BasketLine[] {
  if (!Array.isArray(value)) return [];
  const lines = new Map<string, BasketLine>();
  for (const item of value) {
    if (lines.size >= limits.lines) break;
    const line = parseLine(item);
    if (line && !lines.has(line.id)) lines.set(line.id, line);
  }
  return [...lines.values()];
}

/** Reads a stored value: anything corrupt, foreign or from another version gives an empty list. */
export function parseBasket(raw: string | null): BasketLine[] {
  try {
    const data = record(JSON.parse(raw ?? 'null'));
    return data?.v === VERSION ? parseLines(data.lines) : [];
  } catch {
    return [];
  }
}

// Where localStorage is unavailable (blocked, private mode), the list lives as long as the tab.
let memory: string | null = null;
const listeners = new Set<() => void>();
let cache: { raw: string | null; lines: readonly BasketLine[] } = { raw: null, lines: [] };

function readRaw(): string | null {
  try {
    return localStorage.getItem(BASKET_KEY);
  } catch {
    return memory;
  }
}

export function readBasket(): readonly BasketLine[] {
  const raw = readRaw();
  if (raw !== cache.raw) cache = { raw, lines: parseBasket(raw) };
  return cache.lines;
}

const notify = () => listeners.forEach((listener) => listener());

function onStorage(event: StorageEvent) {
  if (event.key === BASKET_KEY || event.key === null) notify();
}

function subscribe(listener: () => void) {
  if (listeners.size === 0) window.addEventListener('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}

/** The list, or null while the page is prerendered or hydrating (so both renders agree). */
export function useBasket(): readonly BasketLine[] | null {
  return useSyncExternalStore(subscribe, readBasket, () => null);
}

const noLines: readonly BasketLine[] = [];
/** What hydration reads: the stored list in the browser (not shown yet), none on the server. */
const readForHydration = () => (typeof window === 'undefined' ? noLines : readBasket());

/**
 * The same, for the controls on every page (the header's count, the quote buttons): the list shows
 * with the page's switch to hydrated (useHydrated), a transition.
 *
 * useBasket switches in a synchronous render after hydration (React's SyncLane, as its snapshot on
 * the server differs): right for /quote, whose list and form must appear together, but on a product
 * page that render was a long task of its own on a phone. Here the store is read from the first
 * render on, so subscribing finds no change and forces nothing.
 */
export function useBasketDeferred(): readonly BasketLine[] | null {
  const hydrated = useHydrated();
  const lines = useSyncExternalStore(subscribe, readBasket, readForHydration);
  return hydrated ? lines : null;
}

export function saveBasket(lines: readonly BasketLine[]) {
  memory = lines.length > 0 ? JSON.stringify({ v: VERSION, lines }) : null;
  try {
    if (memory) localStorage.setItem(BASKET_KEY, memory);
    else localStorage.removeItem(BASKET_KEY);
  } catch {
    // Storage full or blocked: the in-memory copy still serves this tab.
  }
  notify();
}

/** The attributes as given, trimmed and cut to the limits; none gives undefined. */
function cleanAttributes(attributes: readonly LineAttribute[] = []): LineAttribute[] | undefined {
  const clean = attributes
    .map(({ name, value }) => ({
      name: name.trim().slice(0, limits.text),
      value: value.trim().slice(0, limits.text),
    }))
    .filter(({ value }) => value !== '')
    .slice(0, limits.attributes);
  return clean.length > 0 ? clean : undefined;
}

/**
 * Adds a line (quantity 1 unless given), or adds to its quantity if the same line is listed. Returns how many lines the list then
 * holds and the line's quantity, or null when nothing was added (a full list).
 */
export function addLine(
  line: NewLine,
  currentPath: string,
): { count: number; quantity: number } | null {
  const lines = readBasket();
  const product = line.product.trim().slice(0, limits.text);
  const path = (line.path ?? currentPath).slice(0, limits.text);
  if (!product || !sitePath(path)) return null;
  const options = line.options?.trim().slice(0, limits.text) || undefined;
  const attributes = cleanAttributes(line.attributes);
  const chosen = attributes?.map(({ name, value }) => `${name}=${value}`);
  const id = (
    line.id ?? [path, product, options, ...(chosen ?? [])].filter(Boolean).join('|')
  ).slice(0, 2 * limits.text);
  const adding = Number.isInteger(line.quantity) && (line.quantity ?? 0) >= 1 ? line.quantity! : 1;
  const existing = lines.find((item) => item.id === id);
  const quantity = Math.min((existing?.quantity ?? 0) + adding, limits.quantity);
  const row = isRowId(line.row) ? line.row : undefined;
  const englishProduct = line.english?.product.trim().slice(0, limits.text);
  const english: LineEnglish | undefined = englishProduct
    ? { product: englishProduct, attributes: cleanAttributes(line.english?.attributes) }
    : undefined;
  if (english && !english.attributes) delete english.attributes;
  const added: BasketLine = {
    id,
    product,
    options,
    attributes,
    path,
    row,
    english,
    quantity,
    note: '',
  };
  if (!attributes) delete added.attributes;
  if (!row) delete added.row;
  if (!english) delete added.english;
  const next = existing
    ? lines.map((item) => (item === existing ? { ...item, quantity } : item))
    : [...lines, added];
  if (next.length > limits.lines) return null;
  saveBasket(next);
  return { count: next.length, quantity };
}
