import { useEffect, useState, type RefObject } from 'react';

export interface Player {
  play: () => void;
  stop: () => void;
}

interface Options {
  pauseOnHover: boolean;
  pauseOnFocus: boolean;
  /** Elements whose hover or focus pauses the motion (the slides and, for the hero, its dots). */
  rootRef: RefObject<HTMLElement | null>;
}

/**
 * One place decides whether a carousel moves: not under reduced motion (unless the visitor presses
 * Play), not while paused by its control, and not while hovered or focused where the spec says so.
 */
export function useMotionControl(
  player: Player | undefined,
  { pauseOnHover, pauseOnFocus, rootRef }: Options,
) {
  const [userPaused, setUserPaused] = useState<boolean | null>(null);
  const [reduced, setReduced] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);

  useEffect(() => {
    const query = window.matchMedia('(prefers-reduced-motion: reduce)');
    const update = () => setReduced(query.matches);
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);

  useEffect(() => {
    const root = rootRef.current;
    if (!root) return;
    const enter = () => setHovered(true);
    const leave = () => setHovered(false);
    const focusIn = (event: FocusEvent) => {
      if ((event.target as HTMLElement).matches(':focus-visible, a, button')) setFocused(true);
    };
    const focusOut = (event: FocusEvent) => {
      if (!root.contains(event.relatedTarget as Node | null)) setFocused(false);
    };
    // One signal removes every listener when the effect ends.
    const listening = new AbortController();
    const { signal } = listening;
    root.addEventListener('mouseenter', enter, { signal });
    root.addEventListener('mouseleave', leave, { signal });
    root.addEventListener('focusin', focusIn, { signal });
    root.addEventListener('focusout', focusOut, { signal });
    return () => listening.abort();
  }, [rootRef]);

  // Under reduced motion nothing moves until the visitor explicitly presses Play.
  const paused = userPaused ?? reduced;
  const moving = !paused && !(pauseOnHover && hovered) && !(pauseOnFocus && focused);

  useEffect(() => {
    if (!player) return;
    if (moving) player.play();
    else player.stop();
  }, [player, moving]);

  return { paused, moving, togglePaused: () => setUserPaused(!paused) };
}
