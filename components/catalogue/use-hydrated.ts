import { startTransition, useEffect, useState } from 'react';

/** Set once the page's first switch has rendered: a component mounted later (a client navigation) starts true. */
let pageHydrated = false;

/**
 * False in the prerendered HTML and during hydration, true once the page runs JavaScript.
 *
 * The switch to true is a transition, which React renders in slices between other work. A
 * `useSyncExternalStore` with a different server snapshot would switch every user at once in a
 * synchronous render (React's SyncLane): on a product page, whose tables, filters and selector all
 * wait for it, that render was one task of 80 to 90 ms on a phone (Lighthouse, 4x CPU).
 *
 * A user hydrating after that switch (inside a Suspense boundary still dehydrated) would start true
 * and differ from its HTML; none is inside one, and the walk's console watch would report it.
 */
export function useHydrated() {
  const [hydrated, setHydrated] = useState(pageHydrated);
  useEffect(() => {
    if (hydrated) pageHydrated = true;
    else startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
