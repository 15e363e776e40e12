import type { Locator, Page } from '@playwright/test';
import { contentIn, loadContent } from '@/lib/content/load';
import { localePath, type Locale } from '@/lib/i18n/locales';
import { formatCell } from '@/lib/content/catalogue/format';
import { fill } from '@/lib/i18n/text';
import type { Cell, Range } from '@/lib/content/schema';
import { test, expect } from './fixtures';
import { hydratedControl, recordSends } from './helpers';
import { escapeRegExp, GLANDS, glandsPage, productTables, textPattern } from './content';
import { pastedProducts, pastedText } from './take-off';

/**
 * The buyer's journey of issue 28, counted: a procurement engineer needs M25 brass glands for an
 * armoured cable in Zone 1 (through the gland selector), heat-shrink end caps and UV-stabilised cable
 * ties, each with its quantity, and sends one request. The count is of actions, not time:
 * - a click (a tap on a phone) on a link, button or search result, and each choice in a select;
 * - typing is counted apart, in characters (a field reached by typing, Tab or the search shortcut).
 * The journey fails above 12 clicks at 1440 px and 15 taps at 390 px. Quantities, measurements and
 * rows come from the content, so an editor's change to the tables keeps the journey meaningful. Each
 * journey runs on the English and on the Arabic site (the pasted list stays English: take-offs are).
 */

const { site } = loadContent();
const { sizes, types, accessories } = glandsPage();
// A gland size with a metric thread and all three ranges (M25 today; the middle one of those rows):
// the middle of each range is a cable it takes.
const measurable = sizes.rows.filter(
  (row) => row.innerSeal && row.armour && /M\d+/.test(String(row.thread ?? '')),
);
const gland = measurable[Math.floor(measurable.length / 2)];
if (!gland)
  throw new Error(
    `content/products${GLANDS}.yml: no gland size with a metric thread, an inner seal and an armour range`,
  );
const thread = /M\d+/.exec(String(gland.thread))![0];
const middle = (cell: unknown) => {
  const { min, max } = cell as Range;
  return String(Math.round(((min + max) / 2) * 10) / 10);
};
const cable = {
  outer: middle(gland.outerSeal),
  inner: middle(gland.innerSeal),
  armour: middle(gland.armour),
};
// The other two products: the heat-shrink end caps and the cable ties where the content has them,
// else tables of other pages (the glands page's other tables if there are none).
const others = [
  ...productTables().filter(({ path }) => path !== GLANDS),
  { path: GLANDS, table: types },
  { path: GLANDS, table: accessories },
];
const pick = (path: string, id: string) =>
  others.find((entry) => entry.path === path && entry.table.id === id);
const endCaps = pick('/HeatShrink', 'end-caps') ?? others[0]!;
const ties =
  pick('/Cableties', 'cable-ties') ??
  others.find((entry) => entry !== endCaps && entry.table.options?.length) ??
  others.find((entry) => entry !== endCaps)!;
const tieRow = ties.table.rows[Math.floor(ties.table.rows.length / 2)]!;
// A buyer names the row by its size: the row's first figure (the tie's width today).
const figureColumn =
  ties.table.columns.find((column) => typeof tieRow[column.key] === 'number') ??
  ties.table.columns[0]!;
const tieFigure = formatCell(tieRow[figureColumn.key] as Cell, figureColumn.decimals);
// The UV-stabilised grade where the table offers it, else the second value of its first option.
const uvOption =
  ties.table.options?.find((option) => option.values.some((value) => /UV/.test(value))) ??
  ties.table.options?.[0];
const uvValue = uvOption?.values.find((value) => /UV/.test(value)) ?? uvOption?.values[1];

/**
 * The journey's words and rows in `locale`: the same rows and option as in English (the tables'
 * rows and options are in the same order in every language), named as that language's pages name them.
 */
function journeyIn(locale: Locale) {
  const tableIn = ({ path, table }: (typeof others)[number]) => {
    const local = productTables(locale).find(
      (entry) => entry.path === path && entry.table.id === table.id,
    );
    if (!local) throw new Error(`content/products${path}.ar.yml: no table ${table.id}`);
    return { path: localePath(path, locale), table: local.table };
  };
  const localTies = tableIn(ties);
  const optionAt = uvOption ? (ties.table.options ?? []).indexOf(uvOption) : -1;
  const option = optionAt >= 0 ? localTies.table.options?.[optionAt] : undefined;
  const valueAt = uvOption && uvValue ? uvOption.values.indexOf(uvValue) : -1;
  return {
    locale,
    words: contentIn(locale).interface,
    selector: glandsPage(locale).selector,
    glands: localePath(GLANDS, locale),
    endCaps: tableIn(endCaps),
    ties: localTies,
    uvOption: option,
    uvValue: valueAt >= 0 ? option?.values[valueAt] : undefined,
  };
}
type Journey = ReturnType<typeof journeyIn>;

