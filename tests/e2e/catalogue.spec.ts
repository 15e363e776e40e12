import { loadContent, routeTextOf } from '@/lib/content/load';
import { test, expect } from './fixtures';

// Each product, service and industry page's banner, image, breadcrumbs and structured data are
// checked in its exported HTML (tests/unit/content-pages.test.ts); here, the hubs' cards at work.
// The cards, their number and order are the content's hub lists (content/hubs.yml).
const { hubs, services, interface: words } = loadContent();

test('/product shows exactly the category cards of the content, in order', async ({ page }) => {
  await page.goto('/product');
  const cards = page.getByRole('region', { name: hubs.product.label }).getByRole('listitem');
  await expect(cards).toHaveCount(hubs.product.pages.length);
  const hrefs = await cards
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  expect(hrefs).toEqual(hubs.product.pages);
  await expect(page.getByRole('region', { name: hubs.product.intro.heading })).toBeVisible();
});

test('/services shows a card that reads more about each service of the list', async ({ page }) => {
  await page.goto('/services');
  const links = page
    .getByRole('region', { name: hubs.services.label })
    .getByRole('link', { name: new RegExp(hubs.services.cta) });
  await expect(links).toHaveCount(hubs.services.pages.length);
  expect(await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual(
    hubs.services.pages,
  );
  await expect(page.getByRole('region', { name: hubs.services.intro.heading })).toBeVisible();
});

test('/industries has a card for each industry of the list, leading to its page', async ({
  page,
}) => {
  await page.goto('/industries');
  const cards = page.getByRole('region', { name: hubs.industries.label }).getByRole('listitem');
  await expect(cards).toHaveCount(hubs.industries.pages.length);
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

test('service pages show the cards of their card groups, none a link', async ({ page }) => {
  for (const service of services) {
    const count = (service.cardGroups ?? []).reduce((sum, group) => sum + group.cards.length, 0);
    await page.goto(service.path);
    // Each card group is a section named by its heading.
    const groups = page.locator('main section[aria-labelledby^="card-group-"]');
    await expect(groups.locator('li'), service.path).toHaveCount(count);
    await expect(groups.locator('li a')).toHaveCount(0);
  }
});

test("a product page's Request a Quote opens the dialog with its category chosen", async ({
  page,
}) => {
  for (const path of ['/GlandsAccessories', '/HeatShrink']) {
    await page.goto(path);
    await page
      .getByRole('main')
      .getByRole('link', { name: words.productPages.requestQuote })
      .click();
    const dialog = page.getByRole('dialog', { name: words.quoteDialog.title });
    await expect(dialog.getByLabel(words.quoteForm.serviceLabel)).toHaveValue(
      routeTextOf(path).name,
    );
    await dialog.getByRole('button', { name: words.quoteDialog.close }).click();
  }
});
