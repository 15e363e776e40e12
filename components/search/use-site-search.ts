import { useEffect, useRef, useState } from 'react';
import type { Locale } from '@/lib/i18n/locales';
import type { FormsText } from '@/lib/i18n/forms';
import { fill, plural } from '@/lib/i18n/text';
import { loadPagefind, searchSite, type SearchResult } from './pagefind';

type SearchState =
  | { status: 'idle' }
  | { status: 'done'; query: string; results: SearchResult[] }
  | { status: 'error' };

/** Searches as the visitor types; only the latest query's answer is kept. Pagefind loads on mount. */
export function useSiteSearch(limit: number) {
  const latest = useRef('');
  const [state, setState] = useState<SearchState>({ status: 'idle' });

  useEffect(() => {
    loadPagefind().catch(() => setState({ status: 'error' }));
  }, []);

  const search = async (value: string) => {
    latest.current = value;
    const query = value.trim();
    if (!query) return setState({ status: 'idle' });
    try {
      const results = await searchSite(query, limit);
      if (results !== null && latest.current === value)
        setState({ status: 'done', query, results });
    } catch {
      if (latest.current === value) setState({ status: 'error' });
    }
  };

  return { state, search };
}

/** What the live region says about the current state, in the page's language. */
export function statusText(state: SearchState, locale: Locale, text: FormsText['search']) {
  if (state.status === 'error') return text.error;
  if (state.status === 'idle') return '';
  const count = state.results.length;
  if (count === 0) return fill(text.none, { query: state.query });
  return fill(plural(locale, count, text.count), { query: state.query });
}
