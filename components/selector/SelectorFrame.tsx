'use client';

import { useEffect, useRef, type ReactNode } from 'react';
import { useHydrated } from '@/components/catalogue/use-hydrated';
import { SELECTOR_ID } from './ids';
import styles from './GlandSelector.module.css';

/**
 * The selector's section. Its heading and introduction are in the page's HTML, so the search index
 * finds them, but the section stays hidden until the page is interactive: without JavaScript there
 * is no form, and the tables below are the way to choose. A visit to #gland-selector scrolls to it
 * once it shows.
 */
export function SelectorFrame({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  const section = useRef<HTMLElement>(null);
  useEffect(() => {
    if (hydrated && window.location.hash === `#${SELECTOR_ID}`) section.current?.scrollIntoView();
  }, [hydrated]);
  return (
    <section
      ref={section}
      id={SELECTOR_ID}
      className={styles.selector}
      aria-labelledby={`${SELECTOR_ID}-heading`}
      hidden={!hydrated}
      data-search-record
    >
      {children}
    </section>
  );
}