const wanted = { glands: 200, endCaps: 50, ties: 1000 };
const buyer = { name: 'Sara Haddad', email: 'sara.haddad@example.ae', phone: '0501234567' };

/** Every action of the journey goes through here, so the count is of what the test really does. */
function counter(page: Page) {
  // fills: the fields filled, each one action (a paste is one).
  const count = { clicks: 0, typed: 0, fills: 0 };
  return {
    count,
    click: async (control: Locator) => {
      await control.click();
      count.clicks += 1;
    },
    choose: async (select: Locator, label: string) => {
      await select.selectOption({ label });
      count.clicks += 1;
    },
    type: async (field: Locator, text: string) => {
      await field.fill(text);
      count.typed += text.length;
      count.fills += 1;
    },
    key: async (key: string) => {
      await page.keyboard.press(key);
      count.typed += 1;
    },
  };
}

/** The site's search, opened the way a visitor at this width would: the shortcut, or the header's control. */
async function search(
  page: Page,
  isMobile: boolean,
  act: ReturnType<typeof counter>,
  { words }: Journey,
  query: string,
) {
  // Client code is live once React has attached its props to the header's search control.
  const control = page
    .getByRole('banner')
    .getByRole('link', { name: words.search.button, exact: true });
  await hydratedControl(control);
  if (isMobile) await act.click(control);
  else await act.key('/');
  const dialog = page.getByRole('dialog', { name: words.search.title });
  await act.type(dialog.getByRole('combobox'), query);
  return dialog.getByRole('listbox').getByRole('option');
}

/** What each step of a journey works with. */
type Step = { page: Page; isMobile: boolean; act: ReturnType<typeof counter>; journey: Journey };

/** 1. The glands: the selector, found by search; one quantity and one button add the gland with its kit. */
async function addGlandsThroughSelector({ page, isMobile, act, journey }: Step) {
  const { selector } = journey;
  const results = await search(page, isMobile, act, journey, selector.heading);
  await act.click(results.and(page.locator(`[href="${journey.glands}#gland-selector"]`)));
  const form = page.locator('#gland-selector');
  await act.type(
    form.getByLabel(new RegExp(`^${escapeRegExp(selector.outerSheath)}`)),
    cable.outer,
  );
  await act.type(
    form.getByLabel(new RegExp(`^${escapeRegExp(selector.innerSheath)}`)),
    cable.inner,
  );
  await act.type(
    form.getByLabel(new RegExp(`^${escapeRegExp(selector.armourSize)}`)),
    cable.armour,
  );
  await act.choose(form.getByLabel(selector.area, { exact: true }), selector.areaZone1);
  await act.choose(form.getByLabel(selector.gasGroup, { exact: true }), 'IIB');
  await act.choose(form.getByLabel(selector.concept, { exact: true }), selector.conceptEb);
  await act.click(form.getByRole('button', { name: selector.submit }));
  // One recommended size; one quantity and one button add the gland with its kit.
  await expect(form.getByLabel(selector.material, { exact: true })).toHaveValue(/.+/);
  await act.type(form.getByLabel(selector.quantity, { exact: true }), String(wanted.glands));
  await act.click(form.getByRole('button', { name: new RegExp(`^${escapeRegExp(selector.add)}`) }));
  await expect(form.getByRole('status').last()).toContainText(String(wanted.glands));
}

/** 2. The end caps: a row of the heat-shrink page, found by search and opened at the row; its label. */
async function addEndCapsRow({ page, isMobile, act, journey }: Step) {
  const { endCaps, words } = journey;
  const results = await search(page, isMobile, act, journey, endCaps.table.item);
  const capRow = results
    .and(page.locator(`[href^="${endCaps.path}#${endCaps.table.id}-"]`))
    .first();
  await act.click(capRow);
  const capLine = page.locator('tr:target');
  await expect(capLine).toBeVisible();
  const capLabel = await capLine.getAttribute('data-row-label');
  await act.type(capLine.getByRole('spinbutton'), String(wanted.endCaps));
  await act.click(
    capLine.getByRole('button', {
      name: fill(words.quoteList.addLineNamed, { product: capLabel! }),
    }),
  );
  await expect(capLine.getByRole('status')).toContainText(capLabel!);
  return capLabel!;
}

