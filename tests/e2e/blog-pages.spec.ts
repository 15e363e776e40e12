import type { Locator } from '@playwright/test';
import { loadContent } from '@/lib/content/load';
import { blogPageCount, blogPagePath } from '@/lib/content/blog-pages';
import { contentIn } from '@/lib/content/load';
import { fill } from '@/lib/i18n/text';
import { localePath, locales } from '@/lib/i18n/locales';
import { test, expect } from './fixtures';
import { expectNoViolations } from './axe';

/**
 * The blog's page numbers in a browser, in both languages, at 1440 px (desktop) and 390 px (phone:
 * tagged @phone). With more than 24 articles, the keyboard reaches them from the list above, shows
 * where it is, goes to the next page and back; the row runs in the reading direction; axe finds
 * nothing on /blog or on page 2. With 24 or fewer there are no page numbers at all. Holds for any
 * number of articles; what the exported HTML says is checked in tests/unit/blog-pages.test.ts.
 */
const count = blogPageCount(loadContent().articles.length);

/** A keyboard focus a sighted visitor can see: an outline at least 2 px wide. */
const focusRing = (link: Locator) =>
  link.evaluate((element) => {
    const style = getComputedStyle(element);
    return style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2;
  });

for (const locale of locales) {
  const words = contentIn(locale).interface.blogPages;
  const { label } = loadContent(undefined, locale).hubs.blog;
  const url = (page: number) => localePath(blogPagePath(page), locale);
  const at = (page: number) => new RegExp(`${url(page).replace(/\//g, '\\/')}$`);

  test(
    `${url(1)}: the page numbers work from the keyboard and axe finds nothing`,
    { tag: '@phone' },
    async ({ page }) => {
      await page.goto(url(1));
      const cards = page.getByRole('region', { name: label });
      await expect(cards.getByRole('listitem').first()).toBeVisible();
      const nav = page.getByRole('navigation', { name: words.label, exact: true });
      if (count === 1) {
        await expect(nav).toHaveCount(0);
        await expect(page.locator(`a[href="${url(2)}"]`)).toHaveCount(0);
        await expectNoViolations(page, url(1));
        return;
      }

      const number = (n: number) =>
        nav.getByRole('link', { name: fill(words.page, { n }), exact: true });
      const previous = nav.getByRole('link', { name: words.previous, exact: true });
      await expect(nav).toBeVisible();
      await expect(nav.getByRole('link')).toHaveCount(count + 1);
      await expect(number(1)).toHaveAttribute('aria-current', 'page');
      await expect(previous).toHaveCount(0);

      // From the last card's link, Tab goes on to the page numbers, with a focus ring.
      await cards.getByRole('link').last().focus();
      await page.keyboard.press('Tab');
      await expect(number(1)).toBeFocused();
      expect(await focusRing(number(1))).toBe(true);
      await page.keyboard.press('Tab');
      await expect(number(2)).toBeFocused();
      expect(await focusRing(number(2))).toBe(true);

      // Page 1 comes first in the reading direction: left of page 2 in English, right in Arabic.
      const one = (await number(1).boundingBox())!;
      const two = (await number(2).boundingBox())!;
      expect(Math.abs(one.y - two.y)).toBeLessThanOrEqual(0.5);
      if (locale === 'ar') expect(one.x).toBeGreaterThan(two.x);
      else expect(one.x).toBeLessThan(two.x);
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
      ).toBeLessThanOrEqual(0);
      await expectNoViolations(page, url(1));

      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(at(2));
      await expect(number(2)).toHaveAttribute('aria-current', 'page');
      await expect(number(1)).not.toHaveAttribute('aria-current', 'page');
      await expect(previous).toHaveAttribute('href', url(1));
      await expectNoViolations(page, url(2));

      await previous.focus();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(at(1));
      await expect(number(1)).toHaveAttribute('aria-current', 'page');
    },
  );

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test(`${url(1)}: the page numbers are plain links`, async ({ page }) => {
      await page.goto(url(1));
      await expect(page.getByRole('region', { name: label })).toBeVisible();
      const nav = page.getByRole('navigation', { name: words.label, exact: true });
      if (count === 1) {
        await expect(nav).toHaveCount(0);
        return;
      }
      const heading = await page.locator('h1').textContent();
      await nav.getByRole('link', { name: words.next, exact: true }).click();
      await expect(page).toHaveURL(at(2));
      await expect(page.locator('h1')).not.toHaveText(heading ?? '');
      await expect(
        nav.getByRole('link', { name: fill(words.page, { n: 2 }), exact: true }),
      ).toHaveAttribute('aria-current', 'page');
    });
  });
}
