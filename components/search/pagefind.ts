/** The parts of Pagefind's browser API (/pagefind/pagefind.js, written by `npm run build`) the site uses. */
interface PagefindResultData {
  url: string;
  /** Page text around the matches, HTML-escaped, with the matched words in <mark>. */
  excerpt: string;
  meta: { title?: string; kind?: string };
}

interface Pagefind {
  options(options: { excerptLength?: number }): Promise<void>;
  init(): Promise<void>;
  destroy(): Promise<void>;
  debouncedSearch(
    query: string,
    options?: object,
    debounceMs?: number,
  ): Promise<{ results: { data(): Promise<PagefindResultData> }[] } | null>;
}

export interface SearchResult {
  url: string;
  title: string;
  kind: string;
  excerpt: string;
}

const bundle = '/pagefind/pagefind.js';
let loading: Promise<Pagefind> | undefined;

/**
 * Loads Pagefind once, on first use; a failed load is retried on the next call. Pagefind reads the
 * page's <html lang> when it starts and searches that language's index only (scripts/search-index.mjs
 * writes one per language), so an Arabic page finds Arabic pages at /ar/ URLs. The two languages have
 * separate root layouts, so going to the other language is a full page load with a fresh Pagefind.
 */
export function loadPagefind(): Promise<Pagefind> {
  loading ??= (import(/* webpackIgnore: true */ bundle) as Promise<Pagefind>).then(
    start,
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

async function start(pagefind: Pagefind) {
  await pagefind.options({ excerptLength: 18 });
  await pagefind.init();
  return pagefind;
}

/**
 * Searches, starting Pagefind again once if it fails. Pagefind gives its Worker 5 s to start; on a
 * slow phone or network it then falls back to the page's own thread, where the site's policy allows
 * no WebAssembly (only the Worker under /pagefind/ may compile it), and every search fails. By then
 * the Worker has its files: a fresh start hands the search back to it.
 */
async function searchOnce(pagefind: Pagefind, query: string) {
  try {
    return await pagefind.debouncedSearch(query, {}, 150);
  } catch {
    await pagefind.destroy();
    await start(pagefind);
    return pagefind.debouncedSearch(query, {}, 150);
  }
}

/** The best `limit` pages for a query, or null when a newer query has superseded this one. */
export async function searchSite(query: string, limit: number): Promise<SearchResult[] | null> {
  const pagefind = await loadPagefind();
  const search = await searchOnce(pagefind, query);
  if (!search) return null;
  const pages = await Promise.all(search.results.slice(0, limit).map((result) => result.data()));
  return pages.map(({ url, excerpt, meta }) => ({
    url,
    excerpt,
    title: meta.title ?? url,
    kind: meta.kind ?? 'page',
  }));
}
