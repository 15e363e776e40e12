'use client';

import {
  createContext,
  useContext,
  useEffect,
  useMemo,
  useRef,
  type CSSProperties,
  type ReactNode,
} from 'react';
import clsx from 'clsx';
import useEmblaCarousel from 'embla-carousel-react';
import Autoplay from 'embla-carousel-autoplay';
import Fade from 'embla-carousel-fade';
import { fill } from '@/lib/i18n/text';
import { localeInfo } from '@/lib/i18n/locales';
import { useLocale, useText } from '@/components/i18n/LocaleProvider';
import {
  carousels,
  emblaOptions,
  perViewStyle,
  slideAttributes,
  slidesPerBand,
  type AutoplayName,
} from './config';
import { useDotButton } from './use-dot-button';
import { usePrevNextButtons } from './use-prev-next-buttons';
import { useMotionControl, type Player } from './use-motion-control';
import { useNearViewport } from '@/components/ui/use-near-viewport';
import { DotButton, NextButton, PauseButton, PrevButton } from './CarouselButtons';
import styles from './Carousel.module.css';

const SelectedSlide = createContext(0);

/**
 * Embla measures every slide when it starts (a forced layout, tens of milliseconds on a slow phone),
 * so a carousel starts only when it nears the screen (within a screen's height), or when a pointer or
 * the keyboard reaches one of its controls first: the hero just after hydration, in a task of its
 * own, the others as the visitor scrolls towards them. Until then the prerendered slides stand where
 * the engine will start them.
 */
const NEAR = '100% 0px';
const WAKE_ON = ['pointerdown', 'focusin'] as const;

/** The index of the slide on show, for slide content that reacts to it (the hero's videos). */
export const useSelectedSlide = () => useContext(SelectedSlide);

interface Props {
  name: AutoplayName;
  /** Accessible name of the carousel region. */
  label: string;
  slides: ReactNode[];
  className?: string;
  controlsClassName?: string;
}

/** The slide-by-slide carousels (hero, services, testimonials); the continuous strips are `Marquee`. */
export function Carousel({ name, label, slides, className, controlsClassName }: Props) {
  const config = carousels[name];
  const locale = useLocale();
  const text = useText('carousels');
  const rootRef = useRef<HTMLElement>(null);

  const plugins = useMemo(() => {
    const autoplay = Autoplay({
      playOnInit: false,
      stopOnInteraction: false,
      // Autoplay counts its delay from the start of a transition; the spec's figure is the rest after it.
      delay: config.autoplayMs + config.transitionMs,
    });
    return config.fade ? [autoplay, Fade()] : [autoplay];
  }, [config]);

  const [viewportRef, api] = useEmblaCarousel(emblaOptions(name, locale), plugins);
  const near = useNearViewport(rootRef, NEAR, WAKE_ON);

  const player = useMemo<Player | undefined>(() => {
    const plugin = api?.plugins().autoplay;
    return plugin && { play: () => plugin.play(), stop: () => plugin.stop() };
  }, [api]);

  const { paused, moving, togglePaused } = useMotionControl(player, {
    pauseOnHover: config.pauseOnHover,
    pauseOnFocus: config.pauseOnFocus,
    rootRef,
  });

  // Autoplay restarts itself after a drag; keep it still while paused, hovered or focused.
  const movingRef = useRef(moving);
  useEffect(() => {
    movingRef.current = moving;
  }, [moving]);
  useEffect(() => {
    if (!api || !player) return;
    const guard = () => {
      if (!movingRef.current) player.stop();
    };
    api.on('autoplay:play', guard);
    return () => {
      api.off('autoplay:play', guard);
    };
  }, [api, player]);

  const { selectedIndex, onDotClick } = useDotButton(api);
  const selected = selectedIndex % slides.length;
  const { onPrev, onNext } = usePrevNextButtons(api);
  // Embla loops only when the slides outlast the viewport on both sides; repeat short sets once,
  // hidden from assistive technology and the tab order, so 5 cards at 4.3 per view still loop.
  const clones =
    slides.length < 2 * Math.max(...Object.values(slidesPerBand(config.visibleSlides)));

  return (
    <section
      ref={rootRef}
      className={clsx(styles.carousel, className)}
      aria-roledescription={text.carousel}
      aria-label={label}
      style={perViewStyle(config.visibleSlides) as CSSProperties}
      data-carousel={name}
    >
      <div
        className={styles.viewport}
        ref={near ? viewportRef : undefined}
        dir={localeInfo[locale].dir}
        aria-live={moving ? 'off' : 'polite'}
      >
        <div className={styles.container}>
          <SelectedSlide.Provider value={selected}>
            {slides.map((slide, index) => (
              <div
                key={index}
                className={styles.slide}
                {...slideAttributes(index, slides.length, text)}
                data-selected={index === selected}
              >
                {slide}
              </div>
            ))}
            {clones &&
              slides.map((slide, index) => (
                <div
                  key={`clone-${index}`}
                  className={styles.slide}
                  aria-hidden="true"
                  inert
                  data-slide
                >
                  {slide}
                </div>
              ))}
          </SelectedSlide.Provider>
        </div>
      </div>
      <div className={clsx(styles.controls, controlsClassName)}>
        <PauseButton paused={paused} onClick={togglePaused} />
        {config.arrows && (
          <>
            <PrevButton onClick={onPrev} />
            <NextButton onClick={onNext} />
          </>
        )}
        {config.dots && (
          <div className={styles.dots}>
            {slides.map((_, index) => (
              <DotButton
                key={index}
                selected={index === selected}
                aria-label={fill(text.goToSlide, { index: index + 1, count: slides.length })}
                onClick={() => onDotClick(index)}
              />
            ))}
          </div>
        )}
      </div>
    </section>
  );
}
