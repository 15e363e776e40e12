/**
 * The quote list's words, stored lines and steps shared by the quote-list specs (basket*.spec.ts):
 * its labels read from the content (issue 40), a few lines a visitor stores, the list as the e-mail
 * and WhatsApp carry it after the payload tests' edits.
 */
import type { Page } from '@playwright/test';
import { contentIn, loadContent } from '@/lib/content/load';
import type { BasketLine } from '@/components/basket/store';
import { expect } from './fixtures';
import { fill, plural } from '@/lib/i18n/text';
import { rowLabel } from '@/lib/content/catalogue/format';
import type { Locale } from '@/lib/i18n/locales';
import type { SelectionTable } from '@/lib/content/schema';
import { escapeRegExp, glandsPage, GLANDS, productTables, textPattern } from './content';
import { REQUEST_KEY, seedList } from './enquiry';
// The list's words, its answers and the list as text are the content's (content/interface.yml).
export const words = contentIn('en').interface;
export const list = words.quoteList;
export const listText = words.companyMail.list;
/** '3 items', '3 items in your quote list', as the English pages count them. */
export const itemsText = (count: number) => plural('en', count, list.items);
export const inEnglishList = (count: number) => fill(list.inList, { items: itemsText(count) });
/** The list as text's title: 'Request for quote, 3 lines' (with a reference: the e-mail's subject). */
export const titleOf = (count: number, reference?: string) =>
  fill(reference ? listText.titleReference : listText.title, {
    reference: reference ?? '',
    lines: plural('en', count, listText.lines),
  });
/** A stored line's fields on the list page, by their labels. */
export const quantityOf = (product: string) =>
  `${list.quantity} ${fill(list.quantityOf, { product })}`;
export const noteOf = (product: string) => `${list.note} ${fill(list.noteFor, { product })}`;
export const removeOf = (product: string) => `${list.remove} ${product}`;
/** The header's link to the list: its name before the list is read, or with the count. */
export const listLink = new RegExp(
  `^(?:${escapeRegExp(list.button)}|${textPattern(list.buttonCount)})$`,
);
/** The confirmations: a row's line added, a service added, a line's quantity or removal. */
export const lineAdded = new RegExp(textPattern(list.lineAdded));
export const serviceAdded = new RegExp(textPattern(list.added));

// Tables, rows, options and pages' names are the content's (issue 40): read here, never copied. The
// stored lines below are a visitor's, written by the test.
export const { contact, site } = loadContent();

/** A fixed reference, stored as the site stores the one it makes, so texts can be compared whole. */
export const REF = 'RFQ-20261125-4821';

/** A row of a table (the one at `index`, or the last of fewer) and its label, as the page names it. */
export const tableRow = (table: SelectionTable, index = 0, locale: Locale = 'en') => ({
  table,
  label: rowLabel(table, table.rows[Math.min(index, table.rows.length - 1)]!, locale),
});
/** The first table of the glands page (whose tables the selector needs) in a language. */
export const glandsTable = (locale: Locale = 'en') => glandsPage(locale).page.tables![0]!;
/** The first table with options a buyer chooses (the glands' first table if none has any). */
export const optionsTable =
  productTables().find(({ table }) => table.options?.length) ??
  ({ path: GLANDS, table: glandsTable() } as const);
/** A table on another page than the glands page (the glands' gland types if there is none). */
export const otherTable =
  productTables().find(({ path }) => path !== GLANDS) ??
  ({ path: GLANDS, table: glandsPage().types } as const);

export const gland: BasketLine = {
  id: 'gland',
  product: 'M20 brass gland',
  options: 'Armoured, IP68',
  path: '/GlandsAccessories',
  quantity: 1,
  note: '',
};
export const ties: BasketLine = {
  id: 'ties',
  product: 'Cable ties 7.6 x 370',
  path: '/Cableties',
  quantity: 1,
  note: '',
};
export const shrink: BasketLine = {
  id: 'shrink',
  product: 'Heat shrink 25/12 & end caps',
  path: '/HeatShrink',
  quantity: 1,
  note: '',
};

export async function seedReference(page: Page) {
  await page.evaluate(
    ([key, raw]) => localStorage.setItem(key!, raw!),
    [REQUEST_KEY, JSON.stringify({ v: 1, fields: {}, reference: REF })],
  );
}

/** The header's quote-list link: in the bar on desktop, in the side menu on a phone. */
export async function expectCount(page: Page, isMobile: boolean, count: number) {
  const name = fill(list.buttonCount, { items: itemsText(count) });
  if (!isMobile) {
    await expect(
      page.getByRole('banner').getByRole('link', { name: listLink }),
    ).toHaveAccessibleName(name);
    return;
  }
  await page.getByRole('button', { name: words.frame.openMenu, exact: true }).click();
  const menu = page.getByRole('dialog', { name: words.frame.sideMenu, exact: true });
  await expect(menu.getByRole('link', { name: listLink })).toHaveAccessibleName(name);
  await menu.getByRole('button', { name: words.frame.closeMenu, exact: true }).click();
  await expect(menu).toBeHidden();
}

export const lineItems = (page: Page) =>
  page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3 }) });

/** The list after the edits of the payload tests, exactly as the e-mail and WhatsApp carry it. */
export const expectedText = (head: string[] = [`${listText.reference}: ${REF}`]) =>
  [
    titleOf(3),
    ...head,
    '',
    '1. M20 brass gland',
    `   ${listText.options}: Armoured, IP68`,
    `   ${listText.quantity}: 200`,
    `   ${listText.note}: with shrouds`,
    `   ${listText.page}: ${site.origin}/GlandsAccessories`,
    '',
    '2. Cable ties 7.6 x 370',
    `   ${listText.quantity}: 2`,
    `   ${listText.page}: ${site.origin}/Cableties`,
    '',
    '3. Heat shrink 25/12 & end caps',
    `   ${listText.quantity}: 10`,
    `   ${listText.note}: 10 m, black`,
    `   ${listText.page}: ${site.origin}/HeatShrink`,
  ].join('\n');
export const withName = [`${listText.reference}: ${REF}`, `${listText.from}: Aisha Rahman`];

export async function editForPayload(page: Page) {
  await seedList(page, [gland, ties, shrink]);
  await seedReference(page);
  await page.goto('/quote');
  await page.getByLabel(quantityOf('M20 brass gland')).fill('200');
  await page.getByLabel(noteOf('M20 brass gland')).fill('with shrouds');
  await page.getByLabel(quantityOf('Cable ties 7.6 x 370')).fill('2');
  await page.getByLabel(quantityOf('Heat shrink 25/12 & end caps')).fill('10');
  await page.getByLabel(noteOf('Heat shrink 25/12 & end caps')).fill('10 m, black');
}
