import { useCallback, useEffect, useState } from 'react';
import type { EmblaCarouselType } from 'embla-carousel';
import { useEmblaCommand } from './use-embla-command';

export function useDotButton(api: EmblaCarouselType | undefined) {
  const [selectedIndex, setSelectedIndex] = useState(0);

  useEffect(() => {
    if (!api) return;
    const onSelect = () => setSelectedIndex(api.selectedScrollSnap());
    onSelect();
    api.on('reInit', onSelect).on('select', onSelect);
    return () => {
      api.off('reInit', onSelect).off('select', onSelect);
    };
  }, [api]);

  const run = useEmblaCommand(api);
  const onDotClick = useCallback((index: number) => run((ready) => ready.scrollTo(index)), [run]);

  return { selectedIndex, onDotClick };
}
