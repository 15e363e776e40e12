'use client';

import { useEffect, useState } from 'react';
import { useSelectedSlide } from '@/components/carousel/Carousel';
import { BackgroundVideo } from '@/components/ui/BackgroundVideo';

/** True once the page has finished loading, so later requests never compete with the first screen. */
function usePageLoaded() {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    const done = () => setLoaded(true);
    if (document.readyState === 'complete') done();
    else window.addEventListener('load', done, { once: true });
    return () => window.removeEventListener('load', done);
  }, []);
  return loaded;
}

/**
 * Plays only on the slide on show. A hidden slide requests nothing (not even its poster) until the
 * page has loaded and it is the next to show; once requested, its poster stays.
 */
export function HeroVideo({ name, index, count }: { name: string; index: number; count: number }) {
  const selected = useSelectedSlide();
  const pageLoaded = usePageLoaded();
  const [wanted, setWanted] = useState(index === 0);
  const upNext = selected === index || (pageLoaded && (selected + 1) % count === index);
  if (upNext && !wanted) setWanted(true);
  return (
    <BackgroundVideo name={name} active={selected === index} priority={index === 0} load={wanted} />
  );
}
