import type { Locator, Page } from '@playwright/test';
import { contentIn, loadContent, routeTextOf } from '@/lib/content/load';
import { fill } from '@/lib/i18n/text';
import { test, expect } from './fixtures';
import { carousel, hydratedControl, selectedIndex, settled } from './helpers';
import { asHtml, attributeIs, escapeRegExp, slideCounts } from './content';

// Slides, headings, figures and ratings are the content's (issue 40): read here, never copied. The
// timings, slides per width and controls are the code's (components/carousel/config.ts).
const { home, hubs, site } = loadContent();
const homeText = contentIn('en').interface.home;
const motionText = { en: contentIn('en').interface.carousels };
/** A carousel's slides, by the role description the content gives them. */
const SLIDE = attributeIs('aria-roledescription', motionText.en.slide);
/** Its Pause or Play button, whichever it shows. */
const pauseOrPlay = new RegExp(
  `${escapeRegExp(motionText.en.pause)}|${escapeRegExp(motionText.en.play)}`,
);
/** The sector labels of the projects strip, by the sector's value in content. */
const sectorLabel = {
  'Oil & Gas': homeText.sectors.oilGas,
  Construction: homeText.sectors.construction,
};
const slideCount = slideCounts();
/** The name of the dot that shows the slide at `index` (from 0) of a carousel. */
const dot = (name: string, index: number) =>
  fill(motionText.en.goToSlide, { index: index + 1, count: slideCount[name]! });
/** The name of any of its dots. */
const anyDot = (name: string) =>
  new RegExp(
    `^${escapeRegExp(motionText.en.goToSlide)
      .replace('\\{index\\}', '\\d+')
      .replace('\\{count\\}', String(slideCount[name]))}$`,
  );

/** How far the strip's track has travelled, for the continuous strips. */
async function trackOffset(strip: Locator) {
  return strip
    .locator(SLIDE)
    .first()
    .evaluate((slide) => slide.getBoundingClientRect().left);
}

/** Viewport width divided by one slide's width: the number of slides on show. */
async function visibleSlides(strip: Locator) {
  return strip.evaluate((root, selector) => {
    const viewport = root.firstElementChild as HTMLElement;
    const container = viewport.firstElementChild as HTMLElement;
    const slide = root.querySelector(selector) as HTMLElement;
    // Slides carry the gap as left padding that the container's negative margin hides.
    const gap = -parseFloat(getComputedStyle(container).marginLeft);
    return (viewport.getBoundingClientRect().width + gap) / slide.getBoundingClientRect().width;
  }, SLIDE);
}

