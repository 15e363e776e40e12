'use client';

import Link from 'next/link';
import clsx from 'clsx';
import { useLocale, useText } from '@/components/i18n/LocaleProvider';
import { Word } from '@/components/i18n/Word';
import { localePath } from '@/lib/i18n/locales';
import { fill } from '@/lib/i18n/text';
import { useBasketDeferred } from './store';
import { itemsText } from './words';
import styles from './QuoteListButton.module.css';

interface Props {
  /** 'icon' in the desktop header; 'wide' in the side menu. */
  variant?: 'icon' | 'wide';
  className?: string;
  onNavigate?: () => void;
}

/**
 * The header's way to the quote list, with its item count. Before hydration (and without
 * JavaScript) the list cannot be read, so it leads to the contact page's form instead.
 */
export function QuoteListButton({ variant = 'icon', className, onNavigate }: Props) {
  const lines = useBasketDeferred();
  const count = lines?.length;
  const locale = useLocale();
  const text = useText('quoteList');
  return (
    <Link
      prefetch={false}
      href={localePath(lines ? '/quote' : '/contact-us', locale)}
      className={clsx('tool-button', styles.link, styles[variant], className)}
      aria-label={
        count === undefined
          ? text.button
          : fill(text.buttonCount, { items: itemsText(locale, text, count) })
      }
      onClick={onNavigate}
    >
      <svg aria-hidden="true" width="22" height="22" viewBox="0 0 24 24">
        <path
          d="M9 4h6v3H9zM7 5H5v16h14V5h-2M8 11h8M8 15h8M8 19h5"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        />
      </svg>
      {variant === 'wide' && <Word of={text.button} />}
      <span className={styles.count} aria-hidden="true">
        {count || ''}
      </span>
    </Link>
  );
}
