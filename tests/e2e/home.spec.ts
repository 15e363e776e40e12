import type { Locator, Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { hydratedControl, settled } from './helpers';

const carousel = (page: Page, name: string) => page.locator(`[data-carousel="${name}"]`);

async function selectedIndex(strip: Locator) {
  return strip
    .locator('[aria-roledescription="slide"]')
    .evaluateAll((slides) =>
      slides.findIndex((slide) => slide.getAttribute('data-selected') === 'true'),
    );
}

/** How far the strip's track has travelled, for the continuous strips. */
async function trackOffset(strip: Locator) {
  return strip
    .locator('[aria-roledescription="slide"]')
    .first()
    .evaluate((slide) => slide.getBoundingClientRect().left);
}

/** Viewport width divided by one slide's width: the number of slides on show. */
async function visibleSlides(strip: Locator) {
  return strip.evaluate((root) => {
    const viewport = root.firstElementChild as HTMLElement;
    const container = viewport.firstElementChild as HTMLElement;
    const slide = root.querySelector('[aria-roledescription="slide"]') as HTMLElement;
    // Slides carry the gap as left padding that the container's negative margin hides.
    const gap = -parseFloat(getComputedStyle(container).marginLeft);
    return (viewport.getBoundingClientRect().width + gap) / slide.getBoundingClientRect().width;
  });
}

test.describe('home page content', () => {
  test('sections come in the spec order', async ({ page }) => {
    await page.goto('/');
    const headings = await page.locator('main h2[id$="-heading"]').allTextContents();
    expect(headings).toEqual([
      expect.stringContaining('Technical Partner'),
      'Our Advanced Tech Services',
      'Projects Done',
      'Our Key Features',
      'Why choose us',
      'Testimonials',
      'Our Clients',
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
    await expect(page.locator('#about').getByRole('link', { name: /View more/ })).toHaveAttribute(
      'href',
      '/about',
    );
  });

  test('hero headlines, counts and testimonials are the spec texts', async ({ page }) => {
    await page.goto('/');
    const hero = carousel(page, 'hero');
    await expect(hero.locator('h1, h2')).toHaveText([
      'Where Innovation Meets Technical Trust',
      'Your One Stop Technical Partner in Cable Termination Solutions',
      'Smart Cable Management Solutions You Can Trust',
      'Engineering Reliable – Electrical & Instrumentation Bulk Solutions',
    ]);
    const quote = hero.getByRole('link', { name: 'Request a Quote' });
    await expect(quote).toHaveCount(4);
    await expect(quote.first()).toHaveAttribute('href', /^mailto:info@/);
    const why = page.locator('#why');
    for (const text of [
      '150+ Clients',
      '10+ Experienced Staff',
      '7+ Years of Experience',
      '100+ Projects Done',
    ]) {
      await expect(why).toContainText(text);
    }
    const testimonials = carousel(page, 'testimonials').locator('[aria-roledescription="slide"]');
    await expect(testimonials).toHaveCount(3);
    for (const slide of await testimonials.all()) {
      await expect(slide.getByRole('img', { name: 'Rated 4 out of 5' })).toBeAttached();
      await expect(slide.locator('svg[data-filled="true"]')).toHaveCount(4);
      await expect(slide.locator('svg[data-filled="false"]')).toHaveCount(1);
      await expect(slide.locator('blockquote')).not.toBeEmpty();
      await expect(slide.locator('figcaption strong')).not.toBeEmpty();
    }
    const projects = carousel(page, 'projects').locator('[aria-roledescription="slide"]');
    await expect(projects.locator('figcaption')).toHaveCount(10);
    await expect(projects.locator('figcaption', { hasText: 'Oil & Gas' })).toHaveCount(4);
    await expect(projects.locator('figcaption', { hasText: 'Construction' })).toHaveCount(6);
    await expect(carousel(page, 'logos').locator('[aria-roledescription="slide"] img')).toHaveCount(
      10,
    );
    await expect(carousel(page, 'services').locator('[aria-roledescription="slide"] a')).toHaveText(
      [
        /Customised Enclosure Solutions/,
        /Cable Termination Support & Services/,
        /Cable & Industrial Labelling/,
        /Cable Cutting & Labelling Services/,
        /Transit - Inspection & Design/,
      ],
    );
  });

  test('carousels follow the WAI-ARIA carousel pattern', async ({ page }) => {
    await page.goto('/');
    for (const name of ['hero', 'services', 'projects', 'testimonials', 'logos']) {
      const strip = carousel(page, name);
      await expect(strip).toHaveAttribute('aria-roledescription', 'carousel');
      await expect(strip).toHaveAttribute('aria-label', /.+/);
      const slides = strip.locator('[aria-roledescription="slide"]');
      const count = await slides.count();
      await expect(slides.first()).toHaveAttribute('aria-label', `1 of ${count}`);
      await expect(
        strip.getByRole('button', { name: /Pause carousel|Play carousel/ }),
      ).toBeVisible();
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
 * The carousel stays on `index` over 21 s of the fake clock, looked at every 7 s: one look at the end
 * could find a moving carousel back on its slide (four hero slides every 5 s come round in 20 s).
 */
async function expectHeld(page: Page, strip: Locator, index: number, message: string) {
  for (let look = 0; look < 3; look += 1) {
    await page.clock.runFor(7_000);
    expect(await selectedIndex(strip), message).toBe(index);
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
      const start = await selectedIndex(strip);
      await page.clock.runFor(12_000);
      expect(await selectedIndex(strip), 'advanced by itself').not.toBe(start);

      if (!isMobile) {
        // The carousel's middle, not the selected slide: in a moving loop that slide can sit at the
        // clipped edge of the viewport, where the pointer would land on the section instead.
        await strip.hover();
        const hovered = await selectedIndex(strip);
        await expectHeld(page, strip, hovered, 'still while hovered');
        await page.mouse.move(1, 1);
        await page.clock.runFor(12_000);
        expect(await selectedIndex(strip), 'resumed after the pointer left').not.toBe(hovered);
      }

      const pause = strip.getByRole('button', { name: 'Pause carousel' });
      await pause.focus();
      const focused = await selectedIndex(strip);
      await expectHeld(page, strip, focused, 'still while focused');

      await pause.click();
      await expect(strip.getByRole('button', { name: 'Play carousel' })).toBeVisible();
      await page.locator('main').focus();
      await page.mouse.move(1, 1);
      const paused = await selectedIndex(strip);
      await expectHeld(page, strip, paused, 'still while paused');
      await strip.getByRole('button', { name: 'Play carousel' }).click();
      await page.locator('main').focus();
      await page.mouse.move(1, 1);
      await page.clock.runFor(12_000);
      expect(await selectedIndex(strip), 'moves again after Play').not.toBe(paused);
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
    await hydratedControl(hero.getByRole('button', { name: 'Pause carousel' }));
    const heroStart = await selectedIndex(hero);
    // Long enough for the testimonials' own interval (5 s rest + 2 s transition) to pass twice.
    await page.clock.runFor(15_000);
    expect(await selectedIndex(hero), 'the hero, in view, advanced').not.toBe(heroStart);
    expect(await selectedIndex(testimonials), 'far below the fold, still at its start').toBe(0);

    await testimonials.scrollIntoViewIfNeeded();
    await page.mouse.move(1, 1);
    await page.clock.runFor(15_000);
    expect(await selectedIndex(testimonials), 'advanced once reached').not.toBe(0);
  });

  test('the hero also pauses while the pointer is over its dots', async ({ page, isMobile }) => {
    test.skip(isMobile, 'no hover on a phone');
    await page.goto('/');
    const hero = carousel(page, 'hero');
    await hero.getByRole('button', { name: 'Go to slide 2 of 4' }).hover();
    await expectHeld(page, hero, await selectedIndex(hero), 'still while over the dots');
  });

  test('autoplay resumes after a drag', async ({ page }) => {
    await page.goto('/');
    const strip = carousel(page, 'services');
    await strip.scrollIntoViewIfNeeded();
    const box = (await strip.locator('[aria-roledescription="slide"]').nth(1).boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 - 200, box.y + box.height / 2, { steps: 8 });
    await page.mouse.up();
    await page.mouse.move(1, 1);
    await page.clock.runFor(3_000);
    const after = await selectedIndex(strip);
    await page.clock.runFor(12_000);
    expect(await selectedIndex(strip)).not.toBe(after);
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
  const travelled = await strip.evaluate(async (root) => {
    const slide = root.querySelector('[aria-roledescription="slide"]')!;
    const left = () => slide.getBoundingClientRect().left;
    const start = left();
    for (let i = 0; i < 30; i += 1) await new Promise(requestAnimationFrame);
    return Math.abs(left() - start);
  });
  expect(travelled, 'strip stands still').toBeLessThan(0.5);
}

test.describe('continuous strips', () => {
  test.slow(); // each step waits for rendered frames, which a loaded machine delays
  for (const name of ['projects', 'logos']) {
    test(`${name} moves, stops on Pause and moves again on Play`, async ({ page }) => {
      await page.goto('/');
      const strip = carousel(page, name);
      await strip.scrollIntoViewIfNeeded();
      await expectMoving(strip);
      await strip.getByRole('button', { name: 'Pause carousel' }).click();
      await expect(strip.getByRole('button', { name: 'Play carousel' })).toBeVisible();
      await expectStill(strip);
      await strip.getByRole('button', { name: 'Play carousel' }).click();
      await expectMoving(strip);
    });

    test(`${name} loops without a gap: the repeated set is the set, one set wide`, async ({
      page,
    }) => {
      await page.goto('/');
      const strip = carousel(page, name);
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
      expect(layout.count).toBe(20);
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
      starts[name] = await selectedIndex(carousel(page, name));
    await page.clock.runFor(30_000);
    for (const name of ['hero', 'services', 'testimonials']) {
      expect(await selectedIndex(carousel(page, name)), name).toBe(starts[name]);
      await expect(
        carousel(page, name).getByRole('button', { name: 'Play carousel' }),
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
    const strip = carousel(page, name);
    await strip.scrollIntoViewIfNeeded();
    await expect(strip.getByRole('button', { name: 'Play carousel' })).toBeVisible();
    await expectStill(strip);
    await strip.getByRole('button', { name: 'Play carousel' }).click();
    await expect(strip.getByRole('button', { name: 'Pause carousel' })).toBeVisible();
    await expectMoving(strip);
  }
});

test.describe('controls', () => {
  test('services arrows work by mouse and keyboard', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    const strip = carousel(page, 'services');
    const next = strip.getByRole('button', { name: 'Next slide' });
    const prev = strip.getByRole('button', { name: 'Previous slide' });
    await next.click();
    await expect.poll(() => selectedIndex(strip)).toBe(1);
    await next.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => selectedIndex(strip)).toBe(2);
    await prev.focus();
    await page.keyboard.press('Space');
    await expect.poll(() => selectedIndex(strip)).toBe(1);
  });

  test('a control reached by the keyboard works before its carousel has neared the screen', async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    // Hydrated: the hero, in view, waits for Play.
    await expect(
      carousel(page, 'hero').getByRole('button', { name: 'Play carousel' }),
    ).toBeVisible();
    const strip = carousel(page, 'testimonials');
    const dot = strip.getByRole('button', { name: 'Go to slide 2 of' });
    // The section below the fold hydrates on its own: its dot must have its handler first.
    await hydratedControl(dot);
    // Focus without scrolling, so only the focus (not the viewport) can start the engine.
    await dot.evaluate((dot) => (dot as HTMLElement).focus({ preventScroll: true }));
    await page.keyboard.press('Enter');
    await expect.poll(() => selectedIndex(strip)).toBe(1);
  });

  test('dots pick a slide by mouse and keyboard', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    for (const name of ['hero', 'testimonials']) {
      const strip = carousel(page, name);
      await strip.getByRole('button', { name: 'Go to slide 3 of' }).click();
      await expect.poll(() => selectedIndex(strip)).toBe(2);
      await expect(strip.getByRole('button', { name: 'Go to slide 3 of' })).toHaveAttribute(
        'aria-current',
        'true',
      );
      await strip.getByRole('button', { name: 'Go to slide 2 of' }).focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => selectedIndex(strip)).toBe(1);
    }
  });

  test('a service card reveals its description on keyboard focus', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    const card = carousel(page, 'services').locator('[aria-roledescription="slide"] a').first();
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

test('only one hero video loads or plays at a time', async ({ page }) => {
  const requested = new Set<string>();
  page.on('request', (request) => {
    const match = request.url().match(/\/media\/(hero-\d)\.(webm|mp4)/);
    if (match) requested.add(match[1]!);
  });
  const firstVideo = page.waitForRequest(/\/media\/hero-1\.(webm|mp4)/);
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
      carousel(page, 'hero').getByRole('button', { name: 'Play carousel' }),
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
      for (const text of [
        'Projects Done',
        'Rated 4 out of 5',
        '150+',
        'Transit - Inspection &amp; Design',
      ])
        expect(html).toContain(text);
      expect(html).not.toMatch(/style="[^"]*opacity:\s*0/);
    },
  );
});
