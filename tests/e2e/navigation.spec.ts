import type { Page } from '@playwright/test';
import { contentIn, loadContent, routeTextOf } from '@/lib/content/load';
import { footerLinks, mainNav } from '@/lib/content/routes';
import { fill } from '@/lib/i18n/text';
import { test, expect } from './fixtures';

// The menus' pages are the code's (routes.ts) or the content's (the Products menu); every link's
// name is the page's name in content/routes.yml, and the certifications are the content's.
const { home, hubs, site } = loadContent();
// The menus' and footer's own words are the content's too (content/interface.yml).
const words = contentIn('en').interface;
const productsMenu = hubs.product.menu.map((href) => ({
  href,
  label: routeTextOf(href).name,
}));
const nameOf = (path: string) => routeTextOf(path).name;

test.describe('desktop header', () => {
  test.skip(({ isMobile }) => isMobile, 'the desktop nav shows from the lg breakpoint');

  test('marks the active route with aria-current and an underline', async ({ page }) => {
    await page.goto('/about');
    const nav = page.getByRole('navigation', { name: words.frame.mainNav, exact: true });
    const about = nav.getByRole('link', { name: routeTextOf('/about').name, exact: true });
    await expect(about).toHaveAttribute('aria-current', 'page');
    await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
    expect(await about.evaluate((el) => getComputedStyle(el).textDecorationLine)).toContain(
      'underline',
    );
    const home = nav.getByRole('link', { name: routeTextOf('/').name, exact: true });
    expect(await home.evaluate((el) => getComputedStyle(el).textDecorationLine)).not.toContain(
      'underline',
    );
  });

  test("the products dropdown opens on hover with the menu's links in order", async ({ page }) => {
    await page.goto('/');
    const toggle = page.getByRole('button', { name: words.frame.productCategories });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await page
      .getByRole('navigation', { name: words.frame.mainNav, exact: true })
      .getByRole('link', { name: routeTextOf('/product').name, exact: true })
      .hover();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const list = page.locator(`#${await toggle.getAttribute('aria-controls')}`);
    await expect(list).toBeVisible();
    await expect(list.getByRole('link')).toHaveText(productsMenu.map((link) => link.label));
    await page.mouse.move(700, 700);
    await expect(list).toBeHidden();
  });

  test('the products dropdown works from the keyboard and Escape returns focus', async ({
    page,
  }) => {
    await page.goto('/');
    const toggle = page.getByRole('button', { name: words.frame.productCategories });
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('link', { name: productsMenu[0]!.label })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('link', { name: productsMenu[1]!.label })).toBeFocused();
    await page.keyboard.press('End');
    await expect(page.getByRole('link', { name: productsMenu.at(-1)!.label })).toBeFocused();
    await page.keyboard.press('Enter');
    const last = productsMenu.at(-1)!.href;
    await expect(page).toHaveURL(new RegExp(`${last}$`));
    await expect(page.locator('h1')).toHaveText(routeTextOf(last).heading);
  });

  test('the Industries item has a hover state', async ({ page }) => {
    await page.goto('/');
    const industries = page
      .getByRole('navigation', { name: words.frame.mainNav, exact: true })
      .getByRole('link', { name: nameOf('/industries'), exact: true });
    const before = await industries.evaluate((el) => getComputedStyle(el).color);
    await industries.hover();
    await expect
      .poll(() => industries.evaluate((el) => getComputedStyle(el).color))
      .not.toBe(before);
  });
});

test.describe('side menu below lg', { tag: '@phone' }, () => {
  test.skip(({ isMobile }) => !isMobile, 'the side menu is the phone navigation');

  test('opens 280 px wide with the six links and closes by button, backdrop and Escape', async ({
    page,
  }) => {
    await page.goto('/services');
    const open = page.getByRole('button', { name: words.frame.openMenu, exact: true });
    const menu = page.getByRole('dialog', { name: words.frame.sideMenu, exact: true });

    await open.click();
    await expect(menu).toBeVisible();
    // Within half a pixel: the slide-in transition can leave sub-pixel widths on a busy machine.
    await expect.poll(async () => (await menu.boundingBox())?.width).toBeCloseTo(280, 0);
    await expect(
      menu.getByRole('navigation', { name: words.frame.mobileNav, exact: true }).getByRole('link'),
    ).toHaveText(mainNav.map(nameOf));
    await expect(
      menu.getByRole('link', { name: nameOf('/services'), exact: true }),
    ).toHaveAttribute('aria-current', 'page');
    await expect(menu.getByRole('link', { name: words.quoteForm.requestQuote })).toBeVisible();
    await expect(menu.locator(':focus')).toHaveCount(1);
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');

    await menu.getByRole('button', { name: words.frame.closeMenu, exact: true }).click();
    await expect(menu).toBeHidden();
    await expect(open).toBeFocused();

    await open.click();
    await page.mouse.click(360, 400);
    await expect(menu).toBeHidden();
    await expect(open).toBeFocused();

    await open.click();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(open).toBeFocused();
  });

  test('a link in the side menu navigates and closes the menu', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: words.frame.openMenu, exact: true }).click();
    await page
      .getByRole('dialog', { name: words.frame.sideMenu, exact: true })
      .getByRole('link', { name: nameOf('/blog'), exact: true })
      .click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(
      page.getByRole('dialog', { name: words.frame.sideMenu, exact: true }),
    ).toBeHidden();
  });
});

