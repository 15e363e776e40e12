import {
  namesRow,
  prepareCatalogue,
  rankRows,
  rowExcerpt,
  understand,
  type Catalogue,
  type CatalogueIndex,
  type Part,
  type Scored,
} from '@/lib/search/catalogue';
import { correctQuery, splitUnits } from './spelling';

/** The parts of Pagefind's browser API (/pagefind/pagefind.js, written by `npm run build`) the site uses. */
interface PagefindResultData {
  url: string;
  /** Page text around the matches, HTML-escaped, with the matched words in <mark>. */
  excerpt: string;
  meta: { title?: string; kind?: string; row?: string; key?: string };
}

type Filters = Record<string, string | { any: string[] }>;

interface PagefindResponse {
  results: { score: number; data(): Promise<PagefindResultData> }[];
}

interface PagefindInstance {
  options(options: { excerptLength?: number }): Promise<void>;
  init(): Promise<void>;
  destroy(): Promise<void>;
  search(query: string, options?: { filters?: Filters }): Promise<PagefindResponse>;
  debouncedSearch(
    query: string,
    options?: { filters?: Filters },
    debounceMs?: number,
  ): Promise<PagefindResponse | null>;
}

interface Pagefind extends PagefindInstance {
  createInstance(options?: object): PagefindInstance;
}

export type Language = 'en' | 'ar';

export interface SearchResult {
  url: string;
  title: string;
  kind: string;
  excerpt: string;
  /** A selection-table row: its label ('Cable lug 95 mm², M12 stud'); the URL leads to the row. */
  row?: string;
  /** A row's key, its first cell as in its id: '95' for #cable-lugs-95. */
  key?: string;
}

export interface SearchAnswer {
  results: SearchResult[];
  /** The query with its typos corrected, searched instead of the one typed ('glnd' → 'gland'). */
  corrected?: string;
  /** The other language's results for a query written in its script, with that language. */
  other?: { language: Language; results: SearchResult[] };
}

const bundle = '/pagefind/pagefind.js';
let loading: Promise<Pagefind> | undefined;
const instances = new Map<Language, Promise<PagefindInstance>>();

const pageLanguage = (): Language => (document.documentElement.lang === 'ar' ? 'ar' : 'en');

/**
 * Loads Pagefind once, on first use; a failed load is retried on the next call. Pagefind reads the
 * page's <html lang> when it starts and searches that language's index only (scripts/search-index.mjs
 * writes one per language), so an Arabic page finds Arabic pages at /ar/ URLs. The two languages have
 * separate root layouts, so going to the other language is a full page load with a fresh Pagefind.
 */
