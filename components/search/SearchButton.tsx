'use client';

import clsx from 'clsx';
import { useLocale, useText } from '@/components/i18n/LocaleProvider';
import { Word } from '@/components/i18n/Word';
import { localePath } from '@/lib/i18n/locales';
import { openSearch } from './open-search';
import styles from './SearchButton.module.css';

interface Props {
  /** `header`: an icon button in the desktop header; `menu`: a full-width row in the side menu. */
  variant: 'header' | 'menu';
  onOpen?: () => void;
}

/**
 * Opens the site search. It is a link to /product underneath, so without JavaScript (or before
 * hydration) it still leads to the catalogue.
 */
export function SearchButton({ variant, onOpen }: Props) {
  const locale = useLocale();
  const { button } = useText('searchFrame');
  return (
    <a
      href={localePath('/product', locale)}
      className={clsx('tool-button', styles.search, styles[variant])}
      aria-haspopup="dialog"
      aria-keyshortcuts="/ Control+K Meta+K"
      onClick={(event) => {
        event.preventDefault();
        onOpen?.();
        openSearch();
      }}
    >
      <svg aria-hidden="true" width="20" height="20" viewBox="0 0 20 20">
        <circle cx="8.5" cy="8.5" r="5.5" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="M12.6 12.6L17 17" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <span className={variant === 'header' ? 'visually-hidden' : undefined}>
        <Word of={button} />
      </span>
    </a>
  );
}
