import type { Picture } from '@/lib/content/types';

interface Props {
  image: Picture;
  className?: string;
  /** The largest image of the first screen: load it first. Everything else loads lazily. */
  priority?: boolean;
  /** In the first screen but never its largest paint (the logo): load at once, at normal priority. */
  eager?: boolean;
}

export function Img({ image, className, priority = false, eager = false }: Props) {
  return (
    // eslint-disable-next-line @next/next/no-img-element -- static export: images are pre-sized files, no optimiser runs
    <img
      src={image.src}
      alt={image.alt}
      lang={image.lang}
      width={image.width}
      height={image.height}
      className={className}
      loading={priority || eager ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={priority ? 'high' : undefined}
    />
  );
}
