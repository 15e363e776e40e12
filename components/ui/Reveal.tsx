'use client';

import { useEffect, useRef, type ReactNode } from 'react';
import { inView } from 'motion';
import { animate } from 'motion/mini';

/** Seconds; the spec's animations last about 0.4 to 1.2 s. */
const DURATION = 0.8;

/**
 * Fades a section in once, the first time it scrolls into view. The prerendered HTML is never hidden:
 * only sections still below the fold when the page hydrates are dimmed, at that moment, so nothing a
 * visitor (or a crawler, or a visitor without JavaScript) can already see ever disappears.
 */
export function Reveal({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = ref.current;
    if (!element || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    if (element.getBoundingClientRect().top < window.innerHeight) return;
    element.style.opacity = '0';
    element.style.transform = 'translateY(24px)';
    const stop = inView(
      element,
      () => {
        animate(
          element,
          { opacity: 1, transform: 'none' },
          { duration: DURATION, ease: 'easeOut' },
        );
        stop();
      },
      { amount: 0.15 },
    );
    return () => {
      stop();
      element.style.opacity = '';
      element.style.transform = '';
    };
  }, []);

  return <div ref={ref}>{children}</div>;
}
