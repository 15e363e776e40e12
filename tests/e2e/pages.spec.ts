import type { Page } from '@playwright/test';
import { routes } from '@/lib/content/routes';
import { localePath, locales, type Locale } from '@/lib/i18n/locales';
import { test, expect } from './fixtures';
import { settled, visit } from './helpers';
import { axeViolations } from './axe';
import { arabicRegions, englishIn } from './arabic-text';

/**
 * The walk: every route in both languages, one visit per page checking what only a browser sees, at
 * 1440 and 390 px: axe (WCAG 2.2 A/AA) with motion held still, nothing wider than the window, no
 * render-when-near block on the first screen (at 1920 px too), the direction the reader gets, no
 * English left on an Arabic page (arabic-text.ts), a clean console; then, in one language (both on
 * the home page), the page as a visitor with motion meets it, scrolled to the bottom so lazy images,
 * videos and reveal animations all run, with a clean console, no failed request and nothing of
 * /admin/. What the exported HTML says
 * (status, titles, links, hreflang, JSON-LD, CSP pins, lang/dir) is checked in the unit tests over
 * out/ (tests/unit/routes-export, content-pages, i18n-export, structured-data, csp).
 */

/**
 * Console errors and warnings, uncaught errors, failed or refused requests, requests to /admin/,
 * from now until `stop()` (called before the test itself leaves the page, which aborts what is still
 * loading); `notFound` is the address whose 404 answer is expected (the 404 page itself).
 */
function watchProblems(page: Page, notFound?: string) {
  const problems: string[] = [];
  let watching = true;
  const push = (line: string) => {
    if (watching) problems.push(line);
  };
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/admin'))
      push(`admin request: ${request.url()}`);
  });
  page.on('console', (message) => {
    if (notFound && message.location().url === notFound) return;
    if (message.type() === 'error' || message.type() === 'warning')
      push(`console ${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => push(`uncaught: ${error.message}`));
  page.on('requestfailed', (request) => {
    // A video paused or replaced by the browser mid-download is not a failure, nor a request the
    // browser cancels itself (ERR_ABORTED: an image it no longer needs, seen when a page is opened a
    // second time); a missing file still fails the walk by its 404 answer.
    if (!/\.(webm|mp4)$/.test(request.url()) && request.failure()?.errorText !== 'net::ERR_ABORTED')
      push(`failed: ${request.url()} ${request.failure()?.errorText}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400 && response.url() !== notFound)
      push(`HTTP ${response.status()}: ${response.url()}`);
  });
  return {
    problems,
    stop: () => {
      watching = false;
    },
  };
}

/** Null when the page fits the window; otherwise the widths and the widest culprits. */
const overflow = (page: Page) =>
  page.evaluate(() => {
    const root = document.documentElement;
    const width = root.clientWidth;
    if (root.scrollWidth <= width + 0.5) return null;
    const culprits = [...document.body.querySelectorAll('*')]
      .map((el) => ({ el, rect: el.getBoundingClientRect() }))
      .filter(({ rect }) => rect.left < -0.5 || rect.right > width + 0.5)
      .slice(0, 3)
      .map(
        ({ el, rect }) =>
          `${el.tagName.toLowerCase()}.${el.className} ${Math.round(rect.left)}..${Math.round(rect.right)}`,
      );
    return `${root.scrollWidth} > ${width}: ${culprits.join(', ')}`;
  });

/**
 * Scrolls through the page a window at a time, so every part of it is on screen once, each step
 * waiting for the frame after it, whose observers have seen it.
 */
const scrollThrough = (page: Page) =>
  page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y);
      await frame();
      await frame();
    }
  });

/** The sizes the walk sees each page at: a large desktop, the desktop, the phone. */
const sizes = {
  large: { width: 1920, height: 1200 },
  desktop: { width: 1440, height: 900 },
  phone: { width: 390, height: 844 },
};

/**
 * The blocks that render only when near (`.render-when-near`, content-visibility) must all start
 * below the first screen: one in it would be drawn late, or not at all, for the first paint.
 */
const nearBlocksOnFirstScreen = (page: Page) =>
  page
    .locator('.render-when-near')
    .evaluateAll((blocks) =>
      blocks
        .filter((block) => block.getBoundingClientRect().top < window.innerHeight)
        .map((block) => block.id || block.tagName),
    );

