/** The quote list in Arabic: adding, listing and sending; a quote line's reading order. */
import type { BasketLine } from '@/components/basket/store';
import { test, expect } from './fixtures';
import { reachTable, recordSends, SEND } from './helpers';
import { ar } from './arabic-export';
import { itemsInList } from '@/components/basket/words';
import { fill, plural } from '@/lib/i18n/text';
import { escapeRegExp, glandsPage } from './content';
import { expectFields, fillFields, listContact, listFields, seedList, storedList } from './enquiry';
import {
  words,
  listText,
  titleOf,
  REF,
  tableRow,
  glandsTable,
  seedReference,
  lineItems,
} from './quote-list';

test.describe('in Arabic', () => {
  test('adds, lists and sends in Arabic; the e-mail says Arabic; a failure keeps list and fields', async ({
    page,
  }) => {
    const inList = (count: number) => itemsInList('ar', ar.quoteList, count);
    // The request reaches the sales team in English (its subject too), with no direction marks.
    const arabicTitle = titleOf(2, REF);
    const english = tableRow(glandsTable('en'), 0, 'en');
    await seedList(page, []);
    await seedReference(page);
    await page.goto('/ar/GlandsAccessories');
    const main = page.getByRole('main');
    // Two rows of the glands page: its first table's first two, or its types' first.
    const arabicTable = glandsTable('ar');
    const first = tableRow(arabicTable, 0, 'ar');
    const second =
      arabicTable.rows.length > 1
        ? tableRow(arabicTable, 1, 'ar')
        : tableRow(glandsPage('ar').types, 0, 'ar');
    const firstOption = arabicTable.options?.[0];
    await reachTable(page, arabicTable.id);
    const addNamed = (label: string) =>
      main.getByRole('button', {
        name: fill(ar.quoteList.addLineNamed, { product: label }),
        exact: true,
      });
    await main
      .getByRole('spinbutton', {
        name: fill(ar.quoteList.quantityNamed, { product: first.label }),
        exact: true,
      })
      .fill('200');
    await addNamed(first.label).click();
    const status = main.getByRole('status').filter({ hasText: inList(1) });
    await expect(status).toBeVisible();
    // The confirmation isolates the row's Latin runs, and the option chosen in Arabic is in it.
    await expect(status.locator('bdi').first()).toBeAttached();
    if (firstOption) await expect(status).toContainText(firstOption.values[0]!);
    await addNamed(second.label).click();
    await expect(main.getByRole('status').filter({ hasText: inList(2) })).toBeVisible();
    const lines = (await storedList(page)).lines as BasketLine[];
    expect(lines.map((line) => line.path)).toEqual([
      '/ar/GlandsAccessories',
      '/ar/GlandsAccessories',
    ]);
    if (firstOption)
      expect(lines[0]!.attributes![0]).toEqual({
        name: firstOption.name,
        value: firstOption.values[0],
      });
    expect(lines.map((line) => line.quantity)).toEqual([200, 1]);
    await main.getByRole('link', { name: ar.quoteList.view }).first().click();
    await expect(page).toHaveURL(/\/ar\/quote$/);
    await expect(
      page.getByRole('heading', {
        name: fill(ar.quoteList.heading, { items: plural('ar', 2, ar.quoteList.items) }),
      }),
    ).toBeVisible();
    await expect(main.locator('[data-reference] bdi')).toHaveText(REF);

    await page.route(SEND, (route) => route.fulfill({ status: 500, body: 'Internal error' }));
    await fillFields(listFields(page, ar), listContact);
    await main.getByRole('button', { name: ar.quoteList.sendEmail }).click();
    const alert = page.getByRole('alert').filter({ hasText: ar.quoteForm.failure });
    await expect(alert).toBeVisible();
    await expect(lineItems(page)).toHaveCount(2);
    await expectFields(listFields(page, ar), {
      user_name: listContact.user_name,
      message: listContact.message,
    });
    const mailto = new URL((await alert.getByRole('link').getAttribute('href')) ?? '');
    expect(mailto.searchParams.get('subject')).toBe(arabicTitle);
    expect(mailto.searchParams.get('body')).toContain(`${words.companyMail.language}: Arabic`);

    await page.unrouteAll();
    const bodies = await recordSends(page);
    await main.getByRole('button', { name: ar.quoteList.sendEmail }).click();
    await expect(page.getByRole('status').filter({ hasText: ar.quoteForm.success })).toBeVisible();
    expect(bodies).toEqual([
      expect.objectContaining({
        template_params: expect.objectContaining({
          user_language: 'Arabic',
          user_service: arabicTitle,
          user_mobile: '+971501234567',
          user_message: expect.stringContaining(`${listText.quantity}: 200`),
        }),
      }),
    ]);
    const message = (bodies[0] as { template_params: Record<string, string> }).template_params
      .user_message!;
    expect(message).toContain(`${listText.reference}: ${REF}`);
    expect(message).toContain(`${listText.from}: ${listContact.user_name}`);
    expect(message).toContain(`${listText.quantity}: 1`);
    // Each line in English first, what the buyer read in Arabic under it, a link to its row.
    expect(message).toContain(`1. ${english.label}\n`);
    if (english.label !== first.label)
      expect(message).toContain(`   ${words.companyMail.inArabic}: ${first.label}\n`);
    expect(message).toMatch(new RegExp(`/ar/GlandsAccessories#${escapeRegExp(arabicTable.id)}-`));
    expect(message).not.toMatch(/[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/);
    await expect(main.locator('[data-sent] bdi')).toHaveText(REF);
    await expect(lineItems(page)).toHaveCount(2);
  });

  test('a quote line reads in its right order: Latin runs isolated inside the Arabic label', async ({
    page,
  }) => {
    const product = 'جلبة كابل مقاس 20S، M20 × 1.5، مانع التسرّب الداخلي 6.1–11.6 mm';
    await seedList(page, [
      {
        id: 'ar-gland',
        product,
        attributes: [{ name: 'المادة', value: 'فولاذ مقاوم للصدأ 316' }],
        path: '/ar/GlandsAccessories',
        quantity: 200,
        note: '',
      },
    ]);
    await page.goto('/ar/quote');
    const heading = lineItems(page).first().getByRole('heading', { level: 3 });
    await expect(heading).toHaveText(product);
    /** Where each piece of text is drawn: the left edge of its first box. */
    const xOf = (pieces: string[]) =>
      heading.evaluate((element, wanted) => {
        const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
        const found: Record<string, number> = {};
        for (let node = walker.nextNode(); node; node = walker.nextNode())
          for (const piece of wanted) {
            const at = (node.textContent ?? '').indexOf(piece);
            if (at < 0 || piece in found) continue;
            const range = document.createRange();
            range.setStart(node, at);
            range.setEnd(node, at + piece.length);
            found[piece] = range.getClientRects()[0]!.left;
          }
        return found;
      }, pieces);
    const x = await xOf(['20S', 'M20', '6.1', '11.6', 'mm']);
    // Right to left: the size is read before the thread, so it sits to its right.
    expect(x['20S']!).toBeGreaterThan(x['M20']!);
    // The range runs left to right inside the Arabic line: 6.1–11.6 mm.
    expect(x['6.1']!).toBeLessThan(x['11.6']!);
    expect(x['11.6']!).toBeLessThan(x['mm']!);
    // The attribute's figure keeps its place after the Arabic words, at the line's left end.
    const value = lineItems(page).first().locator('dd');
    await expect(value.locator('bdi')).toHaveText('316');
  });
});
