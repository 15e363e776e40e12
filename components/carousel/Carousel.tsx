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
import AutoScroll from 'embla-carousel-auto-scroll';
import Fade from 'embla-carousel-fade';
import type { EmblaCarouselType } from 'embla-carousel';
import { bands, carousels, slidesPerBand, type CarouselName } from './config';
import { emblaDuration } from './embla-duration';
import { useDotButton } from './useDotButton';
import { usePrevNextButtons } from './usePrevNextButtons';
import { useMotionControl, type Player } from './useMotionControl';
import { DotButton, NextButton, PauseButton, PrevButton } from './CarouselButtons';
import styles from './Carousel.module.css';

const SelectedSlide = createContext(0);

/** The index of the slide on show, for slide content that reacts to it (the hero's videos). */
export const useSelectedSlide = () => useContext(SelectedSlide);

interface Props {
  name: CarouselName;
  /** Accessible name of the carousel region. */
  label: string;
  slides: ReactNode[];
  className?: string;
  slideClassName?: string;
  controlsClassName?: string;
}

const RESIZE_DEBOUNCE_MS = 50;

/** Continuous strips move one slide width per `speedMs`; Embla's AutoScroll speed is pixels per 1/60 s. */
function pixelsPerFrame(api: EmblaCarouselType, speedMs: number) {
  const slide = api.slideNodes()[0];
  return slide ? slide.getBoundingClientRect().width / (speedMs / (1000 / 60)) : 1;
}

export function Carousel({
  name,
  label,
  slides,
  className,
  slideClassName,
  controlsClassName,
}: Props) {
  const config = carousels[name];
  const rootRef = useRef<HTMLElement>(null);
  const continuous = config.mode === 'continuous';

  const plugins = useMemo(() => {
    if (config.mode === 'continuous') {
      return [AutoScroll({ playOnInit: false, stopOnInteraction: false, startDelay: 0, speed: 1 })];
    }
    const autoplay = Autoplay({
      playOnInit: false,
      stopOnInteraction: false,
      // Autoplay counts its delay from the start of a transition; the spec's figure is the rest after it.
      delay: config.autoplayMs + config.transitionMs,
    });
    return config.fade ? [autoplay, Fade()] : [autoplay];
  }, [config]);

  const [viewportRef, api] = useEmblaCarousel(
    {
      loop: true,
      align: 'start',
      duration: config.mode === 'autoplay' ? emblaDuration(config.transitionMs) : 25,
      dragFree: continuous,
    },
    plugins,
  );

  const player = useMemo<Player | undefined>(() => {
    if (!api) return undefined;
    const plugin = api.plugins().autoScroll ?? api.plugins().autoplay;
    return plugin && { play: () => plugin.play(), stop: () => plugin.stop() };
  }, [api]);

  const { paused, moving, togglePaused } = useMotionControl(player, {
    pauseOnHover: config.pauseOnHover,
    pauseOnFocus: config.pauseOnFocus,
    rootRef,
  });

  // The plugins restart themselves after a drag; keep them still while paused, hovered or focused.
  const movingRef = useRef(moving);
  useEffect(() => {
    movingRef.current = moving;
  }, [moving]);
  useEffect(() => {
    if (!api || !player) return;
    const guard = () => {
      if (!movingRef.current) player.stop();
    };
    api.on('autoplay:play', guard).on('autoScroll:play', guard);
    return () => {
      api.off('autoplay:play', guard).off('autoScroll:play', guard);
    };
  }, [api, player]);

  useEffect(() => {
    if (!api || config.mode !== 'continuous') return;
    let timer = 0;
    const apply = () => {
      const wasMoving = movingRef.current;
      api.reInit({}, [
        AutoScroll({
          playOnInit: wasMoving,
          stopOnInteraction: false,
          startDelay: 0,
          speed: pixelsPerFrame(api, config.speedMs),
        }),
      ]);
    };
    const onResize = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(apply, RESIZE_DEBOUNCE_MS);
    };
    apply();
    window.addEventListener('resize', onResize);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener('resize', onResize);
    };
  }, [api, config]);

  const { selectedIndex, onDotClick } = useDotButton(api);
  const selected = selectedIndex % slides.length;
  const { onPrev, onNext } = usePrevNextButtons(api);
  const perBand = slidesPerBand(config.visibleSlides);
  // Embla loops only when the slides outlast the viewport on both sides; repeat short sets once,
  // hidden from assistive technology and the tab order, so 5 cards at 4.3 per view still loop.
  const clones = slides.length < 2 * Math.max(...Object.values(perBand));
  const style = Object.fromEntries(
    bands.map((band) => [`--per-view-${band}`, perBand[band]]),
  ) as CSSProperties;
  const dots = config.mode === 'autoplay' && config.dots;
  const arrows = config.mode === 'autoplay' && config.arrows;

  return (
    <section
      ref={rootRef}
      className={clsx(styles.carousel, className)}
      aria-roledescription="carousel"
      aria-label={label}
      style={style}
      data-carousel={name}
      data-moving={moving}
    >
      <div className={styles.viewport} ref={viewportRef} aria-live={moving ? 'off' : 'polite'}>
        <div className={styles.container}>
          <SelectedSlide.Provider value={selected}>
            {slides.map((slide, index) => (
              <div
                key={index}
                className={clsx(styles.slide, slideClassName)}
                role="group"
                aria-roledescription="slide"
                aria-label={`${index + 1} of ${slides.length}`}
                data-slide
                data-selected={index === selected}
              >
                {slide}
              </div>
            ))}
            {clones &&
              slides.map((slide, index) => (
                <div
                  key={`clone-${index}`}
                  className={clsx(styles.slide, slideClassName)}
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
        {arrows && (
          <>
            <PrevButton onClick={onPrev} />
            <NextButton onClick={onNext} />
          </>
        )}
        {dots && (
          <div className={styles.dots}>
            {slides.map((_, index) => (
              <DotButton
                key={index}
                selected={index === selected}
                aria-label={`Go to slide ${index + 1} of ${slides.length}`}
                onClick={() => onDotClick(index)}
              />
            ))}
          </div>
        )}
      </div>
    </section>
  );
}
