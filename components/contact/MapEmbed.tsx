'use client';

import { useRef } from 'react';
import { useNearViewport } from '@/components/ui/use-near-viewport';
import styles from './MapEmbed.module.css';

/** How close to the viewport the map may start loading. */
const NEAR = '300px 0px';

/**
 * The map frame is created only when its place nears the viewport (Chrome's own loading="lazy"
 * threshold is so wide that it loads on page load), tells Google nothing about the page it is on,
 * and runs sandboxed with only what the embed needs: its scripts, its own storage, and opening
 * Google Maps in a new tab.
 */
interface Props {
  embedUrl: string;
  directionsUrl: string;
  /** The frame's accessible name, in the page's language. */
  title: string;
  /** The link shown until the frame loads. */
  fallback: string;
}

export function MapEmbed({ embedUrl, directionsUrl, title, fallback }: Props) {
  const placeRef = useRef<HTMLDivElement>(null);
  const near = useNearViewport(placeRef, NEAR);

  return (
    <div ref={placeRef} className={styles.map}>
      {near ? (
        <iframe
          className={styles.frame}
          title={title}
          src={embedUrl}
          loading="lazy"
          referrerPolicy="no-referrer"
          sandbox="allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox"
          width={1200}
          height={420}
        />
      ) : (
        <a className={styles.fallback} href={directionsUrl} rel="noopener noreferrer">
          {fallback}
        </a>
      )}
    </div>
  );
}
