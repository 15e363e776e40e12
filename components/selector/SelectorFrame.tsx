import type { ReactNode } from 'react';
import { SELECTOR_ID } from './ids';
import styles from './GlandSelector.module.css';

/**
 * The selector's section. Its heading and introduction are in the page's HTML, so the search index
 * finds them, but the section shows only once it holds the form (CSS): the form's code is fetched
 * when the page is interactive, and the section appears once, with it. Without JavaScript there is
 * no form, and the tables below are the way to choose. A visit to #gland-selector scrolls to it
 * when the form mounts (GlandSelector).
 */
export function SelectorFrame({ children }: { children: ReactNode }) {
  return (
    <section
      id={SELECTOR_ID}
      className={styles.selector}
      aria-labelledby={`${SELECTOR_ID}-heading`}
      data-search-record
    >
      {children}
    </section>
  );
}
