'use client';

import Link from 'next/link';
import { usePathname, useRouter } from 'next/navigation';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useLocale, useText } from '@/components/i18n/LocaleProvider';
import { Word } from '@/components/i18n/Word';
import { fillNodes } from '@/components/ui/fill-nodes';
import { localePath } from '@/lib/i18n/locales';
import type { Language, SearchResult } from './pagefind';
import { loadsPage, SearchOption } from './SearchOption';
import { statusText, statusWord, useSiteSearch } from './use-site-search';
import styles from './SearchPanel.module.css';

const LIMIT = 8;

/** A WAI-ARIA combobox whose listbox shows the best pages as the visitor types. */
export default function SearchPanel({ onDone }: { onDone: () => void }) {
  const id = useId();
  const locale = useLocale();
  const text = useText('search');
  const router = useRouter();
  const pathname = usePathname();
  const shownOn = useRef(pathname);
  const listRef = useRef<HTMLDivElement>(null);
  const [query, setQuery] = useState('');
  const { state, search } = useSiteSearch(LIMIT);
  const [active, setActive] = useState(0);
  const own = state.status === 'done' ? state.results : [];
  const other = state.status === 'done' ? state.other : undefined;
  // One list for the keyboard: this language's results, then the other language's.
  const results: { result: SearchResult; language?: Language }[] = [
    ...own.map((result) => ({ result })),
    ...(other?.results.map((result) => ({ result, language: other.language })) ?? []),
  ];
  const optionId = (index: number) => `${id}-option-${index}`;

  // Any navigation (a result, the back button) closes the dialog.
  useEffect(() => {
    if (pathname === shownOn.current) return;
    shownOn.current = pathname;
    onDone();
  }, [pathname, onDone]);

  // New results start from the best one.
  const [shown, setShown] = useState(state);
  if (shown !== state) {
    setShown(state);
    setActive(0);
  }

  useEffect(() => {
    listRef.current
      ?.querySelectorAll('[role="option"]')
      [active]?.scrollIntoView({ block: 'nearest' });
  }, [active, state]);

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
      if (loadsPage(chosen.result, chosen.language)) window.location.assign(chosen.result.url);
      else router.push(chosen.result.url);
    } else if (event.key === 'Escape') {
      // A search field would only clear itself on Escape; here Escape always closes the dialog.
      event.preventDefault();
      onDone();
    }
  };

  return (
    <div className={styles.panel}>
      <label htmlFor={`${id}-input`} className="visually-hidden">
        <Word of={text.label} />
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
        placeholder={text.placeholder}
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
      <p role="status" className={`note ${styles.status}`}>
        <Word of={statusWord(state, text)}>{statusText(state, locale, text)}</Word>
      </p>
      {results.length > 0 && (
        <div
          id={`${id}-results`}
          ref={listRef}
          role="listbox"
          aria-label={text.results}
          className={styles.results}
        >
          {own.map((result, index) => (
            <SearchOption
              key={result.url}
              id={optionId(index)}
              result={result}
              selected={index === active}
              onChoose={onDone}
              onHover={() => setActive(index)}
            />
          ))}
          {other && (
            <div role="group" aria-labelledby={`${id}-other`} className={styles.group}>
              <span id={`${id}-other`} className={styles.groupLabel}>
                <Word of={text.otherLanguage}>
                  {fillNodes(text.otherLanguage, {
                    language: <bdi lang={other.language}>{text.language[other.language]}</bdi>,
                  })}
                </Word>
              </span>
              {other.results.map((result, index) => (
                <SearchOption
                  key={result.url}
                  id={optionId(own.length + index)}
                  result={result}
                  language={other.language}
                  selected={own.length + index === active}
                  onChoose={onDone}
                  onHover={() => setActive(own.length + index)}
                />
              ))}
            </div>
          )}
        </div>
      )}
      {(state.status === 'error' || (state.status === 'done' && own.length === 0)) && (
        <p className={styles.hint}>
          <Word of={text.hint}>
            {fillNodes(text.hint, {
              link: (
                <Link href={localePath('/product', locale)} prefetch={false} onClick={onDone}>
                  <Word of={text.hintLink} />
                </Link>
              ),
            })}
          </Word>
        </p>
      )}
    </div>
  );
}
