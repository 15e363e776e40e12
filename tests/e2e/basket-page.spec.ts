/** The quote list page: editing, clearing, copying, a corrupt stored value; the page without JavaScript. */
import { test, expect } from './fixtures';
import { expectNoViolations } from './axe';
import { captureErrors } from './helpers';
import { fill } from '@/lib/i18n/text';
import { escapeRegExp, GLANDS, textPattern } from './content';
import { seedList, storedList } from './enquiry';
import {
  words,
  list,
  listText,
  itemsText,
  inEnglishList,
  titleOf,
  quantityOf,
  noteOf,
  removeOf,
  lineAdded,
  gland,
  ties,
  shrink,
  expectCount,
  lineItems,
} from './quote-list';

test.describe('the quote list page', () => {
  test('edits quantity and note, keeps them over a reload, removes with focus kept in the list', async ({
    page,
  }) => {
    await seedList(page, [gland, ties, shrink]);
    await page.goto('/quote');
    await expect(
      page.getByRole('heading', { name: fill(list.heading, { items: itemsText(3) }) }),
    ).toBeVisible();
    await expect(lineItems(page).nth(0)).toContainText('Armoured, IP68');

    const quantity = page.getByLabel(quantityOf('M20 brass gland'));
    await expect(quantity).toHaveAttribute('type', 'number');
    await expect(quantity).toHaveAttribute('min', '1');
    await quantity.fill('200');
    await expect(
      page.getByRole('status').filter({ hasText: new RegExp(textPattern(list.quantityChanged)) }),
    ).toHaveText(fill(list.quantityChanged, { product: 'M20 brass gland', quantity: 200 }));
    // A quantity that is not a whole count stays as typed, said at the field; the list keeps 200.
    await quantity.fill('0');
    await quantity.blur();
    await expect(quantity).toHaveValue('0');
    await expect(quantity).toHaveAccessibleDescription(words.quoteList.quantityBad);
    await quantity.fill('200');
    await page.getByLabel(noteOf('M20 brass gland')).fill('with shrouds');
    await page.reload();
    await expect(page.getByLabel(quantityOf('M20 brass gland'))).toHaveValue('200');
    await expect(page.getByLabel(noteOf('M20 brass gland'))).toHaveValue('with shrouds');
    expect((await storedList(page)).lines[0]).toMatchObject({
      quantity: 200,
      note: 'with shrouds',
    });

    const announced = page
      .getByRole('status')
      .filter({ hasText: new RegExp(textPattern(list.removed)) });
    const removed = (product: string, count: number) =>
      fill(list.removed, { product, inList: inEnglishList(count) });
    await page.getByRole('button', { name: removeOf('Cable ties 7.6 x 370') }).click();
    await expect(announced).toHaveText(removed('Cable ties 7.6 x 370', 2));
    await expect(
      page.getByRole('button', { name: removeOf('Heat shrink 25/12 & end caps') }),
    ).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(announced).toHaveText(removed('Heat shrink 25/12 & end caps', 1));
    await expect(page.getByRole('button', { name: removeOf('M20 brass gland') })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: list.empty })).toBeFocused();
    expect(await storedList(page)).toBeNull();
  });

  test('clear all empties the list and can be undone; copy puts the list on the clipboard', async ({
    page,
    context,
    isMobile,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await seedList(page, [gland, ties]);
    await page.goto('/quote');
    await page.getByRole('button', { name: list.copy }).click();
    await expect(page.getByRole('status').filter({ hasText: list.copiedList })).toHaveText(
      list.copiedList,
    );
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain(titleOf(2));
    expect(copied).toContain(
      `1. M20 brass gland\n   ${listText.options}: Armoured, IP68\n   ${listText.quantity}: 1`,
    );
    expect(copied).toContain('2. Cable ties 7.6 x 370');

    await page.getByRole('button', { name: list.clear }).click();
    await expect(page.getByRole('heading', { name: list.empty })).toBeFocused();
    await expect(lineItems(page)).toHaveCount(0);
    await expectCount(page, isMobile, 0);
    await page.getByRole('button', { name: list.undo }).click();
    await expect(lineItems(page)).toHaveCount(2);
    expect((await storedList(page)).lines).toEqual([gland, ties]);
  });

  test('a corrupt or foreign stored value gives an empty list and no error', async ({
    page,
    isMobile,
  }) => {
    const errors = captureErrors(page);
    page.on('pageerror', (error) => errors.push(error.message));
    for (const value of ['{not json', JSON.stringify({ v: 99, lines: [gland] }), '[1,2,3]']) {
      await seedList(page, value);
      await page.goto('/quote');
      await expect(page.getByRole('heading', { name: list.empty })).toBeVisible();
      await expectCount(page, isMobile, 0);
    }
    await page.goto(GLANDS);
    await page
      .getByRole('button', { name: new RegExp(`^${textPattern(list.addLineNamed)}$`) })
      .first()
      .click();
    await expect(page.getByRole('status').filter({ hasText: lineAdded })).toContainText(
      inEnglishList(1),
    );
    expect((await storedList(page)).v).toBe(1);
    expect(errors).toEqual([]);
  });

  test(
    'is usable at its width and has no WCAG 2.2 A/AA violations',
    { tag: '@phone' },
    async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await seedList(page, [gland, ties, shrink]);
      await page.goto('/quote');
      await expect(lineItems(page)).toHaveCount(3);
      const width = page.viewportSize()!.width;
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        width,
      );
      const controls = page
        .getByRole('main')
        .locator('button, input:not([name="website"]), textarea, a[href]');
      for (const control of await controls.all()) {
        if (!(await control.isVisible())) continue;
        const box = (await control.boundingBox())!;
        expect(
          box.x,
          await control.evaluate((el) => el.outerHTML.slice(0, 80)),
        ).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(width + 0.5);
      }
      await expectNoViolations(page, '/quote');
    },
  );
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('no add control is shown, the header link leads to the contact form, /quote says why', async ({
    page,
    isMobile,
  }) => {
    test.skip(isMobile, 'the header link is the same markup at every width');
    await page.goto('/GlandsAccessories');
    await expect(
      page.getByRole('link', { name: words.quoteForm.requestQuote }).first(),
    ).toBeVisible();
    await expect(
      page.getByRole('button', {
        name: new RegExp(`${escapeRegExp(list.add)}|${textPattern(list.addLineNamed)}`),
      }),
    ).toHaveCount(0);
    await expect(
      page.getByRole('banner').getByRole('link', { name: list.button, exact: true }),
    ).toHaveAttribute('href', '/contact-us');
    await page.goto('/quote');
    // Why: the list is kept in the browser and needs JavaScript; the contact form instead.
    const why = fill(list.loading, { link: list.loadingLink });
    await expect(page.getByRole('main')).toContainText(why);
    await expect(
      page.getByRole('main').getByRole('link', { name: list.loadingLink }),
    ).toHaveAttribute('href', '/contact-us');
    // The list page is left out of the site search: its text sits in what Pagefind ignores.
    await expect(page.locator('[data-pagefind-ignore="all"]').filter({ hasText: why })).toHaveCount(
      1,
    );
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  });
});
