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

function isAttribute(value: unknown): value is LineAttribute {
  const item = (value ?? {}) as Record<string, unknown>;
  return text(item.name, limits.text) && text(item.value, limits.text) && item.value.trim() !== '';
}

const isAttributes = (value: unknown) =>
  value === undefined ||
  (Array.isArray(value) && value.length <= limits.attributes && value.every(isAttribute));

/** A row's id: the anchor of a row on its page (lowercase words and dashes). */
const isRowId = (value: unknown) =>
  value === undefined ||
  (typeof value === 'string' && /^[a-z0-9][a-z0-9.-]*$/.test(value) && value.length <= limits.text);

function isEnglish(value: unknown): boolean {
  if (value === undefined) return true;
  const english = (value ?? {}) as Record<string, unknown>;
  return (
    text(english.product, limits.text) &&
    english.product.trim() !== '' &&
    isAttributes(english.attributes)
  );
}

function isLine(value: unknown): value is BasketLine {
  const line = (value ?? {}) as Record<string, unknown>;
  const { quantity } = line;
  return (
    text(line.id, 2 * limits.text) &&
    text(line.product, limits.text) &&
    line.product.trim() !== '' &&
    (line.options === undefined || text(line.options, limits.text)) &&
    isAttributes(line.attributes) &&
    text(line.path, limits.text) &&
    sitePath(line.path) &&
    isRowId(line.row) &&
    isEnglish(line.english) &&
    typeof quantity === 'number' &&
    Number.isInteger(quantity) &&
    quantity >= 1 &&
    quantity <= limits.quantity &&
    text(line.note, limits.note)
  );
}

/** Reads a stored value: anything corrupt, foreign or from another version gives an empty list. */
export function parseBasket(raw: string | null): BasketLine[] {
  try {
    const data = JSON.parse(raw ?? 'null') as { v?: unknown; lines?: unknown } | null;
    if (data?.v !== VERSION || !Array.isArray(data.lines)) return [];
    // A damaged line is dropped rather than the whole list; a repeated id keeps its first line.
    const lines = new Map<string, BasketLine>();
    for (const line of data.lines)
      if (isLine(line) && !lines.has(line.id)) lines.set(line.id, line);
    return [...lines.values()].slice(0, limits.lines);
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
  const row = line.row && isRowId(line.row) ? line.row : undefined;
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