function loadPagefind(): Promise<Pagefind> {
  loading ??= (import(/* webpackIgnore: true */ bundle) as Promise<Pagefind>).then(
    async (pagefind) => {
      await start(pagefind);
      return pagefind;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

async function start(pagefind: PagefindInstance) {
  await pagefind.options({ excerptLength: 18 });
  await pagefind.init();
}

/**
 * A second Pagefind for the other language's index, in the same Worker. Pagefind picks an
 * instance's language from <html lang> as it is created (there is no option for it), so the
 * attribute names that language for that one synchronous call and is put back before anything
 * renders.
 */
function instanceFor(language: Language): Promise<PagefindInstance> {
  if (language === pageLanguage()) return loadPagefind();
  let instance = instances.get(language);
  if (!instance) {
    instance = loadPagefind().then(async (pagefind) => {
      const root = document.documentElement;
      const lang = root.lang;
      root.lang = language;
      let other: PagefindInstance;
      try {
        other = pagefind.createInstance();
      } finally {
        root.lang = lang;
      }
      await start(other);
      return other;
    });
    instance.catch(() => instances.delete(language));
    instances.set(language, instance);
  }
  return instance;
}

/**
 * Searches, starting Pagefind again once if it fails. Pagefind gives its Worker 5 s to start; on a
 * slow phone or network it then falls back to the page's own thread, where the site's policy allows
 * no WebAssembly (only the Worker under /pagefind/ may compile it), and every search fails. By then
 * the Worker has its files: a fresh start hands the search back to it.
 */
async function searchOnce<T>(pagefind: PagefindInstance, run: () => Promise<T>) {
  try {
    return await run();
  } catch {
    await pagefind.destroy();
    await start(pagefind);
    return run();
  }
}

/** Pages are filed under a kind; table rows under record:row (scripts/search-records.mjs). */
const PAGES: Filters = { kind: { any: ['product', 'service', 'industry', 'article', 'page'] } };
const ROWS: Filters = { record: 'row' };

/**
 * A product page answers a product's name or code before an industry page or an article that
 * mentions it in passing: Pagefind's score is multiplied by the page's kind before sorting.
 */
const KIND_WEIGHT: Record<string, number> = { product: 2, service: 1.2, page: 1 };
const kindWeight = (kind: string | undefined) => KIND_WEIGHT[kind ?? 'page'] ?? 0.6;

/** Rows shown for a query: a size or code in it ('lug 95', 'M25') puts them first. */
const ROWS_FIRST = 3;
const ROWS_AFTER = 2;
/** Rows read to find the one a query names exactly. */
const ROWS_READ = 10;

/**
 * Whether a word of the query is the row's key (its first cell): 'lug 95' names the 95 mm² row
 * (#cable-lugs-95) before the 25–95 mm² band, which Pagefind scores the same.
 */
const namesRowKey = (result: SearchResult, query: string) =>
  result.key !== undefined && query.toLowerCase().split(/\s+/).includes(result.key);

const toResult = ({ url, excerpt, meta }: PagefindResultData): SearchResult => ({
  url,
  excerpt,
  title: meta.title ?? url,
  kind: meta.kind ?? 'page',
  row: meta.row,
  key: meta.key,
});

interface ScoredPage {
  score: number;
  data: PagefindResultData;
}

const read = (response: PagefindResponse, count: number): Promise<ScoredPage[]> =>
  Promise.all(
    response.results
      .slice(0, count)
      .map(async (result) => ({ score: result.score, data: await result.data() })),
  );

const rowResult = ({ row }: Scored, parts: readonly Part[]): SearchResult => ({
  url: `${row.table.path}#${row.row.id}`,
  title: row.table.page,
  kind: 'product',
  excerpt: rowExcerpt(row, parts),
  row: row.row.label,
  key: row.row.id.slice(row.table.id.length + 1),
});

/** The rows of the catalogue index for a query, and whether they come before the pages. */
interface CatalogueRows {
  results: SearchResult[];
  first: boolean;
  /** Every row's address: Pagefind's results that are not one of them are other places (the selector). */
  urls: ReadonlySet<string>;
}

async function ranked(
  pages: ScoredPage[],
  rows: PagefindResponse,
  query: string,
  limit: number,
  catalogueRows?: CatalogueRows,
): Promise<SearchResult[]> {
  const sortedPages = pages
    .sort((a, b) => b.score * kindWeight(b.data.meta.kind) - a.score * kindWeight(a.data.meta.kind))
    .map(({ data }) => toResult(data));
  const rowsFirst = catalogueRows?.first ?? /\d/.test(query);
  const rowCount = rowsFirst ? ROWS_FIRST : ROWS_AFTER;
  let pagefindRows = (
    await Promise.all(rows.results.slice(0, ROWS_READ).map((result) => result.data()))
  ).map(toResult);
  // With the catalogue index, Pagefind's rows give only the places that are not table rows (the
  // gland selector); the index ranks the rows in the buyer's words.
  if (catalogueRows)
    pagefindRows = pagefindRows.filter((result) => !catalogueRows.urls.has(result.url));
  const rowResults = catalogueRows
    ? [...pagefindRows, ...catalogueRows.results].slice(0, rowCount)
    : pagefindRows
        .sort((a, b) => Number(namesRowKey(b, query)) - Number(namesRowKey(a, query)))
        .slice(0, rowCount);
  const list = rowsFirst ? [...rowResults, ...sortedPages] : [...sortedPages, ...rowResults];
  return list.slice(0, limit);
}

async function searchIn(
  pagefind: PagefindInstance,
  query: string,
  limit: number,
  debounce: boolean,
  catalogueRows?: CatalogueRows,
) {
  const response = await searchOnce(pagefind, () =>
    debounce
      ? pagefind.debouncedSearch(query, { filters: PAGES }, 150)
      : pagefind.search(query, { filters: PAGES }),
  );
  if (!response) return null;
  const rows = await pagefind.search(query, { filters: ROWS });
  const pages = await read(response, limit + 4);
  return {
    found: pages.length + rows.results.length + (catalogueRows?.results.length ?? 0) > 0,
    results: () => ranked(pages, rows, query, limit, catalogueRows),
  };
}

/** Fetched once per language, on the first search; a failed fetch is tried again next time. */
function once<T>(cache: Map<Language, Promise<T>>, language: Language, load: () => Promise<T>) {
  let value = cache.get(language);
  if (!value) {
    value = load();
    value.catch(() => cache.delete(language));
    cache.set(language, value);
  }
  return value;
}

const vocabularies = new Map<Language, Promise<string[]>>();

/** The words of a language's pages, most frequent first (written by the build next to the index). */
const vocabularyOf = (language: Language) =>
  once(vocabularies, language, () =>
    fetch(`/pagefind/vocabulary-${language}.json`).then((response) =>
      response.ok ? (response.json() as Promise<string[]>) : [],
    ),
  );

const catalogues = new Map<Language, Promise<Catalogue>>();

/**
 * The catalogue index of a language (/pagefind/catalogue-<lang>.json, scripts/catalogue-index.ts):
 * the tables' rows and the buyers' words, fetched when the search or the pasted list is first used.
 */
const catalogueOf = (language: Language = pageLanguage()) =>
  once(catalogues, language, async () => {
    const response = await fetch(`/pagefind/catalogue-${language}.json`);
    if (!response.ok) throw new Error(`catalogue index: ${response.status}`);
    return prepareCatalogue((await response.json()) as CatalogueIndex);
  });

/** What the search needs before the first query: Pagefind, the catalogue index, the pages' words. */
export function preloadSearch() {
  const language = pageLanguage();
  return Promise.all([
    loadPagefind(),
    catalogueOf(language).catch(() => null),
    vocabularyOf(language),
  ]);
}

/** The language whose script a query is written in, when it is not the page's: Arabic letters, or Latin words. */
export function otherLanguageOf(query: string, page: Language): Language | undefined {
  if (page === 'en' && /[\u0600-\u06ff]/.test(query)) return 'ar';
  if (page === 'ar' && /[A-Za-z]{3,}/.test(query) && !/[\u0600-\u06ff]/.test(query)) return 'en';
  return undefined;
}

/**
 * The best `limit` results for a query, or null when a newer query has superseded this one. The
 * query is read in the buyer's words first (lib/search/catalogue.ts: typos corrected, synonyms and
 * units read as the pages write them): the catalogue index ranks the table rows, Pagefind the pages
 * for the query in the pages' words. Without the index, a query that finds nothing is searched again
 * with its misspelt words corrected. A query in the other language's script also searches that
 * language's index.
 */
export async function searchSite(typed: string, limit: number): Promise<SearchAnswer | null> {
  let query = splitUnits(typed);
  const language = pageLanguage();
  const [pagefind, catalogue, words] = await preloadSearch();
  let corrected: string | undefined;
  let catalogueRows: CatalogueRows | undefined;
  if (catalogue) {
    const understood = understand(typed, catalogue, words);
    if (understood.parts.length > 0) query = understood.pagesQuery;
    corrected = understood.corrected;
    const best = rankRows(catalogue, understood.parts, ROWS_FIRST);
    catalogueRows = {
      results: best.map((scored) => rowResult(scored, understood.parts)),
      first: namesRow(catalogue, understood.parts, best[0]),
      urls: new Set(catalogue.rows.map(({ table, row }) => `${table.path}#${row.id}`)),
    };
  }
  let search = await searchIn(pagefind, query, limit, true, catalogueRows);
  if (!search) return null;
  if (!search.found && !catalogue) {
    const correction = correctQuery(query, words);
    if (correction) {
      const retry = await searchIn(pagefind, correction, limit, false);
      if (retry?.found) {
        search = retry;
        corrected = correction;
      }
    }
  }
  const answer: SearchAnswer = { results: await search.results(), corrected };
  const otherLanguage = otherLanguageOf(typed, language);
  if (otherLanguage) {
    const other = await searchIn(await instanceFor(otherLanguage), splitUnits(typed), limit, false);
    const results = other ? await other.results() : [];
    if (results.length > 0) answer.other = { language: otherLanguage, results };
  }
  return answer;
}
