'use client';

import { useEffect, useRef, type ReactNode } from 'react';

const belowTheFold = (element: HTMLElement) =>
  element.getBoundingClientRect().top >= window.innerHeight;

/**
 * Fades a section in once, the first time it scrolls into view. The prerendered HTML is never hidden:
 * only sections still below the fold once the animation code has arrived (it loads after hydration,
 * so `motion` is not in the first load) are dimmed, at that moment, so nothing a visitor (or a
 * crawler, or a visitor without JavaScript, or one whose chunk failed to load) can already see ever
 * disappears.
 */
export function Reveal({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = ref.current;
    if (!element || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    if (!belowTheFold(element)) return;
    let cleanUp: (() => void) | undefined;
    let unmounted = false;
    import('./reveal-animation')
      .then(({ revealOnView }) => {
        if (!unmounted && belowTheFold(element)) cleanUp = revealOnView(element);
      })
      // Without the animation the section simply stays as prerendered: visible.
      .catch(() => {});
    return () => {
      unmounted = true;
      cleanUp?.();
    };
  }, []);

  return <div ref={ref}>{children}</div>;
}
