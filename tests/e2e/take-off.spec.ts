import type { Locator, Page } from '@playwright/test';
import { contentIn } from '@/lib/content/load';
import { localePath, locales } from '@/lib/i18n/locales';
import { fill, plural } from '@/lib/i18n/text';
import { limits, type BasketLine } from '@/components/basket/store';
import { itemsInList } from '@/components/basket/words';
import { test, expect } from './fixtures';
import { expectNoViolations } from './axe';
import { hydratedControl } from './helpers';
import {
  badQuantity,
  metred,
  pastedProducts,
  pastedText,
  unmatched,
  unmatchedProduct,
} from './take-off';

/**
 * The pasted material list on /quote (issue 41): each line read with its quantity as typed and
 * matched to a catalogue row (English lines on the Arabic site too), an unmatched line kept as
 * written, a bad quantity refused on its line; then one action adds them all to the stored list.
 * The interface words are the content's, in the page's language.
 */

const stored = (page: Page) =>
  page.evaluate(
    () =>
      (JSON.parse(localStorage.getItem('quote-basket') ?? 'null') as { lines: BasketLine[] } | null)
        ?.lines ?? [],
  );

/** The text of a select's chosen option. */
const chosen = (select: Locator) =>
  select.evaluate((element) => (element as HTMLSelectElement).selectedOptions[0]?.text ?? '');

