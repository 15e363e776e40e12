'use client';

import { useState, useSyncExternalStore } from 'react';
import { PauseButton } from './CarouselButtons';

const REDUCED = '(prefers-reduced-motion: reduce)';

function subscribe(onChange: () => void) {
  const query = window.matchMedia(REDUCED);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/**
 * The marquee's CSS reads `data-paused` from this button; until the visitor chooses, it is absent
 * and the CSS alone decides (moving, or still under reduced motion).
 */
export function MarqueePauseButton() {
  const reduced = useSyncExternalStore(
    subscribe,
    () => window.matchMedia(REDUCED).matches,
    () => false,
  );
  const [choice, setChoice] = useState<boolean | null>(null);
  const paused = choice ?? reduced;
  return (
    <PauseButton
      paused={paused}
      data-paused={choice === null ? undefined : String(choice)}
      onClick={() => setChoice(!paused)}
    />
  );
}
