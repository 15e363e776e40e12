import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { test, expect } from './fixtures';

/**
 * The pages to open: in the publish workflow's fast path, those a content change reaches, listed by
 * scripts/publish-plan.mjs in the file named by CHANGED_PAGES. In the whole suite, where the walk
 * (pages.spec) opens every route in both languages, the first page of each language the same script
 * lists as representative: enough to keep this check itself working.
 */
const listed = (text: string) => text.split('\n').filter(Boolean);
const isArabic = (path: string) => path === '/ar' || path.startsWith('/ar/');
const pagesToCheck = process.env.CHANGED_PAGES
  ? listed(readFileSync(process.env.CHANGED_PAGES, 'utf8'))
  : [false, true].map((arabic) =>
      listed(
        execFileSync(process.execPath, ['scripts/publish-plan.mjs', 'representative'], {
          encoding: 'utf8',
        }),
      ).find((path) => isArabic(path) === arabic)!,
    );

/** Image addresses already answered, across the pages of this run. */
const checkedImages = new Set<string>();

for (const route of pagesToCheck) {
  test(`${route} opens with its heading, images and no error`, async ({ page, baseURL }) => {
    test.skip(
      test.info().project.name !== 'desktop',
      'one browser size: the whole suite checks the pages on a phone',
    );
    const arabic = isArabic(route);
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
    page.on('response', (response) => {
      if (response.status() >= 400 && response.url().startsWith(baseURL!))
        problems.push(`HTTP ${response.status()}: ${response.url()}`);
    });

    const response = await page.goto(route);
    expect(response?.status(), route).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', arabic ? 'ar' : 'en');
    if (arabic) await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    else await expect(page.locator('html')).not.toHaveAttribute('dir', 'rtl');
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(page.locator('h1')).not.toBeEmpty();
    await expect(page.locator('main')).not.toBeEmpty();

    // Every picture of the page exists, including those further down that load lazily.
    const sources = await page
      .locator('img')
      .evaluateAll((images) =>
        images.map(
          (image) => (image as HTMLImageElement).currentSrc || (image as HTMLImageElement).src,
        ),
      );
    for (const src of new Set(sources.filter((src) => src.startsWith(baseURL!)))) {
      if (checkedImages.has(src)) continue;
      expect((await page.request.get(src)).status(), `${route}: ${src}`).toBe(200);
      checkedImages.add(src);
    }

    // A long word or a wide table stays inside the page: no sideways scrolling.
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
      `${route} is wider than the window`,
    ).toBeLessThanOrEqual(0);
    expect(problems, problems.join('\n')).toEqual([]);
  });
}
