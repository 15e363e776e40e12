'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useState, type ReactNode } from 'react';
import clsx from 'clsx';
import { buttonClass } from '@/components/ui/ButtonLink';
import { useLocale, useText } from '@/components/i18n/LocaleProvider';
import { Word } from '@/components/i18n/Word';
import { localePath, splitLocale } from '@/lib/i18n/locales';
import { fill } from '@/lib/i18n/text';
import { addLine, limits, useBasketDeferred, type NewLine } from './store';
import { itemsInList } from './words';
import styles from './AddToQuoteButton.module.css';

interface Props {
  /** What to list: a product name (a table row's label is enough), options text, the page's path. */
  line: NewLine;
  className?: string;
}

/**
 * Adds a line to the quote list and says so in a live region; it never navigates. The button
 * exists only once hydrated (no dead control without JavaScript); before that its space is held.
 */
export function AddToQuoteButton({ line, className }: Props) {
  const lines = useBasketDeferred();
  const pathname = usePathname();
  const [message, setMessage] = useState<ReactNode>('');
  const locale = useLocale();
  const text = useText('quoteList');

  const add = () => {
    // A line added on an Arabic page links back to the Arabic page, whichever path the caller named.
    const path = line.path && localePath(splitLocale(line.path).path, locale);
    const added = addLine({ ...line, path }, pathname);
    if (!added) {
      setMessage(<Word of={text.full}>{fill(text.full, { lines: limits.lines })}</Word>);
      return;
    }
    const { product } = line;
    const what =
      added.quantity > 1 ? fill(text.another, { product, quantity: added.quantity }) : product;
    setMessage(
      <Word of={text.added}>
        {fill(text.added, { what, items: itemsInList(locale, text, added.count) })}
      </Word>,
    );
  };

  const label = (
    <>
      <svg aria-hidden="true" width="16" height="16" viewBox="0 0 16 16">
        <path d="M8 2v12M2 8h12" stroke="currentColor" strokeWidth="2" />
      </svg>
      <Word of={text.add} />
    </>
  );

  return (
    <>
      <span className={clsx(styles.slot, className)}>
        {lines ? (
          <button type="button" className={buttonClass('outline', styles.button)} onClick={add}>
            {label}
          </button>
        ) : (
          // Before hydration an invisible twin holds the button's exact size: no control, no shift.
          <span
            className={buttonClass('outline', clsx(styles.button, styles.placeholder))}
            aria-hidden="true"
            data-pagefind-ignore="all"
          >
            {label}
          </span>
        )}
      </span>
      {/* A line of its own under the page's buttons: a confirmation, then the way to the list. */}
      <span className={styles.confirmation}>
        <span role="status">{message}</span>
        {message && (
          <Link prefetch={false} href={localePath('/quote', locale)}>
            <Word of={text.view} />
          </Link>
        )}
      </span>
    </>
  );
}
