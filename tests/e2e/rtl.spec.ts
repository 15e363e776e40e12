import type { Locator } from '@playwright/test';
import { test, expect } from './fixtures';
import { fill } from '@/lib/i18n/text';
import { contentIn } from '@/lib/content/load';
import { attributeIs, slideCounts } from './content';
import { carousel, selectedIndex } from './helpers';

/** The Arabic home page's export; the Arabic routes are built from the route table (app/(ar)). */
const text = contentIn('ar').interface.carousels;
const slideCount = slideCounts();

const SLIDE = attributeIs('aria-roledescription', text.slide);
const slides = (strip: Locator) => strip.locator(SLIDE);
/** Where the first slide's content is (inside the gap it carries): its left edge, and its right
 * edge's distance from the viewport's right edge. */
const firstSlide = (strip: Locator) =>
  slides(strip)
    .first()
    .evaluate((slide) => {
      const box = slide.firstElementChild!.getBoundingClientRect();
      const view = slide.closest('[data-carousel]')!.getBoundingClientRect();
      return { left: box.left - view.left, fromRight: view.right - box.right };
    });

test.describe('carousels on the Arabic pages', () => {
  test('run right to left, in Arabic, and their arrows point the way they go', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    for (const name of ['hero', 'services', 'testimonials', 'projects', 'logos']) {
      const strip = carousel(page, name);
      await expect(strip, name).toHaveAttribute('aria-roledescription', text.carousel);
      const count = slideCount[name]!;
      await expect(slides(strip), name).toHaveCount(count);
      if (count > 0)
        await expect(slides(strip).first(), name).toHaveAttribute(
          'aria-label',
          fill(text.slideLabel, { index: 1, count }),
        );
      await expect(strip.getByRole('button', { name: text.play }), name).toBeVisible();
    }
    for (const name of ['hero', 'services', 'testimonials'])
      await expect(carousel(page, name).locator('[dir="rtl"]').first(), name).toBeAttached();

    // The first card starts at the right edge; Next brings the following one in from the left.
    const services = carousel(page, 'services');
    await services.scrollIntoViewIfNeeded();
    expect(Math.abs((await firstSlide(services)).fromRight)).toBeLessThan(0.5);
    const start = (await firstSlide(services)).left;
    const next = services.getByRole('button', { name: text.next });
    const previous = services.getByRole('button', { name: text.previous });
    await next.click();
    // One service alone comes round to itself (the carousel loops).
    await expect.poll(() => selectedIndex(services, SLIDE)).toBe(1 % slideCount.services!);
    if (slideCount.services! > 1)
      await expect.poll(async () => (await firstSlide(services)).left).toBeGreaterThan(start + 10);
    await previous.click();
    await expect.poll(() => selectedIndex(services, SLIDE)).toBe(0);
    // The one arrow drawing points left (to the inline start in English): Next keeps it, Previous flips.
    const direction = (button: Locator) =>
      button
        .locator('svg')
        .evaluate((svg) => Math.sign(new DOMMatrix(getComputedStyle(svg).transform).a));
    expect(await direction(next)).toBe(1);
    expect(await direction(previous)).toBe(-1);
    // The hero's dots, named in Arabic: the second (the first of a single slide).
    await expect(
      carousel(page, 'hero').getByRole('button', {
        name: fill(text.goToSlide, {
          index: Math.min(2, slideCount.hero!),
          count: slideCount.hero!,
        }),
      }),
    ).toBeVisible();
  });

  test('autoplay advances, pauses with its Arabic control and plays again', async ({ page }) => {
    test.slow(); // the fake clock renders every frame on a loaded machine
    await page.clock.install();
    await page.goto('/ar');
    const strip = carousel(page, 'testimonials');
    await strip.scrollIntoViewIfNeeded();
    await page.mouse.move(1, 1);
    const start = await selectedIndex(strip, SLIDE);
    await page.clock.runFor(12_000);
    // One testimonial (or none) in the content has nowhere to go.
    if (slideCount.testimonials! > 1)
      expect(await selectedIndex(strip, SLIDE), 'advanced by itself').not.toBe(start);
    else expect(await selectedIndex(strip, SLIDE), 'a single slide stays').toBe(start);
    await strip.getByRole('button', { name: text.pause }).click();
    await expect(strip.getByRole('button', { name: text.play })).toBeVisible();
    await page.locator('main').focus();
    await page.mouse.move(1, 1);
    const paused = await selectedIndex(strip, SLIDE);
    await page.clock.runFor(20_000);
    expect(await selectedIndex(strip, SLIDE), 'still while paused').toBe(paused);
    await strip.getByRole('button', { name: text.play }).click();
    await page.locator('main').focus();
    await page.mouse.move(1, 1);
    await page.clock.runFor(12_000);
    if (slideCount.testimonials! > 1)
      expect(await selectedIndex(strip, SLIDE), 'moves again after Play').not.toBe(paused);
  });

  test('the continuous strips run mirrored, rightwards, and stop on Pause', async ({ page }) => {
    test.slow();
    await page.goto('/ar');
    for (const name of ['projects', 'logos']) {
      // An empty strip (no item in the content) has nothing to move (home.spec checks it).
      if (slideCount[name] === 0) continue;
      const strip = carousel(page, name);
      await strip.scrollIntoViewIfNeeded();
      // Right to left the set starts at the right edge and travels rightwards.
      const start = (await firstSlide(strip)).left;
      await expect
        .poll(async () => (await firstSlide(strip)).left, name)
        .toBeGreaterThan(start + 2);
      await strip.getByRole('button', { name: text.pause }).click();
      await expect(strip.getByRole('button', { name: text.play })).toBeVisible();
      // Paused, the strip comes to rest: wait for 30 rendered frames in which it does not move (an
      // entrance animation or a frame already on its way may finish first; a running strip never
      // rests, so this still fails when Pause does nothing).
      const travelOver30Frames = () =>
        slides(strip)
          .first()
          .evaluate(async (slide) => {
            // Against the strip's own box, so a page that is still scrolling does not count.
            const strip = slide.closest('[data-carousel]')!;
            const left = () =>
              slide.getBoundingClientRect().left - strip.getBoundingClientRect().left;
            const before = left();
            for (let i = 0; i < 30; i += 1) await new Promise(requestAnimationFrame);
            return Math.abs(left() - before);
          });
      await expect.poll(travelOver30Frames, { message: `${name} stands still` }).toBeLessThan(0.5);
    }
  });

  test(
    'the side menu slides in from the right, its inline start',
    { tag: '@phone' },
    async ({ page, isMobile }) => {
      test.skip(!isMobile, 'the side menu is for narrow screens');
      await page.goto('/ar');
      await page.locator('header button[aria-haspopup="dialog"]').click();
      const menu = page.locator('header dialog[open]');
      await expect(menu).toBeVisible();
      await menu.evaluate((dialog) => Promise.all(dialog.getAnimations().map((a) => a.finished)));
      const box = (await menu.boundingBox())!;
      const width = page.viewportSize()!.width;
      expect(Math.abs(box.x + box.width - width)).toBeLessThan(0.5);
      expect(box.x).toBeGreaterThan(0);
    },
  );
});
