import { useCallback } from 'react';
import type { EmblaCarouselType } from 'embla-carousel';
import { useEmblaCommand } from './use-embla-command';

/** The carousels loop, so previous and next are always available. */
export function usePrevNextButtons(api: EmblaCarouselType | undefined) {
  const run = useEmblaCommand(api);
  const onPrev = useCallback(() => run((ready) => ready.scrollPrev()), [run]);
  const onNext = useCallback(() => run((ready) => ready.scrollNext()), [run]);
  return { onPrev, onNext };
}
