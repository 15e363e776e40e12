import type { Page } from '@playwright/test';
import { contentIn, routeTextOf } from '@/lib/content/load';
import { localePath } from '@/lib/i18n/locales';
import { test, expect } from './fixtures';
import { expectNoViolations } from './axe';
import { escapeRegExp, textPattern } from './content';
import { reachTable } from './helpers';

/**
 * A phone at 390 px: search and the quote list (with its count) in the header bar, the product
 * categories in the side menu, and selection tables whose rows and row actions fit the screen.
 */
test.skip(({ isMobile }) => !isMobile, 'what a phone shows at 390 px');

const locales = ['en', 'ar'] as const;

/** The element lies within the viewport's width (it may be above or below the fold). */
async function expectWithinWidth(page: Page, selector: string) {
  const outside = await page.$$eval(selector, (elements) =>
    elements
      .map((element) => element.getBoundingClientRect())
      .filter((box) => box.left < -0.5 || box.right > window.innerWidth + 0.5)
      .map((box) => `${box.left}..${box.right}`),
  );
  expect(outside, `${selector} outside the viewport's width`).toEqual([]);
}

const noHorizontalOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

for (const locale of locales) {
  const forms = contentIn(locale).interface;
  const chrome = forms.frame;

  test(
    `${locale}: the header bar shows search and the quote list with its count, and both work`,
    { tag: '@phone' },
    async ({ page }) => {
      await page.goto(localePath('/about', locale));
      await page.evaluate(() =>
        localStorage.setItem(
          'quote-basket',
          JSON.stringify({
            v: 1,
            lines: [
              { id: 'a', product: 'M25 gland', path: '/GlandsAccessories', quantity: 3, note: '' },
            ],
          }),
        ),
      );
      await page.goto(localePath('/PowerInstrumentation', locale));
      const banner = page.getByRole('banner');
      const search = banner.getByRole('link', { name: forms.search.button, exact: true });
      // Named as the list before it is read, with its count once it is.
      const list = banner.getByRole('link', {
        name: new RegExp(
          `^(?:${escapeRegExp(forms.quoteList.button)}|${textPattern(forms.quoteList.buttonCount)})$`,
        ),
      });
      for (const control of [search, list]) {
        await expect(control).toBeVisible();
        await expect(control).toBeInViewport({ ratio: 1 });
      }
      // The count shows on the control itself, not only to screen readers.
      await expect(list.getByText('1', { exact: true })).toBeVisible();
      await expect(list).toHaveAttribute('href', localePath('/quote', locale));
      // Nothing in the bar overlaps: the controls' boxes are side by side.
      const boxes = await banner
        .locator(':scope > div > :is(a, button):visible')
        .evaluateAll((elements) =>
          elements.map((element) => element.getBoundingClientRect().toJSON()),
        );
      const sorted = boxes.sort((a, b) => a.left - b.left);
      for (let index = 1; index < sorted.length; index++)
        expect(sorted[index]!.left).toBeGreaterThanOrEqual(sorted[index - 1]!.right - 0.5);
      expect(await noHorizontalOverflow(page)).toBeLessThanOrEqual(0);

      await search.click();
      const dialog = page.getByRole('dialog', { name: forms.search.title });
      await expect(dialog).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await list.click();
      await expect(page).toHaveURL(new RegExp(`${localePath('/quote', locale)}$`));
      await expectNoViolations(page, `${locale} /quote at 390 px`);
    },
  );

  test(
    `${locale}: the side menu lists the product categories and leads to them`,
    { tag: '@phone' },
    async ({ page }) => {
      await page.goto(localePath('/about', locale));
      await page.getByRole('button', { name: chrome.openMenu }).click();
      const menu = page.getByRole('dialog', { name: chrome.sideMenu });
      const categories = menu.getByRole('navigation', { name: chrome.productCategories });
      const expected = contentIn(locale).hubs.product.menu;
      await expect(categories.getByRole('link')).toHaveText(
        expected.map((path) => routeTextOf(path, locale).name),
      );
      await expectNoViolations(page, `${locale} side menu at 390 px`);
      await categories
        .getByRole('link', { name: routeTextOf('/GlandsAccessories', locale).name })
        .click();
      await expect(page).toHaveURL(new RegExp(`${localePath('/GlandsAccessories', locale)}$`));
      await expect(menu).toBeHidden();
    },
  );

  test(
    `${locale}: selection tables stack their rows so every row action is on screen without a sideways scroll`,
    { tag: '@phone' },
    async ({ page }) => {
      for (const path of ['/GlandsAccessories', '/PowerInstrumentation'] as const) {
        await page.goto(localePath(path, locale));
        // The page's tables as the content has them (none is a page without the tables section).
        const tables =
          contentIn(locale).products.find((product) => product.path === path)?.tables ?? [];
        expect(await noHorizontalOverflow(page), path).toBeLessThanOrEqual(0);
        // Every row's actions, every cell, inside the screen's width: no swipe inside the box either.
        await expectWithinWidth(
          page,
          '#selection-tables tbody tr td:last-child :is(a, button, input, select)',
        );
        await expectWithinWidth(page, '#selection-tables tbody :is(th, td)');
        for (const table of tables) {
          // Still a table for assistive technology: its rows, cells and headers.
          const grid = page.getByRole('table', { name: table.caption });
          await expect(grid.getByRole('row')).toHaveCount(table.rows.length + 1);
          await expect(grid.getByRole('rowheader')).toHaveCount(table.rows.length);
          await expect(grid.getByRole('columnheader')).toHaveCount(table.columns.length + 1);
          await expect(grid.getByRole('cell')).toHaveCount(
            table.rows.length * table.columns.length,
          );
        }
        // The range filter still hides the rows that do not fit, stacked as they are.
        const filtered = tables.find((table) => table.filter);
        if (filtered?.filter) {
          const covers = filtered.rows.filter((row) => {
            const range = row[filtered.filter!.key] as { min: number; max: number };
            return range.min <= 23 && 23 <= range.max;
          });
          // The filter's field, found by the table it controls (its label is the editor's).
          await reachTable(page, filtered.id);
          const field = page.locator(`input[aria-controls="${filtered.id}"]`);
          await field.fill('23');
          await expect(page.locator(`#${filtered.id} tbody tr:visible`)).toHaveCount(covers.length);
          await field.fill('');
          await expect(page.locator(`#${filtered.id} tbody tr:visible`)).toHaveCount(
            filtered.rows.length,
          );
        }
        // A row's action can be pressed where it is, on screen.
        if (tables.length === 0) {
          await expect(page.locator('#selection-tables tbody tr')).toHaveCount(0);
          await expectNoViolations(page, `${locale} ${path} at 390 px`);
          continue;
        }
        const firstAction = page
          .locator('#selection-tables tbody tr')
          .first()
          .getByRole('button')
          .first();
        await firstAction.scrollIntoViewIfNeeded();
        await expect(firstAction).toBeInViewport({ ratio: 1 });
        await expectNoViolations(page, `${locale} ${path} tables at 390 px`);
      }
    },
  );
}
