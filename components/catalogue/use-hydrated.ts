import { startTransition, useEffect, useState } from 'react';

/** Set once the first page has hydrated: a component mounted after that (a client navigation) starts true. */
let pageHydrated = false;

/**
 * False in the prerendered HTML and during hydration, true once the page runs JavaScript.
 *
 * The switch to true is a transition, which React renders in slices between other work. A
 * `useSyncExternalStore` with a different server snapshot would switch every user at once in a
 * synchronous render (React's SyncLane): on a product page, whose tables, filters and selector all
 * wait for it, that render was one task of 80 to 90 ms on a phone (Lighthouse, 4x CPU).
 */
export function useHydrated() {
  const [hydrated, setHydrated] = useState(pageHydrated);
  useEffect(() => {
    pageHydrated = true;
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
