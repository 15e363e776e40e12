import type { Page } from '@playwright/test';
import { contentIn } from '@/lib/content/load';
import type { Range } from '@/lib/content/schema';
import { fill } from '@/lib/i18n/text';
import { localePath, type Locale } from '@/lib/i18n/locales';
import { test, expect } from './fixtures';
import { expectNoViolations } from './axe';

/**
 * The gland selector on /GlandsAccessories: a measured cable and an area in, the sizes of the
 * page's tables, the type for the area and the accessory kit out, each added as one configured line.
 * Texts and figures come from content, so an editor's wording or table change does not break it.
 */
const PATH = '/GlandsAccessories';
const glands = (locale: Locale) => contentIn(locale).products.find((page) => page.path === PATH)!;
const tableOf = (locale: Locale, id: string) => glands(locale).tables!.find((t) => t.id === id)!;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const startsWith = (text: string) => new RegExp(`^${escape(text)}`);

/** A measured M25 armoured cable: outer sheath, bedding and armour wire, in mm. */
const M25 = { outer: 23, inner: 16, wire: 1.4 };
const takes = (range: unknown, value: number) =>
  (range as Range).min <= value && value <= (range as Range).max;

async function openSelector(page: Page, locale: Locale) {
  const text = glands(locale).selector!;
  await page.goto(localePath(PATH, locale));
  const selector = page.getByRole('region', { name: text.heading });
  await expect(selector).toBeVisible();
  return { text, selector };
}

async function measure(
  page: Page,
  locale: Locale,
  cable: { outer: number; inner?: number; wire?: number },
  area: 'areaZone1' | 'areaSafe',
) {
  const { text, selector } = await openSelector(page, locale);
  await selector
    .getByRole('textbox', { name: startsWith(text.outerSheath) })
    .fill(String(cable.outer));
  if (cable.inner !== undefined)
    await selector
      .getByRole('textbox', { name: startsWith(text.innerSheath) })
      .fill(String(cable.inner));
  if (cable.wire !== undefined)
    await selector
      .getByRole('textbox', { name: startsWith(text.armourSize) })
      .fill(String(cable.wire));
  await selector.getByRole('combobox', { name: text.area }).selectOption({ label: text[area] });
  if (area === 'areaZone1')
    await selector.getByRole('combobox', { name: text.gasGroup }).selectOption('IIB');
  await selector.getByRole('button', { name: text.submit }).click();
  return { text, selector };
}

for (const locale of ['en', 'ar'] as const) {
  test(`${locale}: a measured M25 armoured cable in Zone 1 IIB gives the M25 size, an Ex type and the kit`, async ({
    page,
  }) => {
    const { text, selector } = await measure(page, locale, M25, 'areaZone1');
    const sizes = tableOf('en', 'gland-sizes');
    const fitting = sizes.rows.filter(
      (row) =>
        takes(row.outerSeal, M25.outer) &&
        takes(row.innerSeal, M25.inner) &&
        takes(row.armour, M25.wire),
    );
    expect(fitting.some((row) => row.thread === 'M25 × 1.5')).toBe(true);
    await expect(selector.getByRole('status')).toHaveText(
      fill(text.resultsHeading, { count: fitting.length }),
    );
    const results = selector.getByRole('group', { name: startsWith(`${text.size} `) });
    await expect(results).toHaveText(
      fitting.map((row) => new RegExp(`^${escape(`${text.size} ${row.size}`)}`)),
    );

    const gland = results.filter({ hasText: 'M25 × 1.5' }).first();
    // Zone 1: the Ex glands of the types table, not the safe-area E1W/CW.
    const types = tableOf(locale, 'gland-types').rows;
    const names = (ids: string[]) =>
      ids.map((id) =>
        String(types[tableOf('en', 'gland-types').rows.findIndex((r) => r.type === id)]!.type),
      );
    await expect(gland.getByRole('combobox', { name: text.type }).locator('option')).toHaveText(
      names(['Ex compression, double seal', 'Ex barrier']),
    );
    // Metric and both NPT entries of the row.
    const row = fitting.find((r) => r.thread === 'M25 × 1.5')!;
    await expect(gland.getByRole('combobox', { name: text.thread }).locator('option')).toHaveText([
      'M25 × 1.5',
      fill(text.npt, { size: String(row.npt) }),
      fill(text.nptOptional, { size: String(row.nptOptional) }),
    ]);
    // The kit: one add control per accessory of the table's M25 row.
    const kitTable = tableOf(locale, 'gland-accessories');
    const kit = selector
      .getByRole('group', { name: fill(text.kitHeading, { thread: 'M25 × 1.5' }) })
      .first();
    await expect(kit.getByRole('button', { name: startsWith(text.add) })).toHaveCount(
      kitTable.columns.length - 1,
    );
    for (const column of kitTable.columns.slice(1)) await expect(kit).toContainText(column.label);
    // Latin runs are isolated on the Arabic page.
    if (locale === 'ar')
      await expect(gland.locator('legend bdi').filter({ hasText: /^M25 × 1\.5$/ })).toHaveCount(1);
    await expectNoViolations(page, `${locale} gland selector with results`);
  });
}

