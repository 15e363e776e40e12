import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { FRICTION, emblaDuration, settleMs } from '@/components/carousel/embla-duration';
import {
  carousels,
  emblaOptions,
  perViewStyle,
  slideAttributes,
  slidesPerBand,
} from '@/components/carousel/config';
import { motionText } from '@/lib/i18n/motion';
import { clientText } from '@/lib/i18n/client';

describe('Embla transition length', () => {
  it('replays the friction constant of the installed Embla engine', () => {
    const source = readFileSync(createRequire(import.meta.url).resolve('embla-carousel'), 'utf8');
    const constant = source.match(/const friction = ([\d.]+);/)?.[1];
    expect(Number(constant), 'Embla changed its friction; update FRICTION').toBe(FRICTION);
  });

  it.each(
    Object.entries(carousels).flatMap(([name, config]) =>
      config.mode === 'autoplay' ? [[name, config.transitionMs] as const] : [],
    ),
  )('%s settles within 5 %% of its %i ms transition', (_, ms) => {
    expect(Math.abs(settleMs(emblaDuration(ms)) - ms)).toBeLessThan(ms * 0.05);
  });
});

describe('slides per breakpoint', () => {
  it('follows the spec table for the logo strip', () => {
    expect(slidesPerBand(carousels.logos.visibleSlides)).toEqual({
      0: 2,
      480: 3,
      600: 3,
      768: 4,
      769: 4,
      1024: 5,
      1280: 6,
    });
    expect(perViewStyle(carousels.projects.visibleSlides)).toMatchObject({
      '--per-view-768': 1,
      '--per-view-769': 2,
    });
  });
});

describe('carousels in the reading direction', () => {
  it('scroll right to left on Arabic pages and left to right on English ones, same timing', () => {
    for (const name of ['hero', 'services', 'testimonials'] as const) {
      const english = emblaOptions(name, 'en');
      const arabic = emblaOptions(name, 'ar');
      expect(english).toMatchObject({ direction: 'ltr', loop: true, align: 'start' });
      expect(arabic).toEqual({ ...english, direction: 'rtl' });
      expect(english.duration).toBe(emblaDuration(carousels[name].transitionMs));
    }
  });

  it('label slides and controls in the page language; the English texts are unchanged', () => {
    expect(slideAttributes(1, 4, motionText.en)).toMatchObject({
      'aria-roledescription': 'slide',
      'aria-label': '2 of 4',
    });
    expect(slideAttributes(1, 4, motionText.ar)).toMatchObject({
      'aria-roledescription': 'شريحة',
      'aria-label': '2 من 4',
    });
    expect(motionText.en).toEqual({
      carousel: 'carousel',
      slide: 'slide',
      slideLabel: '{index} of {count}',
      goToSlide: 'Go to slide {index} of {count}',
      previous: 'Previous slide',
      next: 'Next slide',
      play: 'Play carousel',
      pause: 'Pause carousel',
    });
    for (const text of Object.values(motionText.ar)) expect(text).toMatch(/[\u0600-\u06ff]/);
    expect(clientText('ar').motion).toBe(motionText.ar);
    expect(clientText('en').motion).toBe(motionText.en);
  });
});
