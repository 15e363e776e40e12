import type { Picture } from '@/content/types';

interface Props {
  image: Picture;
  className?: string;
  /** The largest image of the first screen: load it first. Everything else loads lazily. */
  priority?: boolean;
}

export function Img({ image, className, priority = false }: Props) {
  return (
    // eslint-disable-next-line @next/next/no-img-element -- static export: images are pre-sized files, no optimiser runs
    <img
      src={image.src}
      alt={image.alt}
      width={image.width}
      height={image.height}
      className={className}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={priority ? 'high' : undefined}
    />
  );
}
