'use client';

import { createContext, useContext, type ReactNode } from 'react';

/**
 * Whether a table's form controls are in the document: false for a table drawn only as it nears the
 * view (`.render-when-near`) until it does (RowAddArea decides). Outside any table, true.
 *
 * Why they wait (issue 44): Chrome's form autofill reads every form field of a page when it has been
 * parsed, and again after fields are added, and to read a field inside a block whose drawing is
 * skipped (content-visibility: auto) it lays the whole block out. A long product page's later
 * tables, skipped so that they cost nothing until reached, were all laid out in one task right after
 * the first paint: 80 ms at 4x CPU on the Arabic glands page, the longest task left on it. Their
 * fields (the options, the quantities, the filter) do nothing without JavaScript (the options are
 * hidden then, the rows' controls until the page is interactive), so the prerendered page loses
 * nothing; boxes of their size hold their places, so nothing moves when they come.
 */
export const NearContext = createContext(true);

/**
 * Renders its children once the table it is in has neared the view (`NearContext`), and until then
 * `holder`: a box of their size where they would shift what follows when they come.
 */
export function WhenNear({ children, holder = null }: { children: ReactNode; holder?: ReactNode }) {
  return useContext(NearContext) ? children : holder;
}