/** 3. The ties: a row of the ties page, UV-stabilised, added and sent at once; its label. */
async function addTiesAndSendNow({ page, isMobile, act, journey }: Step) {
  const { ties, words, uvOption, uvValue } = journey;
  // A buyer names the tie by its size: a figure in the query lists the table's rows first.
  const results = await search(page, isMobile, act, journey, `${ties.table.item} ${tieFigure}`);
  await act.click(results.and(page.locator(`[href^="${ties.path}#${ties.table.id}-"]`)).first());
  const tieLine = page.locator('tr:target');
  await expect(tieLine).toBeVisible();
  const tieLabel = await tieLine.getAttribute('data-row-label');
  const options = page.getByRole('group', {
    name: fill(words.quoteList.optionsLegend, { item: ties.table.item }),
  });
  if (uvOption && uvValue)
    await act.choose(options.getByLabel(uvOption.name, { exact: true }), uvValue);
  await act.type(tieLine.getByRole('spinbutton'), String(wanted.ties));
  await act.click(
    tieLine.getByRole('link', {
      name: fill(words.quoteList.sendNowNamed, { product: tieLabel! }),
    }),
  );
  return tieLabel!;
}

/** The request on the quote list: the buyer's details, then send; the e-mail's parameters. */
async function sendRequest(
  page: Page,
  act: ReturnType<typeof counter>,
  words: Journey['words'],
  sends: unknown[],
) {
  const main = page.getByRole('main');
  await act.type(main.getByPlaceholder(words.quoteForm.name.placeholder), buyer.name);
  await act.type(main.getByPlaceholder(words.quoteForm.mobile.placeholder), buyer.phone);
  await act.type(main.getByPlaceholder(words.quoteForm.emailAddress.placeholder), buyer.email);
  await act.click(main.getByRole('button', { name: words.quoteList.sendEmail }).first());
  await expect.poll(() => sends.length).toBe(1);
  return (sends[0] as { template_params: Record<string, string> }).template_params;
}

/** The e-mail of the three products: a line each with its quantity, the options, the reference. */
function expectThreeProducts(
  params: Record<string, string>,
  { selector, uvValue }: Journey,
  labels: { capLabel: string; tieLabel: string },
) {
  const text = Object.values(params).join('\n');
  const reference = /RFQ-\d{8}-\d{4}/.exec(params.user_service ?? '')?.[0];
  expect(reference, 'the reference is in the subject').toBeTruthy();
  expect(text).toContain(reference!);
  for (const [label, quantity] of [
    [new RegExp(`${escapeRegExp(thread)}\\b`), wanted.glands],
    [labels.capLabel, wanted.endCaps],
    [labels.tieLabel, wanted.ties],
  ] as const) {
    const line = text
      .split(/\n\n/)
      .find((block) => (typeof label === 'string' ? block.includes(label) : label.test(block)));
    expect(line, `a line for ${label}`).toBeTruthy();
    expect(line).toMatch(new RegExp(`: ${quantity}\\b`));
  }
  if (uvValue) expect(text).toContain(uvValue);
  expect(text).toContain(selector.areaZone1);
  expect(text).toContain('IIB');
  return reference!;
}

/** The request stays on screen, sent, with its printable copy: the letterhead and the copy only. */
async function expectSentCopy(page: Page, reference: string) {
  const copy = page.getByRole('region', { name: new RegExp(reference) });
  await expect(copy).toBeVisible();
  await expect(copy).toContainText(buyer.name);
  for (const quantity of Object.values(wanted)) await expect(copy).toContainText(String(quantity));
  await page.emulateMedia({ media: 'print' });
  await expect(
    page.locator('[data-print="only"]').filter({ hasText: site.legalName }),
  ).toBeVisible();
  await expect(copy).toBeVisible();
  await expect(page.getByRole('banner')).toBeHidden();
}

