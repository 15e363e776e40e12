import { useEffect, useRef, useState } from 'react';
import type { Locale } from '@/lib/i18n/locales';
import type { ClientText } from '@/lib/content/client-text';
import { fill, plural } from '@/lib/i18n/text';
import { preloadSearch, searchSite, type SearchAnswer } from './pagefind';

type SearchState =
  { status: 'idle' } | ({ status: 'done'; query: string } & SearchAnswer) | { status: 'error' };

/** Searches as the visitor types; only the latest query's answer is kept. Pagefind loads on mount. */
export function useSiteSearch(limit: number) {
  const latest = useRef('');
  const [state, setState] = useState<SearchState>({ status: 'idle' });

  useEffect(() => {
    preloadSearch().catch(() => setState({ status: 'error' }));
  }, []);

  const search = async (value: string) => {
    latest.current = value;
    const query = value.trim();
    if (!query) return setState({ status: 'idle' });
    try {
      const answer = await searchSite(query, limit);
      if (answer !== null && latest.current === value)
        setState({ status: 'done', query, ...answer });
    } catch {
      if (latest.current === value) setState({ status: 'error' });
    }
  };

  return { state, search };
}

type Words = ClientText['search'];

/**
 * The word (content/interface.yml) behind the live region's text, its slots unfilled: what is marked
 * English while untranslated. A counted text falls back whole, so its `other` form stands for it.
 */
export function statusWord(state: SearchState, text: Words): string {
  if (state.status === 'error') return text.error;
  if (state.status === 'idle') return '';
  if (state.results.length + (state.other?.results.length ?? 0) === 0) return text.none;
  return state.corrected ? text.corrected : text.count.other;
}

/** What the live region says about the current state, in the page's language. */
export function statusText(state: SearchState, locale: Locale, text: Words) {
  if (state.status === 'error') return text.error;
  if (state.status === 'idle') return '';
  const count = state.results.length + (state.other?.results.length ?? 0);
  if (count === 0) return fill(text.none, { query: state.query });
  if (state.corrected)
    return fill(text.corrected, { query: state.query, corrected: state.corrected });
  return fill(plural(locale, count, text.count), { query: state.query });
}
