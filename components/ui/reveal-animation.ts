import { inView } from 'motion';
import { animate } from 'motion/mini';

/** Seconds; the spec's animations last about 0.4 to 1.2 s. */
const DURATION = 0.8;

/**
 * Dims the element and fades it in the first time it scrolls into view; returns the clean-up. Loaded
 * by Reveal after hydration, so `motion` is never part of a page's first load.
 */
export function revealOnView(element: HTMLElement) {
  element.style.opacity = '0';
  element.style.transform = 'translateY(24px)';
  const stop = inView(
    element,
    () => {
      animate(element, { opacity: 1, transform: 'none' }, { duration: DURATION, ease: 'easeOut' });
      stop();
    },
    { amount: 0.15 },
  );
  return () => {
    stop();
    element.style.opacity = '';
    element.style.transform = '';
  };
}