for (const locale of ['en', 'ar'] as const)
  test(
    `three products with their quantities, one through the gland selector, in a dozen actions (${locale})`,
    { tag: '@phone' },
    async ({ page, isMobile }, testInfo) => {
      const journey = journeyIn(locale);
      test.slow();
      const act = counter(page);
      const step: Step = { page, isMobile, act, journey };
      const sends = await recordSends(page);
      await page.goto(localePath('/', locale));

      await test.step('1. the glands, through the gland selector', () =>
        addGlandsThroughSelector(step));
      const capLabel = await test.step('2. the end caps, a row found by search', () =>
        addEndCapsRow(step));
      const tieLabel = await test.step('3. the ties, UV-stabilised, added and sent at once', () =>
        addTiesAndSendNow(step));
      await expect(page).toHaveURL(new RegExp(`${localePath('/quote', locale)}$`));
      const params = await test.step("4. the request: the buyer's details, then send", () =>
        sendRequest(page, act, journey.words, sends));

      const limit = isMobile ? 15 : 12;
      const count = ({ count }: typeof act) =>
        `${count.clicks} ${isMobile ? 'taps' : 'clicks'}, ${count.typed} characters typed`;
      testInfo.annotations.push({ type: 'journey', description: count(act) });
      expect(
        act.count.clicks,
        `${isMobile ? 'taps' : 'clicks'} for three products`,
      ).toBeLessThanOrEqual(limit);

      const reference =
        await test.step('the e-mail: three lines, their quantities, the reference', () =>
          expectThreeProducts(params, journey, { capLabel, tieLabel }));
      await test.step('the sent request on screen and printed', () =>
        expectSentCopy(page, reference));
      console.log(`journey (${locale}) at ${isMobile ? 390 : 1440} px: ${count(act)}`);
    },
  );

for (const locale of ['en', 'ar'] as const)
  test(
    `four products from a pasted take-off, with the contact details and the send, in a dozen actions (${locale})`,
    { tag: '@phone' },
    async ({ page, isMobile }, testInfo) => {
      const { words } = journeyIn(locale);
      const act = counter(page);
      const sends = await recordSends(page);
      const products = pastedProducts(locale);
      await page.goto(localePath('/', locale));

      // The quote list, from the header (in the side menu on a phone).
      const listLink = new RegExp(
        `^(?:${escapeRegExp(words.quoteList.button)}|${textPattern(words.quoteList.buttonCount)})$`,
      );
      let frame = page.getByRole('banner');
      if (isMobile) {
        const open = page.getByRole('button', { name: words.frame.openMenu, exact: true });
        await hydratedControl(open);
        await act.click(open);
        frame = page.getByRole('dialog', { name: words.frame.sideMenu, exact: true });
      }
      await act.click(frame.getByRole('link', { name: listLink }));
      await expect(page).toHaveURL(new RegExp(`${localePath('/quote', locale)}$`));

      // The take-off pasted, read, and added at once.
      const main = page.getByRole('main');
      const field = main.getByRole('textbox', { name: words.takeOff.label, exact: true });
      await hydratedControl(field);
      await act.type(field, pastedText(products));
      await expect(
        main.getByRole('list', { name: words.takeOff.results, exact: true }).getByRole('listitem'),
      ).toHaveCount(products.length);
      await act.click(main.getByRole('button', { name: words.takeOff.addAll, exact: true }));

      // The request: the buyer's details, then send.
      const params = await sendRequest(page, act, words, sends);

      // Every click or tap and every field filled is one action.
      const actions = act.count.clicks + act.count.fills;
      const limit = isMobile ? 15 : 12;
      const said = `${actions} actions (${act.count.clicks} ${isMobile ? 'taps' : 'clicks'}, ${act.count.fills} fields filled) at ${isMobile ? 390 : 1440} px`;
      testInfo.annotations.push({ type: 'journey', description: said });
      expect(actions, 'actions for four products and the request').toBeLessThanOrEqual(limit);

      // The e-mail: each product's line with its quantity.
      const text = Object.values(params).join('\n');
      for (const product of products) {
        const line = text
          .split(/\n\n/)
          .find((block) => product.labels.some((label) => block.includes(label)));
        expect(line, `a line for “${product.line}”`).toBeTruthy();
        expect(line).toMatch(new RegExp(`: ${product.quantity}\\b`));
        if (product.option) expect(line).toContain(product.option.value);
      }
      console.log(`pasted journey (${locale}): ${said}`);
    },
  );
