import type { Locator, Page } from '@playwright/test';
import { contentIn } from '@/lib/content/load';
import { rowLabel } from '@/lib/content/catalogue/format';
import type { BasketLine } from '@/components/basket/store';
import { fill } from '@/lib/i18n/text';
import { test, expect } from './fixtures';
import { reachTable, recordSends, rowControls, SEND, sendFailures } from './helpers';
import { productTables } from './content';
import {
  expectFields,
  fillFields,
  listContact,
  listFields,
  seedList,
  storedList,
  storedRequest,
} from './enquiry';

/**
 * Issue 41: a quantity is exactly what was typed, a removed line can come back, what the buyer typed
 * survives a reload and a failed send, and a failure is shown where the buyer is looking. Tagged
 * @phone: each runs at 1440 px and at 390 px. Words and rows are read from the content (issue 40).
 */

const words = contentIn('en').interface;
const list = words.quoteList;
const form = words.quoteForm;

const lineOf = (id: string, product: string): BasketLine => ({
  id,
  product,
  path: '/about',
  quantity: 3,
  note: '',
});

/** The stored list's lines (none when nothing is stored). */
const stored = async (page: Page) =>
  ((await storedList(page)) as { lines: BasketLine[] } | null)?.lines ?? [];

/** Taps (clicks) a field, then types as a buyer does: key by key, without clearing it first. */
async function tapAndType(field: Locator, text: string) {
  await field.click();
  await field.page().keyboard.type(text);
}

test.describe('a quantity is exactly what was typed @phone', () => {
  const { path, table } = productTables()[0]!;
  const label = rowLabel(table, table.rows[0]!, 'en');

  test("on a table row: tapping the field and typing 50 adds 50; '2.5' and '1e3' are refused at the row", async ({
    page,
  }) => {
    await page.goto(path);
    await reachTable(page, table.id);
    const { quantity, add } = rowControls(page, label);
    const status = page.locator('[data-row-add]').filter({ has: add }).getByRole('status');
    await expect(add).toBeVisible();
    await expect(quantity).toHaveValue('1');
    await tapAndType(quantity, '50');
    await expect(quantity).toHaveValue('50');
    await add.click();
    await expect(status).toContainText(', quantity 50');
    expect((await stored(page)).map((line) => line.quantity)).toEqual([50]);

    for (const typed of ['2.5', '1e3', '1.000']) {
      await tapAndType(quantity, typed);
      await add.click();
      await expect(status).toHaveText(list.quantityBad);
      await expect(quantity).toHaveAttribute('aria-invalid', 'true');
      await expect(quantity).toHaveValue(typed);
      expect((await stored(page)).map((line) => line.quantity)).toEqual([50]);
    }
  });

  test('on the list: a typed number replaces the old one; a number that is not a whole count is said at the field, kept, and stops the send', async ({
    page,
  }) => {
    const sends = await recordSends(page);
    await seedList(page, [lineOf('a', 'Line A')]);
    await page.goto('/quote');
    const quantity = page.getByLabel(
      `${list.quantity} ${fill(list.quantityOf, { product: 'Line A' })}`,
      {
        exact: true,
      },
    );
    await expect(quantity).toHaveValue('3');
    await tapAndType(quantity, '7');
    await expect(quantity).toHaveValue('7');
    await expect.poll(async () => (await stored(page))[0]?.quantity).toBe(7);

    // Pasted whole (typed key by key, its "2" would be a whole count, saved as typed).
    await quantity.fill('2.5');
    await expect(quantity).toHaveAttribute('aria-invalid', 'true');
    await expect(quantity).toHaveAccessibleDescription(list.quantityBad);
    await expect(page.getByText(list.quantityBad, { exact: true })).toBeVisible();
    // Leaving the field keeps what was typed and the message: nothing is silently put back.
    await page.getByRole('main').getByLabel(list.messageLabel).click();
    await expect(quantity).toHaveValue('2.5');
    await expect(quantity).toHaveAttribute('aria-invalid', 'true');
    expect((await stored(page))[0]?.quantity).toBe(7);

    // Sending goes back to the field instead of sending a quantity the buyer did not type.
    await fillFields(listFields(page), listContact);
    await page.getByRole('button', { name: list.sendEmail }).click();
    await expect(quantity).toBeFocused();
    expect(sends).toHaveLength(0);

    await quantity.fill('12');
    await expect(quantity).not.toHaveAttribute('aria-invalid');
    await expect.poll(async () => (await stored(page))[0]?.quantity).toBe(12);
  });
});

test.describe('the list keeps what the buyer did @phone', () => {
  test('a removed line comes back in its place with Undo, and focus with it', async ({ page }) => {
    await seedList(page, [lineOf('a', 'Line A'), lineOf('b', 'Line B'), lineOf('c', 'Line C')]);
    await page.goto('/quote');
    const remove = (product: string) =>
      page.getByRole('button', { name: `${list.remove} ${product}`, exact: true });
    await remove('Line B').click();
    await expect(remove('Line B')).toHaveCount(0);
    expect((await stored(page)).map((line) => line.id)).toEqual(['a', 'c']);
    const undo = page.getByRole('button', { name: list.undoRemove, exact: true });
    await expect(undo).toBeVisible();
    await undo.click();
    await expect(undo).toHaveCount(0);
    expect((await stored(page)).map((line) => line.id)).toEqual(['a', 'b', 'c']);
    await expect(remove('Line B')).toBeFocused();
  });

  test('contact details and message survive a reload and go when the list is cleared', async ({
    page,
  }) => {
    await seedList(page, [lineOf('a', 'Line A')]);
    await page.goto('/quote');
    await fillFields(listFields(page), listContact);
    await page.reload();
    await expectFields(listFields(page), listContact);
    // Kept in this browser only, never in the address.
    expect(page.url()).not.toMatch(/Aisha|example\.ae|[?#]/);
    expect(await storedRequest(page)).toMatchObject({ contact: listContact });

    await page.getByRole('button', { name: list.clear, exact: true }).click();
    expect((await storedRequest(page))?.contact).toBeUndefined();
    await seedList(page, [lineOf('b', 'Line B')]);
    await page.goto('/quote');
    await expectFields(listFields(page), {
      user_name: '',
      user_mobile: '',
      user_email: '',
      message: '',
    });
  });
});

test.describe('a failed send is shown where the buyer is looking @phone', () => {
  const [name, answer] = sendFailures[0]!;
  test(`${name}: the message comes into view with focus, the reference, print and copy`, async ({
    page,
  }) => {
    await page.route(SEND, answer);
    await seedList(page, [lineOf('a', 'Line A'), lineOf('b', 'Line B')]);
    await page.goto('/quote');
    const reference = page.locator('[data-reference] bdi');
    await expect(reference).toHaveText(/^RFQ-\d{8}-\d{4}$/);
    await fillFields(listFields(page), listContact);
    await page.getByRole('button', { name: list.sendEmail }).click();

    const alert = page.getByRole('alert').filter({ hasText: form.failure });
    await expect(alert).toBeFocused();
    await expect(alert).toBeInViewport({ ratio: 0.5 });
    await expect(alert).toContainText((await reference.textContent()) ?? '');
    await expect(alert.getByRole('button', { name: list.printCopy })).toBeVisible();
    await expect(alert.getByRole('button', { name: list.copy })).toBeVisible();
    await expect(alert.getByRole('link')).toHaveAttribute('href', /^mailto:/);
    await expectFields(listFields(page), listContact);
    await page.reload();
    await expectFields(listFields(page), listContact);
  });
});
