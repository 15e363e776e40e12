'use client';

import { useEffect, useState, type RefObject } from 'react';

type WakeEvents = readonly (keyof HTMLElementEventMap)[];
const NONE: WakeEvents = [];

/**
 * True from the first moment the element comes within `margin` of the viewport (an
 * IntersectionObserver rootMargin), or an event in `wakeOn` reaches it. Work that only matters near
 * the screen (a map's frame, a carousel's engine) then waits for it instead of adding to the page's
 * load: the observer reports from the browser's own layout, so asking costs no forced layout either.
 */
export function useNearViewport(
  ref: RefObject<HTMLElement | null>,
  margin: string,
  wakeOn: WakeEvents = NONE,
) {
  const [near, setNear] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (!element || near) return;
    const wake = () => setNear(true);
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) wake();
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    for (const name of wakeOn) element.addEventListener(name, wake, { capture: true });
    return () => {
      observer.disconnect();
      for (const name of wakeOn) element.removeEventListener(name, wake, { capture: true });
    };
  }, [ref, margin, wakeOn, near]);

  return near;
}
