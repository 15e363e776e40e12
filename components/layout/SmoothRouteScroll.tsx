'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';

const root = () => document.documentElement.style;

/**
 * The spec scrolls smoothly to the top on every route change. Next.js sets `scrollTop = 0` when the
 * new page renders and (since version 16) honours the page's `scroll-behavior`, so a click on an
 * internal link turns smooth scrolling on just for that navigation; it goes off once the scroll
 * ends, so in-page scrolling stays instant. Reduced motion keeps the jump instant.
 */
export function SmoothRouteScroll() {
  const pathname = usePathname();

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
        return;
      const link = (event.target as Element | null)?.closest?.('a[href^="/"]');
      if (!link || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
      root().scrollBehavior = 'smooth';
    };
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, []);

  useEffect(() => {
    if (!root().scrollBehavior) return;
    const reset = () => {
      root().scrollBehavior = '';
    };
    if (window.scrollY === 0) return reset();
    window.addEventListener('scrollend', reset, { once: true });
    return () => window.removeEventListener('scrollend', reset);
  }, [pathname]);

  return null;
}