test('an oversize cable says which range it exceeds, and errors are tied to their fields', async ({
  page,
}) => {
  const { text, selector } = await openSelector(page, 'en');
  await selector.getByRole('button', { name: text.submit }).click();
  const outer = selector.getByRole('textbox', { name: startsWith(text.outerSheath) });
  await expect(outer).toBeFocused();
  await expect(outer).toHaveAttribute('aria-invalid', 'true');
  await expect(outer).toHaveAccessibleDescription(
    fill(text.errorNumber, { field: text.outerSheath }),
  );
  await expectNoViolations(page, 'gland selector with errors');

  const largest = Math.max(
    ...tableOf('en', 'gland-sizes').rows.map((row) => (row.outerSeal as Range).max),
  );
  await outer.fill(String(largest + 2));
  await selector
    .getByRole('combobox', { name: text.armour })
    .selectOption({ label: text.armourNone });
  await selector.getByRole('button', { name: text.submit }).click();
  const status = selector.getByRole('status');
  await expect(status).toContainText(text.noFit);
  await expect(status).toContainText(
    fill(text.aboveAll, { field: text.outerSheath, value: largest + 2, limit: largest }),
  );
  await expect(selector.getByRole('group')).toHaveCount(0);
});

test('adds the M25 gland with quantity 200 as one line with its attributes, and a kit part', async ({
  page,
}) => {
  const { text, selector } = await measure(page, 'en', M25, 'areaZone1');
  const sizes = tableOf('en', 'gland-sizes');
  const row = sizes.rows.find(
    (r) =>
      r.thread === 'M25 × 1.5' && takes(r.outerSeal, M25.outer) && takes(r.innerSeal, M25.inner),
  )!;
  const product = `${sizes.item} ${sizes.columns[0]!.quoteLabel!.replace('{}', String(row.size))}`;
  const gland = selector.getByRole('group', { name: startsWith(`${text.size} ${row.size}:`) });
  const material = glands('en')
    .tables!.find((t) => t.id === 'gland-types')!
    .rows.find((r) => r.type === 'Ex compression, double seal')!.materials as string[];
  await gland.getByRole('combobox', { name: text.material }).selectOption(material[0]!);
  await gland.getByRole('spinbutton', { name: text.quantity, exact: true }).fill('200');
  await gland.getByRole('button', { name: fill(text.addNamed, { item: product }) }).click();
  await expect(selector.getByRole('status')).toContainText(
    fill(text.added, { item: product, quantity: 200 }),
  );

  const kit = selector.getByRole('group', { name: fill(text.kitHeading, { thread: 'M25 × 1.5' }) });
  const shroud = tableOf('en', 'gland-accessories').columns[1]!.label;
  await kit.getByRole('spinbutton', { name: `${text.quantity} ${shroud}` }).fill('200');
  await kit
    .getByRole('button', { name: new RegExp(`^${escape(text.add)}.*${escape(shroud)}`) })
    .click();

  const lines = await page.evaluate(
    () => JSON.parse(localStorage.getItem('quote-basket') ?? 'null').lines,
  );
  expect(lines).toHaveLength(2);
  expect(lines[0]).toMatchObject({ product, quantity: 200, path: PATH });
  const areaZone1 = `${text.areaZone1}, IIB`;
  expect(lines[0].attributes).toEqual([
    { name: text.type, value: 'Ex compression, double seal' },
    { name: text.material, value: material[0] },
    { name: text.thread, value: 'M25 × 1.5' },
    { name: text.area, value: areaZone1 },
    { name: text.outerSheath, value: `${M25.outer} mm` },
    { name: text.innerSheath, value: `${M25.inner} mm` },
    { name: text.armour, value: `${text.armourWire}, ${M25.wire} mm` },
  ]);
  expect(lines[1]).toMatchObject({ product: shroud, quantity: 200 });
  expect(lines[1].attributes).toContainEqual({ name: text.thread, value: 'M25 × 1.5' });

  // The list shows both lines, the gland with its quantity, and its text carries every attribute.
  await selector.getByRole('link', { name: contentIn('en').interface.quoteList.view }).click();
  await expect(page).toHaveURL(/\/quote$/);
  await expect(page.getByRole('spinbutton', { name: `Quantity of ${product}` })).toHaveValue('200');
  const href =
    (await page.getByRole('link', { name: /Send by WhatsApp/ }).getAttribute('href')) ?? '';
  const message = new URL(href).searchParams.get('text') ?? '';
  for (const { name, value } of lines[0].attributes) expect(message).toContain(`${name}: ${value}`);
});

test('no JavaScript: the tables stay and the selector shows no control', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(PATH);
  await expect(
    page.getByRole('table', { name: tableOf('en', 'gland-sizes').caption }),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: glands('en').selector!.heading })).toHaveCount(0);
  await context.close();
});
