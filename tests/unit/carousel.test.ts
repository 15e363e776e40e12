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
import { contentIn } from '@/lib/content/load';
import { clientTextIn } from '@/lib/content/client-text';

const motionText = {
  en: contentIn('en').interface.carousels,
  ar: contentIn('ar').interface.carousels,
};

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
  )('%s settles within a twentieth of its %i ms transition', (_, ms) => {
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

  it('label slides and controls in the page language', () => {
    for (const locale of ['en', 'ar'] as const) {
      const text = motionText[locale];
      const attributes = slideAttributes(1, 4, text);
      expect(attributes).toMatchObject({ role: 'group', 'aria-roledescription': text.slide });
      // "2 of 4" in the page's words: the slide's number and the count, in that order, no slot left.
      expect(attributes['aria-label']).toMatch(/^\D*2\D+4\D*$/);
      expect(clientTextIn(locale).carousels).toBe(text);
    }
    for (const [key, english] of Object.entries(motionText.en)) {
      const arabic = motionText.ar[key as keyof typeof motionText.ar];
      expect(english, key).not.toBe('');
      expect(arabic, key).toMatch(/[\u0600-\u06ff]/);
      // The same {slots} on both sides, so filling them works in either language.
      const slots = (text: string) => (text.match(/\{\w+\}/g) ?? []).sort();
      expect(slots(arabic), key).toEqual(slots(english));
    }
  });
});
