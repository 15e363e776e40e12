import { loadContent, routeTextOf } from '@/lib/content/load';
import { test, expect } from './fixtures';

// Each product, service and industry page's banner, image, breadcrumbs and structured data are
// checked in its exported HTML (tests/unit/content-pages.test.ts); here, the hubs' cards at work.
const { hubs } = loadContent();

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
