'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';

/** The spec scrolls smoothly to the top on every route change (instantly for reduced motion). */
export function ScrollToTop() {
  const pathname = usePathname();
  const first = useRef(true);

  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: reduce ? 'instant' : 'smooth' });
  }, [pathname]);

  return null;
}