test.describe('home page content', () => {
  test('sections come in the spec order', async ({ page }) => {
    await page.goto('/');
    const headings = await page.locator('main h2[id$="-heading"]').allTextContents();
    const { sections } = home;
    expect(headings).toEqual([
      home.about.title,
      sections.services.heading,
      sections.projects.heading,
      sections.features.heading,
      sections.why.heading,
      sections.testimonials.heading,
      sections.clients.heading,
    ]);
    const ids = [
      '[data-carousel="hero"]',
      '#about',
      '#services',
      '#projects',
      '#features',
      '#why',
      '#testimonials',
      '#clients',
    ];
    const tops = await page.evaluate(
      (selectors) =>
        selectors.map(
          (selector) =>
            document.querySelector(selector)!.getBoundingClientRect().top + window.scrollY,
        ),
      ids,
    );
    expect(tops, 'sections in document order').toEqual([...tops].sort((x, y) => x - y));
    await expect(
      page
        .locator('#about')
        .getByRole('link', { name: new RegExp(escapeRegExp(homeText.viewMore)) }),
    ).toHaveAttribute('href', '/about');
  });

  // Read as the server sent it: the page's script would mend a broken text when it hydrates.
  for (const locale of ['en', 'ar'] as const)
    test(`each 'Why choose us' link says where it leads, with its card's figure and title (${locale})`, async ({
      browser,
      baseURL,
    }) => {
      const { home: cards, interface: words } = contentIn(locale);
      const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
      const page = await context.newPage();
      await page.goto(locale === 'en' ? '/' : '/ar');
      const links = page.locator('#why li a');
      await expect(links).toHaveCount(cards.whyChooseUs.length);
      for (const [index, card] of cards.whyChooseUs.entries()) {
        const title = locale === 'en' ? card.title.toLowerCase() : card.title;
        const hidden = fill(words.home.learnMoreHidden, { title, figure: card.figure });
        await expect(links.nth(index)).toHaveAccessibleName(`${words.home.learnMore} ${hidden}`);
        await expect(links.nth(index)).toHaveAttribute('href', new RegExp(`${card.link}$`));
      }
      await context.close();
    });

  test('every hero slide, figure, testimonial, project, logo and service of the content is shown', async ({
    page,
  }) => {
    await page.goto('/');
    const hero = carousel(page, 'hero');
    await expect(hero.locator('h1, h2')).toHaveText(home.heroSlides.map((slide) => slide.headline));
    const quote = hero.getByRole('link', { name: homeText.requestQuote });
    await expect(quote).toHaveCount(home.heroSlides.length);
    await expect(quote.first()).toHaveAttribute(
      'href',
      new RegExp(`^mailto:${escapeRegExp(site.email)}\\?`),
    );
    await expect(page.locator('#why li p:first-of-type')).toHaveText(
      home.whyChooseUs.map((card) => `${card.figure} ${card.title}`),
    );
    const testimonials = carousel(page, 'testimonials').locator(SLIDE);
    await expect(testimonials).toHaveCount(home.testimonials.length);
    for (const [index, { rating }] of home.testimonials.entries()) {
      const slide = testimonials.nth(index);
      await expect(
        slide.getByRole('img', { name: fill(homeText.rated, { rating }) }),
      ).toBeAttached();
      // Five stars, as many filled as the rating.
      await expect(slide.locator('svg[data-filled="true"]')).toHaveCount(rating);
      await expect(slide.locator('svg[data-filled="false"]')).toHaveCount(5 - rating);
      await expect(slide.locator('blockquote')).not.toBeEmpty();
      await expect(slide.locator('figcaption strong')).not.toBeEmpty();
    }
    // Each project with its sector's label first in its caption.
    const projects = carousel(page, 'projects').locator(SLIDE);
    await expect(projects.locator('figcaption')).toHaveCount(home.projects.length);
    await expect(projects.locator('figcaption > span:first-child')).toHaveText(
      home.projects.map((project) => sectorLabel[project.sector]),
    );
    await expect(carousel(page, 'logos').locator(`${SLIDE} img`)).toHaveCount(home.clients.length);
    await expect(carousel(page, 'services').locator(`${SLIDE} a`)).toHaveText(
      hubs.services.pages.map((path) => new RegExp(escapeRegExp(routeTextOf(path).name))),
    );
  });

  test('carousels follow the WAI-ARIA carousel pattern', async ({ page }) => {
    await page.goto('/');
    for (const name of ['hero', 'services', 'projects', 'testimonials', 'logos']) {
      const strip = carousel(page, name);
      await expect(strip).toHaveAttribute('aria-roledescription', motionText.en.carousel);
      await expect(strip).toHaveAttribute('aria-label', /.+/);
      const slides = strip.locator(SLIDE);
      await expect(slides, name).toHaveCount(slideCount[name]!);
      for (const [index, slide] of (await slides.all()).entries())
        await expect(slide).toHaveAttribute(
          'aria-label',
          fill(motionText.en.slideLabel, { index: index + 1, count: slideCount[name]! }),
        );
      await expect(strip.getByRole('button', { name: pauseOrPlay })).toBeVisible();
    }
  });
});

