'use client';

import { useSelectedSlide } from '@/components/carousel/Carousel';
import { BackgroundVideo } from '@/components/ui/BackgroundVideo';

/** Plays only on the slide on show; the next slide's video may start loading just before it shows. */
export function HeroVideo({ name, index }: { name: string; index: number }) {
  const selected = useSelectedSlide();
  return <BackgroundVideo name={name} active={selected === index} priority={index === 0} />;
}
