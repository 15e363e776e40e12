'use client';

import Link from 'next/link';
import { usePathname, useRouter } from 'next/navigation';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { loadPagefind, searchSite, type SearchResult } from './pagefind';
import styles from './SearchPanel.module.css';

const LIMIT = 8;
const kindLabels: Record<string, string> = {
  product: 'Product',
  service: 'Service',
  industry: 'Industry',
  article: 'Article',
  page: 'Page',
};

type State =
  | { status: 'idle' }
  | { status: 'done'; query: string; results: SearchResult[] }
  | { status: 'error' };

/** Pagefind's excerpt is escaped text with the matches in <mark>: rebuild it without innerHTML. */
function Excerpt({ html }: { html: string }) {
  const nodes = new DOMParser().parseFromString(html, 'text/html').body.childNodes;
  return (
    <span className={styles.excerpt}>
      {Array.from(nodes, (node, index) =>
        node.nodeName === 'MARK' ? <mark key={index}>{node.textContent}</mark> : node.textContent,
      )}
    </span>
  );
}

/** A WAI-ARIA combobox whose listbox shows the best pages as the visitor types. */
export default function SearchPanel({ onDone }: { onDone: () => void }) {
  const id = useId();
  const router = useRouter();
  const pathname = usePathname();
  const shownOn = useRef(pathname);
  const latest = useRef('');
  const listRef = useRef<HTMLDivElement>(null);
  const [query, setQuery] = useState('');
  const [state, setState] = useState<State>({ status: 'idle' });
  const [active, setActive] = useState(0);
  const results = state.status === 'done' ? state.results : [];
  const optionId = (index: number) => `${id}-option-${index}`;

  useEffect(() => {
    loadPagefind().catch(() => setState({ status: 'error' }));
  }, []);

  // Any navigation (a result, the back button) closes the dialog.
  useEffect(() => {
    if (pathname === shownOn.current) return;
    shownOn.current = pathname;
    onDone();
  }, [pathname, onDone]);

  useEffect(() => {
    listRef.current?.children[active]?.scrollIntoView({ block: 'nearest' });
  }, [active, state]);

  const search = async (value: string) => {
    latest.current = value;
    if (!value.trim()) return setState({ status: 'idle' });
    try {
      const found = await searchSite(value.trim(), LIMIT);
      if (found === null || latest.current !== value) return;
      setState({ status: 'done', query: value.trim(), results: found });
      setActive(0);
    } catch {
      if (latest.current === value) setState({ status: 'error' });
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = results.length;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (count)
        setActive((index) => (index + (event.key === 'ArrowDown' ? 1 : count - 1)) % count);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const chosen = results[active];
      if (!chosen) return;
      onDone();
      router.push(chosen.url);
    } else if (event.key === 'Escape') {
      // A search field would only clear itself on Escape; here Escape always closes the dialog.
      event.preventDefault();
      onDone();
    }
  };

  const status =
    state.status === 'error'
      ? 'Search could not load. Please try again, or browse the products.'
      : state.status === 'done'
        ? results.length
          ? `${results.length} ${results.length === 1 ? 'result' : 'results'} for “${state.query}”`
          : `No results for “${state.query}”.`
        : '';

  return (
    <div className={styles.panel}>
      <label htmlFor={`${id}-input`} className="visually-hidden">
        Search products, services, industries and articles
      </label>
      <input
        id={`${id}-input`}
        className={styles.input}
        type="search"
        role="combobox"
        aria-expanded={results.length > 0}
        aria-controls={results.length ? `${id}-results` : undefined}
        aria-autocomplete="list"
        aria-activedescendant={results[active] ? optionId(active) : undefined}
        placeholder="Search products, sizes, services…"
        autoComplete="off"
        spellCheck={false}
        enterKeyHint="go"
        // eslint-disable-next-line jsx-a11y/no-autofocus -- the dialog opens for this field
        autoFocus
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          void search(event.target.value);
        }}
        onKeyDown={onKeyDown}
      />
      <p role="status" className={styles.status}>
        {status}
      </p>
      {results.length > 0 && (
        <div
          id={`${id}-results`}
          ref={listRef}
          role="listbox"
          aria-label="Search results"
          className={styles.results}
        >
          {results.map((result, index) => (
            <Link
              key={result.url}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              href={result.url}
              prefetch={false}
              tabIndex={-1}
              className={styles.result}
              onClick={onDone}
              onMouseMove={() => setActive(index)}
            >
              <span className={styles.title}>{result.title}</span>
              <span className={styles.kind}>{kindLabels[result.kind] ?? 'Page'}</span>
              <Excerpt html={result.excerpt} />
            </Link>
          ))}
        </div>
      )}
      {(state.status === 'error' || (state.status === 'done' && results.length === 0)) && (
        <p className={styles.hint}>
          Try a product name, a size such as M20 or a service, or{' '}
          <Link href="/product" prefetch={false} onClick={onDone}>
            browse all products
          </Link>
          .
        </p>
      )}
    </div>
  );
}
