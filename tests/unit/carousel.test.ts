import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { FRICTION, emblaDuration, settleMs } from '@/components/carousel/embla-duration';
import { carousels, perViewStyle, slidesPerBand } from '@/components/carousel/config';

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