test.describe('slides on show per viewport width', () => {
  test.skip(({ isMobile }) => isMobile, 'widths are set explicitly');
  const expected: Record<number, Record<string, number>> = {
    1440: { hero: 1, services: 4.3, projects: 2, testimonials: 1, logos: 6 },
    1100: { hero: 1, services: 4.3, projects: 2, testimonials: 1, logos: 5 },
    800: { hero: 1, services: 3, projects: 2, testimonials: 1, logos: 4 },
    560: { hero: 1, services: 2, projects: 1, testimonials: 1, logos: 3 },
    420: { hero: 1, services: 1, projects: 1, testimonials: 1, logos: 2 },
  };
  for (const [width, counts] of Object.entries(expected)) {
    test(`at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width: Number(width), height: 900 });
      await page.goto('/');
      for (const [name, count] of Object.entries(counts)) {
        expect(await visibleSlides(carousel(page, name)), `${name} at ${width}px`).toBeCloseTo(
          count,
          1,
        );
      }
    });
  }
});

/**
 * The slide on show in each strip, looked at every 3 s of the fake clock over `ms`: more often than
 * any carousel advances (every 5 s and more), so a carousel that moves is seen away from its start
 * even when it has so few slides that it comes back to it (two testimonials every 7 s).
 */
async function lookOver(page: Page, strips: Locator[], ms: number) {
  const seen: number[][] = strips.map(() => []);
  for (let time = 0; time < ms; time += 3_000) {
    await page.clock.runFor(Math.min(3_000, ms - time));
    for (const [index, strip] of strips.entries())
      seen[index]!.push(await selectedIndex(strip, SLIDE));
  }
  return seen;
}

/** Whether the strip shows another slide than `index` at some look over 12 s of the fake clock. */
const movedFrom = async (page: Page, strip: Locator, index: number) =>
  (await lookOver(page, [strip], 12_000))[0]!.some((seen) => seen !== index);

/**
 * The carousel stays on `index` over 21 s of the fake clock, looked at every 7 s: one look at the end
 * could find a moving carousel back on its slide (four hero slides every 5 s come round in 20 s).
 */
async function expectHeld(page: Page, strip: Locator, index: number, message: string) {
  for (let look = 0; look < 3; look += 1) {
    await page.clock.runFor(7_000);
    expect(await selectedIndex(strip, SLIDE), message).toBe(index);
  }
}

test.describe('autoplay', () => {
  test.beforeEach(async ({ page }) => {
    // Each fake-clock minute renders every carousel frame by frame: costly on a loaded machine.
    test.slow();
    await page.clock.install();
  });

  for (const name of ['hero', 'services', 'testimonials']) {
    test(`${name} advances by itself, and not while hovered, focused or paused`, async ({
      page,
      isMobile,
    }) => {
      await page.goto('/');
      const strip = carousel(page, name);
      await strip.scrollIntoViewIfNeeded();
      await page.mouse.move(1, 1);
      const start = await selectedIndex(strip, SLIDE);
      if (slideCount[name]! < 2) {
        // One slide (or none) in the content: nothing to advance to, and it stays on show.
        await expectHeld(page, strip, start, 'a single slide stays');
        return;
      }
      expect(await movedFrom(page, strip, start), 'advanced by itself').toBe(true);

      if (!isMobile) {
        // The carousel's middle, not the selected slide: in a moving loop that slide can sit at the
        // clipped edge of the viewport, where the pointer would land on the section instead.
        await strip.hover();
        const hovered = await selectedIndex(strip, SLIDE);
        await expectHeld(page, strip, hovered, 'still while hovered');
        await page.mouse.move(1, 1);
        expect(await movedFrom(page, strip, hovered), 'resumed after the pointer left').toBe(true);
      }

      const pause = strip.getByRole('button', { name: motionText.en.pause });
      await pause.focus();
      const focused = await selectedIndex(strip, SLIDE);
      await expectHeld(page, strip, focused, 'still while focused');

      await pause.click();
      await expect(strip.getByRole('button', { name: motionText.en.play })).toBeVisible();
      await page.locator('main').focus();
      await page.mouse.move(1, 1);
      const paused = await selectedIndex(strip, SLIDE);
      await expectHeld(page, strip, paused, 'still while paused');
      await strip.getByRole('button', { name: motionText.en.play }).click();
      await page.locator('main').focus();
      await page.mouse.move(1, 1);
      expect(await movedFrom(page, strip, paused), 'moves again after Play').toBe(true);
    });
  }

  test('a carousel starts as the visitor nears it: far below the fold it waits', async ({
    page,
  }) => {
    await page.goto('/');
    await page.mouse.move(1, 1);
    const hero = carousel(page, 'hero');
    const testimonials = carousel(page, 'testimonials');
    // Hydrated: the hero's autoplay runs (the fake clock would otherwise run out before it starts).
    await hydratedControl(hero.getByRole('button', { name: motionText.en.pause }));
    const heroStart = await selectedIndex(hero, SLIDE);
    const testimonialsStart = slideCount.testimonials ? 0 : -1;
    // Long enough for the testimonials' own interval (5 s rest + 2 s transition) to pass twice.
    const [heroSeen = [], testimonialsSeen = []] = await lookOver(
      page,
      [hero, testimonials],
      15_000,
    );
    // A hero of one slide has nowhere to go; with two or more, it has moved on.
    if (slideCount.hero! > 1)
      expect(
        heroSeen.some((index) => index !== heroStart),
        'the hero, in view, advanced',
      ).toBe(true);
    expect(testimonialsSeen, 'far below the fold, still at its start').toEqual(
      testimonialsSeen.map(() => testimonialsStart),
    );

    await testimonials.scrollIntoViewIfNeeded();
    await page.mouse.move(1, 1);
    const [reached = []] = await lookOver(page, [testimonials], 15_000);
    if (slideCount.testimonials! > 1)
      expect(
        reached.some((index) => index !== testimonialsStart),
        'advanced once reached',
      ).toBe(true);
    else expect(reached, 'one slide or none').toEqual(reached.map(() => testimonialsStart));
  });

  test('the hero also pauses while the pointer is over its dots', async ({ page, isMobile }) => {
    test.skip(isMobile, 'no hover on a phone');
    await page.goto('/');
    const hero = carousel(page, 'hero');
    // The second dot (the first of a single slide).
    await hero
      .getByRole('button', { name: dot('hero', Math.min(1, slideCount.hero! - 1)) })
      .hover();
    await expectHeld(page, hero, await selectedIndex(hero, SLIDE), 'still while over the dots');
  });

  test('autoplay resumes after a drag', async ({ page }) => {
    await page.goto('/');
    const strip = carousel(page, 'services');
    await strip.scrollIntoViewIfNeeded();
    const box = (await strip.locator(SLIDE).nth(1).boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 - 200, box.y + box.height / 2, { steps: 8 });
    await page.mouse.up();
    await page.mouse.move(1, 1);
    await page.clock.runFor(3_000);
    const after = await selectedIndex(strip, SLIDE);
    expect(await movedFrom(page, strip, after), 'moves again after the drag').toBe(true);
  });
});

/** Waits for the strip's track to travel more than 2 px, so it is moving. */
async function expectMoving(strip: Locator) {
  const start = await trackOffset(strip);
  await expect
    .poll(async () => Math.abs((await trackOffset(strip)) - start), { message: 'strip moves' })
    .toBeGreaterThan(2);
}

/** Over 30 rendered frames the track stays within half a pixel of where it was. */
async function expectStill(strip: Locator) {
  const travelled = await strip.evaluate(async (root, selector) => {
    const slide = root.querySelector(selector)!;
    const left = () => slide.getBoundingClientRect().left;
    const start = left();
    for (let i = 0; i < 30; i += 1) await new Promise(requestAnimationFrame);
    return Math.abs(left() - start);
  }, SLIDE);
  expect(travelled, 'strip stands still').toBeLessThan(0.5);
}

test.describe('continuous strips', () => {
  test.slow(); // each step waits for rendered frames, which a loaded machine delays
  for (const name of ['projects', 'logos']) {
    test(`${name} moves, stops on Pause and moves again on Play`, async ({ page }) => {
      await page.goto('/');
      const strip = carousel(page, name);
      await strip.scrollIntoViewIfNeeded();
      if (slideCount[name] === 0) {
        // No item in the content: an empty strip, with nothing to move.
        await expect(strip.locator(`[data-slide], ${SLIDE}`)).toHaveCount(0);
        return;
      }
      await expectMoving(strip);
      await strip.getByRole('button', { name: motionText.en.pause }).click();
      await expect(strip.getByRole('button', { name: motionText.en.play })).toBeVisible();
      await expectStill(strip);
      await strip.getByRole('button', { name: motionText.en.play }).click();
      await expectMoving(strip);
    });

    test(`${name} loops without a gap: the repeated set is the set, one set wide`, async ({
      page,
    }) => {
      await page.goto('/');
      const strip = carousel(page, name);
      if (slideCount[name] === 0) return; // an empty strip: nothing to loop (see the test above)
      const layout = await strip.evaluate((root) => {
        const view = (root.firstElementChild as HTMLElement).getBoundingClientRect();
        const track = root.firstElementChild!.firstElementChild as HTMLElement;
        const slides = [...track.children].map((slide) => slide.getBoundingClientRect());
        const animation = track.getAnimations()[0];
        const keyframe = (animation?.effect as KeyframeEffect | undefined)?.getKeyframes().at(-1);
        return {
          view: view.width,
          count: slides.length,
          firstSet: slides.slice(0, slides.length / 2).reduce((sum, r) => sum + r.width, 0),
          trackWidth: track.getBoundingClientRect().width,
          end: keyframe?.transform,
          iterations: animation?.effect?.getTiming().iterations,
        };
      });
      // The set and its copy: twice the content's items.
      expect(layout.count).toBe(2 * slideCount[name]!);
      expect(layout.firstSet, 'one set covers the viewport').toBeGreaterThan(layout.view);
      expect(Math.abs(layout.trackWidth - 2 * layout.firstSet)).toBeLessThan(0.5);
      expect(layout.end, 'the track travels exactly one set').toMatch(/^translateX?\(-50%\)$/);
      expect(layout.iterations).toBe(Infinity);
    });
  }
});

test.describe('reduced motion', () => {
  test('no carousel advances by itself and the videos do not play', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.clock.install();
    await page.goto('/');
    const starts: Record<string, number> = {};
    for (const name of ['hero', 'services', 'testimonials'])
      starts[name] = await selectedIndex(carousel(page, name), SLIDE);
    await page.clock.runFor(30_000);
    for (const name of ['hero', 'services', 'testimonials']) {
      expect(await selectedIndex(carousel(page, name), SLIDE), name).toBe(starts[name]);
      await expect(
        carousel(page, name).getByRole('button', { name: motionText.en.play }),
      ).toBeVisible();
    }
    const playing = await page
      .locator('video')
      .evaluateAll((videos) => videos.filter((v) => !(v as HTMLVideoElement).paused).length);
    expect(playing).toBe(0);
  });
});

test('under reduced motion a continuous strip waits for Play', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/');
  for (const name of ['projects', 'logos']) {
    // An empty strip (no item in the content) has nothing to move: see the test above.
    if (slideCount[name] === 0) continue;
    const strip = carousel(page, name);
    await strip.scrollIntoViewIfNeeded();
    await expect(strip.getByRole('button', { name: motionText.en.play })).toBeVisible();
    await expectStill(strip);
    await strip.getByRole('button', { name: motionText.en.play }).click();
    await expect(strip.getByRole('button', { name: motionText.en.pause })).toBeVisible();
    await expectMoving(strip);
  }
});

test.describe('controls', () => {
  test('services arrows work by mouse and keyboard', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    const strip = carousel(page, 'services');
    const next = strip.getByRole('button', { name: motionText.en.next });
    const prev = strip.getByRole('button', { name: motionText.en.previous });
    // The carousel loops: with fewer than three services, Next comes round to the first.
    const at = (index: number) => index % slideCount.services!;
    await next.click();
    await expect.poll(() => selectedIndex(strip, SLIDE)).toBe(at(1));
    await next.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => selectedIndex(strip, SLIDE)).toBe(at(2));
    await prev.focus();
    await page.keyboard.press('Space');
    await expect.poll(() => selectedIndex(strip, SLIDE)).toBe(at(1));
  });

  test('a control reached by the keyboard works before its carousel has neared the screen', async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    // Hydrated: the hero, in view, waits for Play.
    await expect(
      carousel(page, 'hero').getByRole('button', { name: motionText.en.play }),
    ).toBeVisible();
    const strip = carousel(page, 'testimonials');
    if (slideCount.testimonials === 0) {
      // No testimonial in the content: its one control, Play, works from the keyboard all the same.
      const play = strip.getByRole('button', { name: motionText.en.play });
      await hydratedControl(play);
      await play.evaluate((button) => (button as HTMLElement).focus({ preventScroll: true }));
      await page.keyboard.press('Enter');
      await expect(strip.getByRole('button', { name: motionText.en.pause })).toBeVisible();
      return;
    }
    // The testimonials' second dot (the first of a single testimonial), below the fold.
    const target = Math.min(1, slideCount.testimonials! - 1);
    const second = strip.getByRole('button', { name: dot('testimonials', target), exact: true });
    // The section below the fold hydrates on its own: its dot must have its handler first.
    await hydratedControl(second);
    // Focus without scrolling, so only the focus (not the viewport) can start the engine.
    await second.evaluate((dot) => (dot as HTMLElement).focus({ preventScroll: true }));
    await page.keyboard.press('Enter');
    await expect.poll(() => selectedIndex(strip, SLIDE)).toBe(target);
    await expect(second).toHaveAttribute('aria-current', 'true');
  });

  test('dots pick a slide by mouse and keyboard', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    for (const name of ['hero', 'testimonials']) {
      const strip = carousel(page, name);
      // One dot per slide; the third, then the second (the last and the first of fewer).
      await expect(strip.getByRole('button', { name: anyDot(name) }), name).toHaveCount(
        slideCount[name]!,
      );
      const last = slideCount[name]! - 1;
      if (last < 0) continue;
      const [third, second] = [Math.min(2, last), Math.min(1, last)];
      await strip.getByRole('button', { name: dot(name, third), exact: true }).click();
      await expect.poll(() => selectedIndex(strip, SLIDE)).toBe(third);
      await expect(
        strip.getByRole('button', { name: dot(name, third), exact: true }),
      ).toHaveAttribute('aria-current', 'true');
      await strip.getByRole('button', { name: dot(name, second), exact: true }).focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => selectedIndex(strip, SLIDE)).toBe(second);
    }
  });

  test('a service card reveals its description on keyboard focus', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    const card = carousel(page, 'services').locator(`${SLIDE} a`).first();
    const description = card.locator('span').last();
    const hiddenTransform = await description.evaluate((el) => getComputedStyle(el).transform);
    await card.focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await expect
      .poll(() => description.evaluate((el) => getComputedStyle(el).transform))
      .not.toBe(hiddenTransform);
  });
});

/*
 * A slow link can end its first flight of bytes inside the hero, and the browser paints what it has:
 * the headline and text without the button. The content hangs from the top of its slide, so the
 * parts that come later add below it and move nothing (centred, it moved up: CLS 0.038 on a phone).
 */
test(
  "the hero's headline stays where it is when the rest of its slide arrives later",
  { tag: '@phone' },
  async ({ page }) => {
    await page.goto('/');
    const headline = page.locator('h1');
    await expect(headline).toBeVisible();
    const moved = await headline.evaluate((element) => {
      const content = element.parentElement!;
      const top = () => element.getBoundingClientRect().top;
      const whole = top();
      // As first painted: everything after the headline's text not there yet.
      const later = [...content.children].slice(1);
      later.forEach((child) => child.remove());
      const partial = top();
      content.append(...later);
      return { whole, partial, removed: later.length };
    });
    expect(moved.removed).toBeGreaterThan(0);
    expect(moved.partial).toBe(moved.whole);
  },
);

test('only one hero video loads or plays at a time', async ({ page }) => {
  // The slides' videos, by their names in the content.
  const videos = home.heroSlides.map((slide) => slide.video);
  const requested = new Set<string>();
  page.on('request', (request) => {
    const match = /\/media\/([\w-]+)\.(webm|mp4)$/.exec(new URL(request.url()).pathname);
    if (match && videos.includes(match[1]!)) requested.add(match[1]!);
  });
  const firstVideo = page.waitForRequest(
    new RegExp(`/media/${escapeRegExp(videos[0]!)}\\.(webm|mp4)`),
  );
  await page.goto('/');
  // The first slide's video has been asked for and plays (the hero advances on its own, so this is
  // read before its next slide could be due).
  await firstVideo;
  await expect(page.locator('[data-carousel="hero"] video').first()).toHaveJSProperty(
    'paused',
    false,
  );
  const state = await page.locator('[data-carousel="hero"] video').evaluateAll((videos) =>
    videos.map((v) => ({
      playing: !(v as HTMLVideoElement).paused,
      preload: (v as HTMLVideoElement).preload,
    })),
  );
  expect(state.filter((v) => v.playing).length).toBeLessThanOrEqual(1);
  expect(state.filter((v) => v.preload !== 'none').length).toBeLessThanOrEqual(1);
  expect([...requested].length).toBeLessThanOrEqual(1);
});

test.describe('sections animate once when scrolled into view', () => {
  const revealed = ['about', 'services', 'projects', 'features', 'why', 'testimonials'];

  /**
   * Each animated section's wrapper: its opacity, whether an animation (motion drives Web Animations)
   * is running on it, and whether its top is in view.
   */
  const wrappers = (page: Page) =>
    page.evaluate(
      (ids) =>
        ids.map((id) => {
          const wrapper = document.getElementById(id)!.parentElement!;
          return {
            id,
            opacity: Number(getComputedStyle(wrapper).opacity),
            animating: wrapper
              .getAnimations()
              .some((animation) => animation.playState === 'running'),
            inView: wrapper.getBoundingClientRect().top < window.innerHeight,
          };
        }),
      revealed,
    );
  /** The testimonials wrapper's opacity once the animations running on it have finished. */
  const testimonialsOpacity = (page: Page) =>
    page.locator('#testimonials').evaluate(async (section) => {
      const wrapper = section.parentElement!;
      await Promise.all(wrapper.getAnimations().map((animation) => animation.finished));
      return Number(getComputedStyle(wrapper).opacity);
    });

  test('a section below the fold waits dimmed and fades in when reached; one in view never dims', async ({
    page,
  }) => {
    await page.goto('/');
    // Where each section stands before any scroll (the no-JS test proves none is dimmed in the HTML).
    const atLoad = await wrappers(page);
    // The animation code has arrived and dimmed what is below the fold.
    await expect.poll(() => testimonialsOpacity(page)).toBeLessThan(0.01);
    for (const section of await wrappers(page)) {
      const wasInView = atLoad.find((s) => s.id === section.id)!.inView;
      const name = `${section.id} (${wasInView ? 'in view' : 'below the fold'})`;
      if (wasInView) {
        expect(section.animating, `${name} is animated`).toBe(false);
        expect(section.opacity, name).toBeCloseTo(1, 3);
      } else {
        expect(section.opacity, name).toBeLessThan(0.01);
      }
    }
    await page.locator('#testimonials').scrollIntoViewIfNeeded();
    await expect.poll(() => testimonialsOpacity(page)).toBeCloseTo(1, 3);
  });

  test('under reduced motion no section is ever dimmed', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    // Hydrated (the hero waits for Play), and every chunk the page would load has arrived.
    await expect(
      carousel(page, 'hero').getByRole('button', { name: motionText.en.play }),
    ).toBeVisible();
    await settled(page);
    for (const section of await wrappers(page)) {
      expect(section.animating, `${section.id} is animated`).toBe(false);
      expect(section.opacity, section.id).toBeCloseTo(1, 3);
    }
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test(
    'every section and its text is in the page and nothing is invisible',
    { tag: '@phone' },
    async ({ page }) => {
      await page.goto('/');
      await expect(page.locator('h1')).toBeVisible();
      for (const id of [
        'about',
        'services',
        'projects',
        'features',
        'why',
        'testimonials',
        'clients',
      ]) {
        const section = page.locator(`#${id}`);
        await expect(section.locator('h2').first(), id).toBeVisible();
        const opacity = await section.evaluate((el) =>
          Number(getComputedStyle(el.parentElement!).opacity),
        );
        expect(opacity, `${id} is not faded out`).toBeCloseTo(1, 3);
      }
      await expect(page.locator('#features li').first()).toBeVisible();
      await expect(page.locator('#why li').first()).toBeVisible();
      await expect(page.locator('#testimonials blockquote').first()).toBeVisible();
      await expect(page.locator('#projects figcaption').first()).toBeVisible();
      const html = await page.content();
      // A text of each carousel and section, as the content has it.
      for (const text of [
        home.sections.projects.heading,
        home.heroSlides.at(-1)!.headline,
        ...home.testimonials.map(({ rating }) => fill(homeText.rated, { rating })),
        ...home.whyChooseUs.map((card) => card.figure),
        ...hubs.services.pages.map((path) => routeTextOf(path).name),
      ])
        expect(html).toContain(asHtml(text));
      expect(html).not.toMatch(/style="[^"]*opacity:\s*0/);
    },
  );
});
