import { indexedRoutes, routes } from '@/lib/content/routes';
import { routeTextOf } from '@/lib/content/load';
import { splitLocale } from '@/lib/i18n/locales';
import { test, expect } from './fixtures';

test.describe('every route', () => {
  for (const route of routes) {
    const text = routeTextOf(route.path);
    test(`${route.path} answers 200 with its h1, header and footer`, async ({ page }) => {
      const response = await page.goto(route.path);
      expect(response?.status()).toBe(200);
      await expect(page.locator('h1')).toHaveCount(1);
      await expect(page.locator('h1')).toContainText(text.heading);
      await expect(page.locator('body > header')).toBeVisible();
      await expect(page.locator('footer')).toContainText(
        'Your One-Stop Technical Partner in Cable Management & Termination Solutions',
      );
      await expect(page).toHaveTitle(new RegExp(text.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
      const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
      expect(new URL(canonical ?? '').pathname).toBe(route.path);
      await expect(page.locator('meta[name="robots"]')).toHaveCount(route.noindex ? 1 : 0);
      if (route.noindex)
        await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    });
  }
});

test('an unknown path shows the branded 404 page with ways back', async ({ page }) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.locator('h1')).toHaveText("We couldn't find that page");
  const main = page.locator('main');
  await expect(main.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  await expect(main.getByRole('link', { name: 'Products' })).toHaveAttribute('href', '/product');
  await expect(main.getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/contact-us');
});

test('sitemap.xml lists the 38 routes of the spec (not /quote) in English and Arabic and robots.txt points at it', async ({
  request,
}) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (m) => new URL(m[1] ?? '').pathname,
  );
  expect(locs).toHaveLength(76);
  expect(locs.filter((path) => splitLocale(path).locale === 'en').sort()).toEqual(
    indexedRoutes.map((route) => route.path).sort(),
  );
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toMatch(/Sitemap: https?:\/\/\S+\/sitemap\.xml/);
});

test('the home page carries LocalBusiness structured data with the Sharjah address', async ({
  page,
}) => {
  await page.goto('/');
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const business = blocks
    .map((text) => JSON.parse(text))
    .find((data) => data['@type'] === 'LocalBusiness');
  expect(business?.address?.addressLocality).toBe('Sharjah');
  expect(business?.telephone).toBeTruthy();
});
