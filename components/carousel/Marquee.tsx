import type { CSSProperties, ReactNode } from 'react';
import type { Locale } from '@/lib/i18n/locales';
import { interfaceIn } from '@/lib/content/interface';
import { carousels, perViewStyle, slideAttributes, type MarqueeName } from './config';
import { MarqueePauseButton } from './MarqueePauseButton';
import carouselStyles from './Carousel.module.css';
import styles from './Marquee.module.css';

interface Props {
  name: MarqueeName;
  /** Accessible name of the carousel region. */
  label: string;
  slides: ReactNode[];
  /** The page's language (its slide labels; the strip runs in its reading direction by CSS). */
  locale?: Locale;
}

/**
 * A continuous strip: a CSS animation moves the track, so it runs before (and without) JavaScript
 * and pauses through `animation-play-state`; only the pause button is a client component.
 */
export function Marquee({ name, label, slides, locale = 'en' }: Props) {
  const config = carousels[name];
  const text = interfaceIn(locale).carousels;
  const style = {
    ...perViewStyle(config.visibleSlides),
    // One full set of slides travels by in (number of slides x the time one slide takes).
    '--marquee-duration': `${slides.length * config.speedMs}ms`,
  } as CSSProperties;
  return (
    <section
      className={`${carouselStyles.carousel} ${styles.marquee}`}
      aria-roledescription={text.carousel}
      aria-label={label}
      style={style}
      data-carousel={name}
    >
      <div className={styles.viewport}>
        <div className={styles.track}>
          {slides.map((slide, index) => (
            <div
              key={index}
              className={styles.slide}
              {...slideAttributes(index, slides.length, text)}
            >
              {slide}
            </div>
          ))}
          {/* The set repeats once, out of the accessibility tree, so the strip loops without a gap. */}
          {slides.map((slide, index) => (
            <div key={`copy-${index}`} className={styles.slide} aria-hidden="true" inert data-slide>
              {slide}
            </div>
          ))}
        </div>
      </div>
      <div className={carouselStyles.controls}>
        <MarqueePauseButton />
      </div>
    </section>
  );
}