/**
 * Every problem the walk finds on one page, each line naming the page and the width. One visit with
 * motion held still checks the first screen at every size, and axe and sideways scrolling at the
 * desktop's and the phone's width (the CSS depends on the width alone: no rule or script reads the
 * pointer or touch, so resizing the window shows what that device is served); then, if `motionAt`
 * names a size, a second visit with motion at that size scrolls to the end with the console watched.
 */
async function walk(
  page: Page,
  path: string,
  expected: { status: number; dir: string },
  motionAt?: keyof typeof sizes,
) {
  const notFound =
    expected.status === 404 ? new URL(path, test.info().project.use.baseURL).href : undefined;
  const found: string[] = [];
  let watch = watchProblems(page, notFound);
  // Carousels and reveal animations hold still, so axe checks the same state every run.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.setViewportSize(sizes.large);
  const response = await page.goto(path);
  if (response?.status() !== expected.status)
    found.push(`${path}: HTTP ${response?.status()}, expected ${expected.status}`);
  const dir = await page.evaluate(() => getComputedStyle(document.body).direction);
  if (dir !== expected.dir) found.push(`${path}: direction ${dir}, expected ${expected.dir}`);
  // An Arabic page has no English left in its content or the site's frame, identifiers apart.
  if (expected.dir === 'rtl')
    for (const run of await englishIn(page.locator(arabicRegions)))
      found.push(`${path}: English left: ${run}`);
  for (const size of Object.values(sizes)) {
    await page.setViewportSize(size);
    const near = await nearBlocksOnFirstScreen(page);
    if (near.length)
      found.push(
        `${path} at ${size.width} px: renders only when near, yet on the first screen: ${near}`,
      );
  }
  // Axe and the width check see every block drawn at the width they check: a block skipped off
  // screen (content-visibility: auto) keeps the size it was last drawn at, so after a resize its
  // text could overflow it and axe would read it against the page's white.
  await page.evaluate(() =>
    document
      .querySelectorAll<HTMLElement>('.render-when-near')
      .forEach((block) => block.style.setProperty('content-visibility', 'visible')),
  );
  for (const size of [sizes.desktop, sizes.phone]) {
    const at = `${path} at ${size.width} px`;
    await page.setViewportSize(size);
    found.push(...(await axeViolations(page, at)));
    const wide = await overflow(page);
    if (wide) found.push(`${at} scrolls sideways: ${wide}`);
  }
  await settled(page);
  watch.stop();
  found.push(...watch.problems.map((line) => `${path}: ${line}`));
  if (!motionAt) return found;
  // The page as a visitor with motion meets it, down to its end.
  watch = watchProblems(page, notFound);
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await page.setViewportSize(sizes[motionAt]);
  await visit(page, path);
  await scrollThrough(page);
  await settled(page);
  watch.stop();
  found.push(...watch.problems.map((line) => `${path} at ${sizes[motionAt].width} px: ${line}`));
  return found;
}

/**
 * The visit with motion, once per route: the code and its motion are the same in both languages, so
 * the routes of a kind take turns, English at the desktop's width and Arabic at the phone's, and each
 * kind with two routes or more is seen moving in both. The home page, whose carousels run the other
 * way in Arabic, is seen moving in both languages.
 */
function motionAt(route: (typeof routes)[number], locale: Locale) {
  const turn = routes.filter((other) => other.kind === route.kind).indexOf(route) % 2;
  if (route.kind !== 'home' && locale !== locales[turn]) return undefined;
  return locale === 'ar' ? 'phone' : 'desktop';
}

for (const route of routes) {
  test(`${route.path} in both languages: axe, no sideways scroll, first screen, clean console`, async ({
    page,
  }) => {
    test.slow();
    const found: string[] = [];
    for (const locale of locales)
      found.push(
        ...(await walk(
          page,
          localePath(route.path, locale),
          { status: 200, dir: locale === 'ar' ? 'rtl' : 'ltr' },
          motionAt(route, locale),
        )),
      );
    expect(found, found.join('\n')).toEqual([]);
  });
}

test('the 404 page: axe, no sideways scroll, first screen, clean console', async ({ page }) => {
  test.slow();
  const found = await walk(page, '/no-such-page', { status: 404, dir: 'ltr' }, 'phone');
  expect(found, found.join('\n')).toEqual([]);
});
