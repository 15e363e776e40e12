'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef, type ReactNode } from 'react';
import { LinkList, type SiteLink } from './LinkList';
import { QuoteButton } from '@/components/quote/QuoteButton';
import { SearchButton } from '@/components/search/SearchButton';
import { QuoteListButton } from '@/components/basket/QuoteListButton';
import { CloseButton } from '@/components/ui/CloseButton';
import { IconButton } from '@/components/ui/IconButton';
import { Word } from '@/components/i18n/Word';
import styles from './SideMenu.module.css';

interface Props {
  links: SiteLink[];
  /** The products menu's categories, listed under the site's links. */
  products: SiteLink[];
  /** The link to this page in the other language. */
  languageSwitch: ReactNode;
  /** Names of the controls, in the page's language. */
  labels: { open: string; close: string; menu: string; nav: string; products: string };
}

/** The slide-in menu below the lg breakpoint: a modal <dialog>, so focus, Escape and inertness come native. */
export function SideMenu({ links, products, languageSwitch, labels }: Props) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const pathname = usePathname();
  const shownOn = useRef(pathname);

  // A navigation closes the menu; not the first render, which would close a menu opened by a tap
  // that came between the hydrating commit (the button works from then) and this effect.
  useEffect(() => {
    if (pathname === shownOn.current) return;
    shownOn.current = pathname;
    dialogRef.current?.close();
  }, [pathname]);

  const close = () => dialogRef.current?.close();
  // Both lists mark the current page and close the menu when a link is followed.
  const linkList = (items: SiteLink[], linkClassName: string | undefined) => (
    <LinkList
      className={styles.list}
      links={items}
      linkClassName={linkClassName}
      current={pathname}
      onNavigate={close}
    />
  );

  return (
    <>
      <IconButton
        className={styles.open}
        aria-haspopup="dialog"
        aria-label={labels.open}
        onClick={() => dialogRef.current?.showModal()}
      >
        <svg aria-hidden="true" width="24" height="24" viewBox="0 0 24 24">
          <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" />
        </svg>
      </IconButton>
      {/* Backdrop clicks are a pointer shortcut; keyboard users close with Escape (native) or the close button. */}
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions */}
      <dialog
        ref={dialogRef}
        className={styles.dialog}
        aria-label={labels.menu}
        onClick={(event) => {
          // A click on the dialog element itself, not on its panel, is a click on the backdrop.
          if (event.target === event.currentTarget) close();
        }}
      >
        <div className={styles.panel}>
          <CloseButton className={styles.close} aria-label={labels.close} onClick={close} />
          <SearchButton variant="menu" onOpen={close} />
          <nav aria-label={labels.nav}>{linkList(links, styles.link)}</nav>
          <nav aria-labelledby="side-menu-products">
            <h2 id="side-menu-products" className={styles.heading}>
              <Word of={labels.products} />
            </h2>
            {linkList(products, styles.category)}
          </nav>
          <QuoteButton className={styles.quote} onOpen={close} />
          <QuoteListButton variant="wide" onNavigate={close} />
          {languageSwitch}
        </div>
      </dialog>
    </>
  );
}
