'use client';

import { useEffect, useRef } from 'react';
import styles from './BackgroundVideo.module.css';

interface Props {
  /** Base name under /media/, e.g. 'footer' for /media/footer.webm, .mp4 and .webp. */
  name: string;
  /** Plays only while true (e.g. the active hero slide); defaults to playing while in view. */
  active?: boolean;
  /** The first screen's video: its poster is fetched first, as the page's largest paint. */
  priority?: boolean;
  /** False keeps even the poster unrequested (a hidden hero slide, until it is about to show). */
  load?: boolean;
}

/** The phone's poster beside the 1280 px one (both committed in public/videos/). */
const posterWidths = [828] as const;
const posterSizes = '(max-width: 600px) 276px, 100vw';

function mediaSources(name: string) {
  const poster = `/media/${name}.webp`;
  const posterSrcSet = [
    ...posterWidths.map((width) => `/media/${name}-${width}.webp ${width}w`),
    `${poster} 1280w`,
  ].join(', ');
  return { poster, posterSrcSet, webm: `/media/${name}.webm`, mp4: `/media/${name}.mp4` };
}

function motionAllowed() {
  const saveData = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection
    ?.saveData;
  return !saveData && !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * A decorative looping video covering its positioned parent. It loads nothing until it is wanted: it
 * plays while in view (and active), and shows only its poster under reduced motion or Save-Data.
 */
export function BackgroundVideo({ name, active = true, priority = false, load = true }: Props) {
  const ref = useRef<HTMLVideoElement>(null);
  const { poster, posterSrcSet, webm, mp4 } = mediaSources(name);

  useEffect(() => {
    const video = ref.current;
    if (!video || !active || !motionAllowed()) return;
    const observer = new IntersectionObserver(([entry]) => {
      if (entry?.isIntersecting) {
        video.preload = 'auto';
        video.play().catch(() => {
          // Autoplay refused (e.g. power saving): the poster stays, which is fine for a decoration.
        });
      } else {
        video.pause();
      }
    });
    observer.observe(video);
    return () => {
      observer.disconnect();
      video.pause();
    };
  }, [active]);

  return (
    <>
      {/* The poster as a real image: it paints (and counts as the largest paint) before any script runs. */}
      {/* The <video> has no poster attribute: browsers fetch a poster at once, even far below the fold. */}
      {load && (
        // eslint-disable-next-line @next/next/no-img-element -- a pre-sized WebP, no optimiser in a static export
        <img
          src={poster}
          srcSet={posterSrcSet}
          // Caps the poster's density on a phone instead of describing its box (the viewport's width):
          // dimmed and zoomed by `cover`, it needs no more than the 828 px file, which every phone up
          // to DPR 3 takes (276 x 3); a desktop takes the 1280 px one.
          sizes={posterSizes}
          alt=""
          width={1280}
          height={720}
          className={styles.cover}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : 'low'}
          decoding="async"
        />
      )}
      <video
        ref={ref}
        className={styles.cover}
        muted
        loop
        playsInline
        preload="none"
        aria-hidden="true"
        tabIndex={-1}
        width={1280}
        height={720}
      >
        <source src={webm} type="video/webm" />
        <source src={mp4} type="video/mp4" />
      </video>
    </>
  );
}
