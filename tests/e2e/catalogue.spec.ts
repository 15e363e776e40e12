import { loadContent, routeTextOf } from '@/lib/content/load';
import { getRoute } from '@/lib/content/routes';
import { test, expect } from './fixtures';

const { products, services, industries, hubs } = loadContent();

const pages = [...products, ...services, ...industries];

test.describe('detail pages', () => {
  for (const content of pages) {
    test(`${content.path} shows its banner, image, sections and breadcrumbs`, async ({ page }) => {
      const route = routeTextOf(content.path);
      await page.goto(content.path);
      await expect(page.locator('h1')).toHaveText(route.heading);
      await expect(page.getByText(route.tagline)).toBeVisible();
      const image = page.locator(`main img[src="${content.image.src}"]`).first();
      await expect(image).toBeVisible();
      expect(
        await image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
      ).toBe(true);
      for (const section of content.sections) {
        await expect(
          page.getByRole('heading', { name: section.heading, exact: true }).first(),
        ).toBeVisible();
      }
      const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
      await expect(crumbs.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
      const kinds = (
        await page.locator('script[type="application/ld+json"]').allTextContents()
      ).map((text) => JSON.parse(text)['@type']);
      expect(kinds).toContain('BreadcrumbList');
      const cards = (content.cardGroups ?? []).flatMap((group) => group.cards);
      const expected = { product: 'Product', service: 'Service' }[
        getRoute(content.path).kind as string
      ];
      expect(kinds).toContain(expected ?? (cards.length > 0 ? 'ItemList' : 'WebPage'));
      for (const text of await page.locator('script[type="application/ld+json"]').allTextContents())
        if (JSON.parse(text)['@type'] === 'ItemList')
          expect(JSON.parse(text).itemListElement, 'no empty ItemList').not.toHaveLength(0);
      expect(
        await page.locator('a[href^="/services/"]').count(),
        'no link to a missing /services/ route',
      ).toBe(0);
    });
  }
});

test('/product shows exactly the ten category cards in order', async ({ page }) => {
  await page.goto('/product');
  const cards = page.getByRole('region', { name: hubs.product.label }).getByRole('listitem');
  await expect(cards).toHaveCount(10);
  const hrefs = await cards
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  expect(hrefs).toEqual(hubs.product.pages);
  await expect(page.getByRole('region', { name: hubs.product.intro.heading })).toBeVisible();
});

test('/services shows five cards that read more about each service', async ({ page }) => {
  await page.goto('/services');
  const links = page
    .getByRole('region', { name: hubs.services.label })
    .getByRole('link', { name: new RegExp(hubs.services.cta) });
  await expect(links).toHaveCount(5);
  expect(await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual(
    hubs.services.pages,
  );
  await expect(page.getByRole('region', { name: hubs.services.intro.heading })).toBeVisible();
});

test('/industries has six cards that lead to their pages', async ({ page }) => {
  await page.goto('/industries');
  const cards = page.getByRole('region', { name: hubs.industries.label }).getByRole('listitem');
  await expect(cards).toHaveCount(6);
  await expect(page.getByRole('region', { name: hubs.industries.intro.heading })).toBeVisible();
  for (const [index, path] of hubs.industries.pages.entries()) {
    await page.goto('/industries');
    await page
      .getByRole('region', { name: hubs.industries.label })
      .getByRole('listitem')
      .nth(index)
      .click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.locator('h1')).toHaveText(routeTextOf(path).heading);
  }
});

test('service pages show their card counts', async ({ page }) => {
  const expected: Record<string, number> = {
    '/cable-termination': 15,
    '/customised-enclosure-solutions': 7,
  };
  for (const [path, count] of Object.entries(expected)) {
    await page.goto(path);
    await expect(page.locator('main section[aria-label] li')).toHaveCount(count);
    await expect(page.locator('main section[aria-label] li a')).toHaveCount(0);
  }
});

test("a product page's Request a Quote opens the dialog with its category chosen", async ({
  page,
}) => {
  for (const path of ['/GlandsAccessories', '/HeatShrink']) {
    await page.goto(path);
    await page.getByRole('main').getByRole('link', { name: 'Request a Quote' }).click();
    const dialog = page.getByRole('dialog', { name: "Let's Stay Connected With Us" });
    await expect(dialog.getByLabel('Service type')).toHaveValue(routeTextOf(path).name);
    await dialog.getByRole('button', { name: 'Close quote form' }).click();
  }
});
