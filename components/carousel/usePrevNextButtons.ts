import { useCallback } from 'react';
import type { EmblaCarouselType } from 'embla-carousel';

/** The carousels loop, so previous and next are always available. */
export function usePrevNextButtons(api: EmblaCarouselType | undefined) {
  const onPrev = useCallback(() => api?.scrollPrev(), [api]);
  const onNext = useCallback(() => api?.scrollNext(), [api]);
  return { onPrev, onNext };
}
