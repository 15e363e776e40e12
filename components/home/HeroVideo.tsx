'use client';

import { useSelectedSlide } from '@/components/carousel/Carousel';
import { BackgroundVideo } from '@/components/ui/BackgroundVideo';

/** Plays only on the slide on show; the next slide's video may start loading just before it shows. */
export function HeroVideo({
  name,
  index,
  className,
}: {
  name: string;
  index: number;
  className?: string;
}) {
  const selected = useSelectedSlide();
  return (
    <BackgroundVideo
      name={name}
      className={className}
      active={selected === index}
      priority={index === 0}
    />
  );
}
