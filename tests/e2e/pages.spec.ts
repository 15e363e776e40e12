import type { Page } from '@playwright/test';
import { routes } from '@/lib/content/routes';
import { localePath, locales } from '@/lib/i18n/locales';
import { test, expect } from './fixtures';
import { settled } from './helpers';
import { axeViolations } from './axe';

/**
 * The walk: every route in both languages, at the width of the project (1440 px desktop, 390 px
 * phone), one visit per page checking what only a browser sees: axe (WCAG 2.2 A/AA) with motion
 * held still, nothing wider than the window, the direction the reader gets; then the page as a
 * visitor meets it, scrolled to the bottom so lazy images, videos and reveal animations all run,
 * with a clean console, no failed request and nothing of /admin/. What the exported HTML says
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

/** Scrolls through the page, each step waiting for the frame after it, whose observers have seen it. */
const scrollThrough = (page: Page) =>
  page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    for (let y = 0; y < document.body.scrollHeight; y += 600) {
      window.scrollTo(0, y);
      await frame();
      await frame();
    }
  });

/** Every problem the walk finds on one page, each line naming the page. */
async function walk(page: Page, path: string, expected: { status: number; dir: string }) {
  const notFound =
    expected.status === 404 ? new URL(path, test.info().project.use.baseURL).href : undefined;
  const found: string[] = [];
  let watch = watchProblems(page, notFound);
  // Carousels and reveal animations hold still, so axe checks the same state every run.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const response = await page.goto(path);
  if (response?.status() !== expected.status)
    found.push(`${path}: HTTP ${response?.status()}, expected ${expected.status}`);
  const dir = await page.evaluate(() => getComputedStyle(document.body).direction);
  if (dir !== expected.dir) found.push(`${path}: direction ${dir}, expected ${expected.dir}`);
  found.push(...(await axeViolations(page, path)));
  const wide = await overflow(page);
  if (wide) found.push(`${path} scrolls sideways: ${wide}`);
  await settled(page);
  watch.stop();
  found.push(...watch.problems.map((line) => `${path}: ${line}`));
  // The page as a visitor with motion meets it, down to its end.
  watch = watchProblems(page, notFound);
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await page.goto(path);
  await settled(page);
  await scrollThrough(page);
  await settled(page);
  watch.stop();
  found.push(...watch.problems.map((line) => `${path}: ${line}`));
  return found;
}

for (const route of routes) {
  test(`${route.path} in both languages: axe, no sideways scroll, clean console`, async ({
    page,
  }) => {
    test.slow();
    const found: string[] = [];
    for (const locale of locales)
      found.push(
        ...(await walk(page, localePath(route.path, locale), {
          status: 200,
          dir: locale === 'ar' ? 'rtl' : 'ltr',
        })),
      );
    expect(found, found.join('\n')).toEqual([]);
  });
}

test('the 404 page: axe, no sideways scroll, clean console', async ({ page }) => {
  test.slow();
  const found = await walk(page, '/no-such-page', { status: 404, dir: 'ltr' });
  expect(found, found.join('\n')).toEqual([]);
});
