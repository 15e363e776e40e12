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
  /** The query searched instead when the one typed found nothing ('glnd' → 'gland'). */
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
export function loadPagefind(): Promise<Pagefind> {
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
const namesRow = (result: SearchResult, query: string) =>
  result.key !== undefined && query.toLowerCase().split(/\s+/).includes(result.key);

const toResult = ({ url, excerpt, meta }: PagefindResultData): SearchResult => ({
  url,
  excerpt,
  title: meta.title ?? url,
  kind: meta.kind ?? 'page',
  row: meta.row,
  key: meta.key,
});

interface Scored {
  score: number;
  data: PagefindResultData;
}

const read = (response: PagefindResponse, count: number): Promise<Scored[]> =>
  Promise.all(
    response.results
      .slice(0, count)
      .map(async (result) => ({ score: result.score, data: await result.data() })),
  );

async function ranked(
  pages: Scored[],
  rows: PagefindResponse,
  query: string,
  limit: number,
): Promise<SearchResult[]> {
  const sortedPages = pages
    .sort((a, b) => b.score * kindWeight(b.data.meta.kind) - a.score * kindWeight(a.data.meta.kind))
    .map(({ data }) => toResult(data));
  const rowsFirst = /\d/.test(query);
  const rowCount = rowsFirst ? ROWS_FIRST : ROWS_AFTER;
  const rowResults = (
    await Promise.all(rows.results.slice(0, ROWS_READ).map((result) => result.data()))
  )
    .map(toResult)
    .sort((a, b) => Number(namesRow(b, query)) - Number(namesRow(a, query)))
    .slice(0, rowCount);
  const list = rowsFirst ? [...rowResults, ...sortedPages] : [...sortedPages, ...rowResults];
  return list.slice(0, limit);
}

async function searchIn(
  pagefind: PagefindInstance,
  query: string,
  limit: number,
  debounce: boolean,
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
    found: pages.length + rows.results.length > 0,
    results: () => ranked(pages, rows, query, limit),
  };
}

const vocabularies = new Map<Language, Promise<string[]>>();

/** The words of a language's pages, most frequent first (written by the build next to the index). */
function vocabularyOf(language: Language) {
  let words = vocabularies.get(language);
  if (!words) {
    words = fetch(`/pagefind/vocabulary-${language}.json`).then((response) =>
      response.ok ? (response.json() as Promise<string[]>) : [],
    );
    words.catch(() => vocabularies.delete(language));
    vocabularies.set(language, words);
  }
  return words;
}

/** The language whose script a query is written in, when it is not the page's: Arabic letters, or Latin words. */
export function otherLanguageOf(query: string, page: Language): Language | undefined {
  if (page === 'en' && /[\u0600-\u06ff]/.test(query)) return 'ar';
  if (page === 'ar' && /[A-Za-z]{3,}/.test(query) && !/[\u0600-\u06ff]/.test(query)) return 'en';
  return undefined;
}

/**
 * The best `limit` results for a query, or null when a newer query has superseded this one. A query
 * that finds nothing is searched again with its misspelt words corrected; a query in the other
 * language's script also searches that language's index.
 */
export async function searchSite(typed: string, limit: number): Promise<SearchAnswer | null> {
  const query = splitUnits(typed);
  const language = pageLanguage();
  const pagefind = await loadPagefind();
  let search = await searchIn(pagefind, query, limit, true);
  if (!search) return null;
  let corrected: string | undefined;
  if (!search.found) {
    const correction = correctQuery(query, await vocabularyOf(language));
    if (correction) {
      const retry = await searchIn(pagefind, correction, limit, false);
      if (retry?.found) {
        search = retry;
        corrected = correction;
      }
    }
  }
  const answer: SearchAnswer = { results: await search.results(), corrected };
  const otherLanguage = otherLanguageOf(query, language);
  if (otherLanguage) {
    const other = await searchIn(await instanceFor(otherLanguage), query, limit, false);
    const results = other ? await other.results() : [];
    if (results.length > 0) answer.other = { language: otherLanguage, results };
  }
  return answer;
}
