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
  // Only the attributes set: an unset one would still be written into React's payload (issue 44).
  const optional = {
    ...(image.lang && { lang: image.lang }),
    ...(className && { className }),
    ...(priority && { fetchPriority: 'high' as const }),
  };
  return (
    // eslint-disable-next-line @next/next/no-img-element -- static export: images are pre-sized files, no optimiser runs
    <img
      src={image.src}
      alt={image.alt}
      width={image.width}
      height={image.height}
      loading={priority || eager ? 'eager' : 'lazy'}
      decoding="async"
      {...optional}
    />
  );
}
