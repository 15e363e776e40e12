'use client';

import { useEffect, useRef, type ReactNode } from 'react';

const belowTheFold = (top: number) => top >= window.innerHeight;

/**
 * Fades a section in once, the first time it scrolls into view. The prerendered HTML is never hidden:
 * only sections still below the fold once the animation code has arrived (it loads after hydration,
 * so `motion` is not in the first load) are dimmed, at that moment, so nothing a visitor (or a
 * crawler, or a visitor without JavaScript, or one whose chunk failed to load) can already see ever
 * disappears. Where a section stands is asked of an IntersectionObserver, which answers from the
 * browser's next layout instead of forcing one while the page hydrates.
 */
export function Reveal({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = ref.current;
    if (!element || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    let cleanUp: (() => void) | undefined;
    let unmounted = false;
    const observer = new IntersectionObserver(([entry]) => {
      observer.disconnect();
      if (!entry || !belowTheFold(entry.boundingClientRect.top)) return;
      import('./reveal-animation')
        .then(({ revealOnView }) => {
          if (!unmounted && belowTheFold(element.getBoundingClientRect().top))
            cleanUp = revealOnView(element);
        })
        // Without the animation the section simply stays as prerendered: visible.
        .catch(() => {});
    });
    observer.observe(element);
    return () => {
      unmounted = true;
      observer.disconnect();
      cleanUp?.();
    };
  }, []);

  return <div ref={ref}>{children}</div>;
}
