import type { EmblaOptionsType } from 'embla-carousel';
import { localeInfo, type Locale } from '@/lib/i18n/locales';
import { fill } from '@/lib/i18n/text';
import type { InterfaceWords } from '@/lib/content/interface-schema';
import { emblaDuration } from './embla-duration';

/**
 * Every carousel's timings and slides-per-breakpoint, as the spec's carousel table names them.
 * `visibleSlides.below[w]` means "this many slides when the viewport is narrower than w px".
 */
interface VisibleSlides {
  default: number;
  below?: Partial<Record<number, number>>;
}

interface AutoplayCarousel {
  mode: 'autoplay';
  visibleSlides: VisibleSlides;
  /** Time a slide rests before the next transition starts. */
  autoplayMs: number;
  /** Length of one transition. */
  transitionMs: number;
  dots: boolean;
  arrows: boolean;
  fade: boolean;
  pauseOnHover: boolean;
  pauseOnFocus: boolean;
}

interface ContinuousCarousel {
  mode: 'continuous';
  visibleSlides: VisibleSlides;
  /** Time one slide takes to travel its own width (the spec's linear "speed"). */
  speedMs: number;
  pauseOnHover: boolean;
  pauseOnFocus: boolean;
}

type CarouselConfig = AutoplayCarousel | ContinuousCarousel;

export const carousels = {
  hero: {
    mode: 'autoplay',
    visibleSlides: { default: 1 },
    autoplayMs: 2000,
    transitionMs: 3000,
    dots: true,
    arrows: false,
    fade: true,
    pauseOnHover: true,
    pauseOnFocus: true,
  },
  services: {
    mode: 'autoplay',
    visibleSlides: { default: 4.3, below: { 1024: 3, 600: 2, 480: 1 } },
    autoplayMs: 4000,
    transitionMs: 2000,
    dots: false,
    arrows: true,
    fade: false,
    pauseOnHover: true,
    pauseOnFocus: true,
  },
  testimonials: {
    mode: 'autoplay',
    visibleSlides: { default: 1 },
    autoplayMs: 5000,
    transitionMs: 2000,
    dots: true,
    arrows: false,
    fade: false,
    pauseOnHover: true,
    pauseOnFocus: true,
  },
  logos: {
    mode: 'continuous',
    visibleSlides: { default: 6, below: { 1280: 5, 1024: 4, 768: 3, 480: 2 } },
    speedMs: 3000,
    pauseOnHover: false,
    pauseOnFocus: false,
  },
  projects: {
    mode: 'continuous',
    // "2 at 1024 px and above, 1 at 768 px and below": 769 px and up shows 2.
    visibleSlides: { default: 2, below: { 769: 1 } },
    speedMs: 5000,
    pauseOnHover: false,
    pauseOnFocus: false,
  },
} as const satisfies Record<string, CarouselConfig>;

type CarouselName = keyof typeof carousels;
type NameOf<Mode> = {
  [Name in CarouselName]: (typeof carousels)[Name]['mode'] extends Mode ? Name : never;
}[CarouselName];
/** The strips that step slide by slide (Embla) and the ones that move continuously (CSS). */
export type AutoplayName = NameOf<'autoplay'>;
export type MarqueeName = NameOf<'continuous'>;

/** The min-widths at which some carousel changes its slide count; CSS switches at exactly these. */
export const bands = [0, 480, 600, 768, 769, 1024, 1280] as const;

/** Slides visible from each band's min-width up, e.g. { 0: 1, 480: 2, ... }. */
export function slidesPerBand(visible: VisibleSlides): Record<(typeof bands)[number], number> {
  const thresholds = Object.keys(visible.below ?? {})
    .map(Number)
    .sort((a, b) => b - a);
  const entries = bands.map((band) => {
    let slides: number = visible.default;
    for (const threshold of thresholds)
      if (band < threshold) slides = visible.below?.[threshold] ?? slides;
    return [band, slides] as const;
  });
  return Object.fromEntries(entries) as Record<(typeof bands)[number], number>;
}

/** Custom properties `--per-view-<band>` that the carousel CSS switches between at each band. */
export function perViewStyle(visible: VisibleSlides): Record<string, number> {
  const perBand = slidesPerBand(visible);
  return Object.fromEntries(bands.map((band) => [`--per-view-${band}`, perBand[band]]));
}

/** WAI-ARIA carousel pattern: each slide is a group announced as "slide", labelled "n of N". */
export const slideAttributes = (index: number, count: number, text: InterfaceWords['carousels']) =>
  ({
    role: 'group',
    'aria-roledescription': text.slide,
    'aria-label': fill(text.slideLabel, { index: index + 1, count }),
    'data-slide': true,
  }) as const;

/** Embla `duration` for each carousel, computed once (see embla-duration.ts). */
const durations = Object.fromEntries(
  Object.entries(carousels).map(([name, config]) => [
    name,
    config.mode === 'autoplay' ? emblaDuration(config.transitionMs) : 0,
  ]),
) as Record<AutoplayName, number>;

/**
 * Embla's options for one carousel on a page in `locale`: on a right-to-left page the slides run
 * from right to left (the viewport carries the same `dir`), so "next" moves towards the inline end.
 */
export function emblaOptions(name: AutoplayName, locale: Locale) {
  return {
    loop: true,
    align: 'start',
    duration: durations[name],
    direction: localeInfo[locale].dir,
  } as const satisfies EmblaOptionsType;
}