/** Scrolls to the bottom of /about, follows the footer's Careers link and records scrollY each frame. */
async function scrollPositionsOnNavigation(page: Page) {
  await page.goto('/about');
  await page.evaluate(() =>
    window.scrollTo({ top: document.body.scrollHeight, behavior: 'instant' }),
  );
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  await page.evaluate(() => {
    const samples: number[] = [];
    (window as unknown as { samples: number[] }).samples = samples;
    const sample = () => {
      samples.push(window.scrollY);
      if (samples.length < 2 || samples.at(-1) !== 0) requestAnimationFrame(sample);
    };
    requestAnimationFrame(sample);
  });
  await page
    .locator('footer')
    .getByRole('link', { name: nameOf('/career'), exact: true })
    .click();
  await expect(page).toHaveURL(/\/career$/);
  // Wait for the frame that sees the top, not just for the top: the sampler runs once a frame.
  const read = () => page.evaluate(() => (window as unknown as { samples: number[] }).samples);
  await expect.poll(async () => (await read()).at(-1)).toBe(0);
  const samples = await read();
  // From the first frame that left the starting position to the top.
  return samples.slice(samples.findIndex((y) => y !== samples[0]));
}

test('navigating to another route scrolls smoothly back to the top', async ({ page }) => {
  const path = await scrollPositionsOnNavigation(page);
  expect(path.at(-1)).toBe(0);
  const between = new Set(path.filter((y) => y > 0));
  expect(between.size, `positions on the way up: ${path.join(', ')}`).toBeGreaterThanOrEqual(3);
  expect(path, 'only ever moves up').toEqual([...path].sort((a, b) => b - a));
});

test('under reduced motion the route change jumps to the top at once', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const path = await scrollPositionsOnNavigation(page);
  // At most one position between: when the new page is shorter than the old scroll position, the
  // browser paints it clamped to its own bottom (for as many frames as the route takes to render on
  // a busy machine) before the jump to the top. A smooth scroll passes through many positions (the
  // test above asks for at least three).
  expect(path.at(-1)).toBe(0);
  expect(
    new Set(path.filter((y) => y > 0)).size,
    `positions on the way up: ${path.join(', ')}`,
  ).toBeLessThanOrEqual(1);
});

test('the skip link moves focus to the main content', async ({ page }) => {
  await page.goto('/product');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: words.frame.skipToContent });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();
});

test('footer shows contacts, quick links and the copyright with the year', async ({ page }) => {
  await page.goto('/');
  const footer = page.locator('footer');
  await expect(footer.getByRole('link', { name: words.frame.letsConnect })).toHaveAttribute(
    'href',
    '/contact-us',
  );
  await expect(footer.locator('a[href^="mailto:"]')).toHaveCount(1);
  await expect(footer.locator('a[href^="tel:"]')).toHaveCount(2);
  await expect(
    footer.getByRole('navigation', { name: words.frame.quickLinks, exact: true }).getByRole('link'),
  ).toHaveText(footerLinks.map(nameOf));
  await expect(footer).toContainText(
    fill(words.frame.copyright, {
      year: new Date().getFullYear(),
      legalName: site.legalName,
      registration: site.registrationShort,
      developer: site.developer.name,
    }),
  );
  // Every certification of the content, by its logo, in order.
  const certifications = footer
    .getByRole('heading', { name: words.frame.certifications, exact: true })
    .locator('xpath=..')
    .locator('li img');
  await expect(certifications).toHaveCount(home.certifications.length);
  for (const [index, { logo }] of home.certifications.entries())
    await expect(certifications.nth(index)).toHaveAttribute('src', logo.src);
  for (const href of await footer
    .locator('a')
    .evaluateAll((as) => as.map((a) => a.getAttribute('href')))) {
    expect(href, 'no empty footer link').toBeTruthy();
    expect(href).not.toBe('#');
  }
});
