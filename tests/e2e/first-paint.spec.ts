import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';

/** When the page's first contentful paint happened, and when each framework chunk was requested. */
async function paintAndChunks(page: Page) {
  await expect.poll(() => page.evaluate(() => 'next' in window)).toBe(true);
  return page.evaluate(() => ({
    fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
    resources: performance
      .getEntriesByType('resource')
      .map((entry) => entry as PerformanceResourceTiming)
      .map(({ name, startTime, responseEnd }) => ({
        path: new URL(name).pathname,
        startTime,
        responseEnd,
      })),
  }));
}

for (const route of ['/PowerInstrumentation', '/ar/about']) {
  test(`${route}: the framework's chunks are requested only after the first paint, and it hydrates`, async ({
    page,
  }) => {
    await page.goto(route);
    const { fcp, resources } = await paintAndChunks(page);
    const chunks = resources.filter(({ path }) => path.startsWith('/_next/static/chunks/'));
    expect(fcp).toBeGreaterThan(0);
    expect(chunks.length).toBeGreaterThanOrEqual(5);
    for (const chunk of chunks) expect(chunk.startTime, chunk.path).toBeGreaterThanOrEqual(fcp);
    // Hydrated: the header's menu button works (client code).
    await page.setViewportSize({ width: 390, height: 800 });
    await page
      .getByRole('button', { name: route.startsWith('/ar') ? 'فتح القائمة' : 'Open menu' })
      .click();
    await expect(page.getByRole('dialog')).toBeVisible();
  });
}

test("/: the chunks wait for the hero poster, the largest paint's image", async ({ page }) => {
  await page.goto('/');
  const { fcp, resources } = await paintAndChunks(page);
  const poster = resources.find(({ path }) => /^\/media\/hero-1(-828)?\.webp$/.test(path));
  expect(poster, 'the hero poster was fetched').toBeDefined();
  const chunks = resources.filter(({ path }) => path.startsWith('/_next/static/chunks/'));
  expect(chunks.length).toBeGreaterThanOrEqual(5);
  for (const chunk of chunks) {
    expect(chunk.startTime, chunk.path).toBeGreaterThanOrEqual(fcp);
    expect(chunk.startTime, chunk.path).toBeGreaterThanOrEqual(poster!.responseEnd);
  }
});

test('an image that never arrives does not keep the page from hydrating', async ({ page }) => {
  // The hero poster hangs: the boot script gives up waiting for it and starts the chunks anyway.
  await page.route(/\/media\/hero-1(-828)?\.webp$/, () => new Promise(() => {}));
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  await expect.poll(() => page.evaluate(() => 'next' in window), { timeout: 20_000 }).toBe(true);
});