for (const locale of locales)
  test(
    `${locale}: a pasted take-off is matched line by line, checked, and added to the quote list at once`,
    { tag: '@phone' },
    async ({ page, isMobile }, testInfo) => {
      const words = contentIn(locale).interface;
      const text = words.takeOff;
      const products = pastedProducts(locale);
      const inEnglish = pastedProducts('en');
      const lines = [
        ...products.map(({ line }) => line),
        unmatched.line,
        metred.line,
        badQuantity.line,
      ];
      const actions = { count: 0 };
      const act = async (action: Promise<void>) => {
        await action;
        actions.count += 1;
      };

      // Nothing of the matcher or the catalogue is fetched until the box is used.
      const fetched: string[] = [];
      page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
      await page.goto(localePath('/quote', locale));
      const box = page.locator('section').filter({
        has: page.getByRole('heading', { name: text.heading, exact: true }),
      });
      const field = box.getByRole('textbox', { name: text.label, exact: true });
      await hydratedControl(field);
      expect(fetched.filter((path) => path.includes('catalogue-'))).toEqual([]);

      await act(field.fill(pastedText(products, [unmatched.line, metred.line, badQuantity.line])));
      const read = box.getByRole('list', { name: text.results, exact: true });
      const items = read.getByRole('listitem');
      await expect(items).toHaveCount(lines.length);
      expect(fetched).toEqual(
        expect.arrayContaining(locales.map((each) => `/pagefind/catalogue-${each}.json`)),
      );

      // The summary, in the live region: every line counted, one kept as written, one to correct.
      const status = box.getByRole('status');
      await expect(status).toContainText(plural(locale, lines.length, text.lines));
      await expect(status).toContainText(fill(text.asWritten, { count: 2 }));
      await expect(status).toContainText(fill(text.toCorrect, { count: 1 }));

      // Each product line: its text, its quantity as typed, its match (a row the content says it
      // is, with how sure) and the option it names.
      for (const [index, product] of products.entries()) {
        const item = items.nth(index);
        await expect(item).toContainText(product.line);
        await expect(item.locator('[data-quantity]')).toHaveText(String(product.quantity));
        const select = item.getByLabel(fill(text.matchFor, { index: index + 1 }), { exact: true });
        const shown = await chosen(select);
        expect(
          product.labels.some((label) => shown.startsWith(label)),
          `line ${index + 1}: “${shown}” is one of ${product.labels.join(' | ')}`,
        ).toBe(true);
        const sureness = await select.getAttribute('data-sureness');
        expect(['sure', 'likely', 'unsure']).toContain(sureness);
        expect(shown).toContain(text[sureness as 'sure']);
        if (product.option)
          await expect(
            item.locator(`[data-option="${product.option.name}"]`).getByRole('combobox'),
          ).toHaveValue(product.option.value);
      }
      // An option the line did not name is the usual one, and the buyer can choose another: the
      // first such option of a product line (the stainless tie's finish today).
      let changed: { product: string; name: string; value: string } | undefined;
      for (const [index, product] of products.entries()) {
        const option = items.nth(index).locator('[data-option]').first();
        if (product.option || (await option.count()) === 0) continue;
        const name = (await option.getAttribute('data-option'))!;
        const select = option.getByRole('combobox');
        const values = await select.locator('option').allTextContents();
        const value = values.find((each) => each !== values[0]);
        if (!value) continue;
        await act(select.selectOption(value).then(() => undefined));
        await expect(select).toHaveValue(value);
        changed = { product: product.line, name, value };
        break;
      }
      expect(changed, 'a product line with an option it did not name').toBeTruthy();
      const unmatchedItem = items.nth(products.length);
      await expect(unmatchedItem).toContainText(unmatched.line);
      await expect(unmatchedItem).toContainText(text.noMatch);
      await expect(unmatchedItem.getByRole('combobox')).toHaveCount(0);
      // A quantity in metres says its unit.
      const metredItem = items.nth(products.length + 1);
      await expect(metredItem.locator('[data-quantity]')).toHaveText(String(metred.quantity));
      const unit = (await metredItem.locator('[data-unit]').innerText()).trim();
      expect(unit).not.toBe('');
      const badItem = items.nth(products.length + 2);
      await expect(badItem).toContainText(fill(text.notWhole, { quantity: badQuantity.quantity }));
      await expect(badItem.locator('[data-quantity]')).toHaveCount(0);

      // Keyboard only: a line's choice goes to "keep as written" and back, its focus visible.
      const lugSelect = items.nth(2).getByLabel(fill(text.matchFor, { index: 3 }), { exact: true });
      await lugSelect.focus();
      expect(
        await lugSelect.evaluate((element) => getComputedStyle(element).outlineStyle),
      ).not.toBe('none');
      await page.keyboard.press('End');
      await expect(lugSelect).toHaveValue('text');
      await expect(status).toContainText(fill(text.asWritten, { count: 3 }));
      await page.keyboard.press('Home');
      await expect(lugSelect).toHaveValue('0');
      await expect(status).toContainText(fill(text.asWritten, { count: 2 }));

      await expectNoViolations(page, `${locale} take-off read`, 'main');

      // Add all: focus goes to what was added; only the bad quantity stays in the box.
      await act(box.getByRole('button', { name: text.addAll, exact: true }).click());
      const added = products.length + 2;
      const listed = await stored(page);
      await expect(page.locator(':focus')).toContainText(
        fill(text.added, {
          lines: plural(locale, added, text.lines),
          inList: itemsInList(locale, words.quoteList, listed.length),
        }),
      );
      await expect(field).toHaveValue(badQuantity.line);
      await expect(items).toHaveCount(1);

      // The stored list: each product with its row, quantity and option; the unmatched line as text.
      expect(listed).toHaveLength(added);
      for (const product of products) {
        const line = listed.find((each) => product.labels.includes(each.product));
        expect(line, `a stored line for “${product.line}”`).toBeTruthy();
        expect(line!.quantity).toBe(product.quantity);
        expect(line!.path).toBe(product.path);
        if (product.option) expect(line!.attributes).toContainEqual(product.option);
        if (changed?.product === product.line)
          expect(line!.attributes).toContainEqual({ name: changed.name, value: changed.value });
        // Its row, so the sales team opens it; added on /ar, its English (the row as the English
        // page names it), what the sales team reads.
        expect(line!.row, `the row of “${product.line}”`).toBeTruthy();
        if (locale === 'en') expect(line!.english).toBeUndefined();
        else
          expect(inEnglish.find((each) => each.line === product.line)!.labels).toContain(
            line!.english?.product,
          );
      }
      const metredLine = listed.find((each) => each.product === metred.product);
      expect(metredLine, 'the line in metres, kept as written').toMatchObject({
        quantity: metred.quantity,
        attributes: [{ name: text.unit, value: unit }],
      });
      if (locale !== 'en')
        expect(metredLine!.english?.attributes).toEqual([
          { name: contentIn('en').interface.takeOff.unit, value: expect.any(String) },
        ]);
      const free = listed.find((each) => each.product === unmatchedProduct);
      expect(free, 'the unmatched line, kept as written').toMatchObject({
        quantity: unmatched.quantity,
        path: localePath('/quote', locale),
      });

      // The quote list below reads the same store.
      for (const line of listed)
        await expect(
          page.getByRole('main').getByRole('heading', { level: 3, name: line.product }),
        ).toBeVisible();
      await expectNoViolations(page, `${locale} take-off added`, 'main');

      testInfo.annotations.push({
        type: 'take-off',
        description: `${actions.count} actions at ${isMobile ? 390 : 1440} px`,
      });
      expect(actions.count).toBe(3);
    },
  );

test('a full quote list takes the lines it can; the rest stay in the box, and the buyer is told why', async ({
  page,
}) => {
  const words = contentIn('en').interface;
  const text = words.takeOff;
  const [first, second] = pastedProducts('en');
  // A list one line short of full, as the store writes it.
  const lines = Array.from({ length: limits.lines - 1 }, (_, index) => ({
    id: `line-${index}`,
    product: `Item ${index}`,
    path: '/quote',
    quantity: 1,
    note: '',
  }));
  await page.addInitScript(
    (stored) => localStorage.setItem('quote-basket', JSON.stringify({ v: 1, lines: stored })),
    lines,
  );
  await page.goto('/quote');
  const box = page.locator('[data-take-off]');
  const field = box.getByRole('textbox', { name: text.label, exact: true });
  await hydratedControl(field);
  await field.fill(pastedText([first!, second!]));
  await expect(box.getByRole('list', { name: text.results }).getByRole('listitem')).toHaveCount(2);
  await box.getByRole('button', { name: text.addAll, exact: true }).click();
  await expect(page.locator(':focus')).toContainText(
    fill(words.quoteList.full, { lines: limits.lines }),
  );
  await expect(field).toHaveValue(second!.line);
  expect(await stored(page)).toHaveLength(limits.lines);
});
