import { useCallback, useEffect, useRef } from 'react';
import type { EmblaCarouselType } from 'embla-carousel';

type Command = (api: EmblaCarouselType) => void;

/**
 * Runs a command on the carousel now, or as soon as it is ready. A carousel starts only as it nears
 * the screen or is focused (Carousel.tsx), and its engine arrives a render later: a dot or arrow
 * pressed in that moment (Tab, then Enter at once) would otherwise be lost. The last command waits.
 */
export function useEmblaCommand(api: EmblaCarouselType | undefined) {
  const waiting = useRef<Command | null>(null);
  useEffect(() => {
    if (!api || !waiting.current) return;
    waiting.current(api);
    waiting.current = null;
  }, [api]);
  return useCallback(
    (command: Command) => {
      if (api) command(api);
      else waiting.current = command;
    },
    [api],
  );
}
