import type { Page } from '@playwright/test';
import type { Range } from '@/lib/content/schema';
import { contentIn } from '@/lib/content/load';
import { fill } from '@/lib/i18n/text';
import { localePath, type Locale } from '@/lib/i18n/locales';
import { glandTypesFor } from '@/components/selector/match';
import { test, expect } from './fixtures';
import { expectNoViolations } from './axe';
import { escapeRegExp as escape, GLANDS as PATH, glandsPage } from './content';

/**
 * The gland selector on /GlandsAccessories: a measured cable and an area in, the sizes of the
 * page's tables, the type for the area and the accessory kit out, each added as one configured line.
 * Texts, figures, sizes and types come from content, so an editor's wording or table change does not
 * break it; the rules (which type suits which area) are the code's (components/selector/match.ts).
 */
const glands = (locale: Locale) => glandsPage(locale).page;
const tableOf = (locale: Locale, id: 'gland-sizes' | 'gland-types' | 'gland-accessories') => {
  const { sizes, types, accessories } = glandsPage(locale);
  return { 'gland-sizes': sizes, 'gland-types': types, 'gland-accessories': accessories }[id];
};
const startsWith = (text: string) => new RegExp(`^${escape(text)}`);
const takes = (range: unknown, value: number) =>
  (range as Range).min <= value && value <= (range as Range).max;
const middle = (range: unknown) =>
  Math.round((((range as Range).min + (range as Range).max) / 2) * 10) / 10;
/** The metric threads a size row names ('M16 × 1.5 or M20 × 1.5'), as the selector reads them. */
const threadsOf = (row: Record<string, unknown>) =>
  String(row.thread ?? '').match(/M\d+\s*×\s*\d+(?:\.\d+)?/g) ?? [];

/**
 * A measured armoured cable: the middle of each range of a size row (the middle one of the rows
 * with an inner seal and an armour range), outer sheath, bedding and armour wire, in mm.
 */
const sizes = tableOf('en', 'gland-sizes');
const measurable = sizes.rows.filter(
  (row) => row.innerSeal && row.armour && row.outerSeal && threadsOf(row).length > 0,
);
const row = measurable[Math.floor(measurable.length / 2)];
if (!row)
  throw new Error(
    'content/products/GlandsAccessories.yml: no gland size with a thread, an inner seal and an armour range',
  );
const cable = {
  outer: middle(row.outerSeal),
  inner: middle(row.innerSeal),
  wire: middle(row.armour),
};
const thread = threadsOf(row)[0]!;
const size = String(row[sizes.columns[0]!.key]);
/** The sizes whose every range takes the cable, in table order. */
const fitting = sizes.rows.filter(
  (entry) =>
    takes(entry.outerSeal, cable.outer) &&
    (!entry.innerSeal || takes(entry.innerSeal, cable.inner)) &&
    (!entry.armour || takes(entry.armour, cable.wire)),
);
/** The types of the content that the code's rules give an armoured cable in Zone 1, gas group IIB. */
const zone1Types = (locale: Locale) => {
  const english = tableOf('en', 'gland-types').rows;
  const local = tableOf(locale, 'gland-types').rows;
  return glandTypesFor('wire', 'zone1', 'IIB').types.flatMap((id) => {
    const index = english.findIndex((entry) => entry.type === id);
    if (index < 0) return [];
    const type = local[index] ?? english[index]!;
    return [{ name: String(type.type), materials: (type.materials ?? []) as string[] }];
  });
};

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
  test(`${locale}: a measured armoured cable in Zone 1 IIB gives its size, the Ex types and the kit`, async ({
    page,
  }) => {
    const { text, selector } = await measure(page, locale, cable, 'areaZone1');
    // The row the cable was measured from is among the sizes that take it.
    expect(fitting).toContain(row);
    await expect(selector.getByRole('status')).toHaveText(
      fill(text.resultsHeading, { count: fitting.length }),
    );
    const results = selector.getByRole('group', { name: startsWith(`${text.size} `) });
    const sizeOf = (entry: Record<string, unknown>) => String(entry[sizes.columns[0]!.key]);
    await expect(results).toHaveText(
      fitting.map((entry) => new RegExp(`^${escape(`${text.size} ${sizeOf(entry)}:`)}`)),
    );

    const gland = results.filter({ hasText: new RegExp(`^${escape(`${text.size} ${size}:`)}`) });
    // Zone 1: the Ex glands of the types table, not the safe-area ones; one type is shown as text.
    const types = zone1Types(locale);
    if (types.length > 1)
      await expect(gland.getByRole('combobox', { name: text.type }).locator('option')).toHaveText(
        types.map((type) => type.name),
      );
    else await expect(gland).toContainText(`${text.type}: ${types[0]?.name ?? ''}`);
    // The row's metric threads, then its standard and optional NPT entries.
    await expect(gland.getByRole('combobox', { name: text.thread }).locator('option')).toHaveText([
      ...threadsOf(row),
      ...(row.npt ? [fill(text.npt, { size: String(row.npt) })] : []),
      ...(row.nptOptional ? [fill(text.nptOptional, { size: String(row.nptOptional) })] : []),
    ]);
    // The kit: one add control per accessory of the accessories table's row for the thread.
    const kitTable = tableOf(locale, 'gland-accessories');
    const kitColumns = kitTable.columns.slice(1);
    const kitRow = tableOf('en', 'gland-accessories').rows.find(
      (entry) =>
        String(entry[kitTable.columns[0]!.key]).replace(/\s+/g, '') === thread.replace(/\s+/g, ''),
    );
    const kit = gland
      .locator('xpath=..')
      .getByRole('group', { name: fill(text.kitHeading, { thread }) });
    await expect(kit.getByRole('button', { name: startsWith(text.add) })).toHaveCount(
      kitRow ? kitColumns.length : 0,
    );
    if (kitRow) for (const column of kitColumns) await expect(kit).toContainText(column.label);
    // Latin runs are isolated on the Arabic page.
    if (locale === 'ar')
      await expect(gland.locator('legend bdi').filter({ hasText: thread })).toHaveCount(1);
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

test('adds the measured gland with quantity 200 as one line with its attributes, and a kit part', async ({
  page,
}) => {
  const { text, selector } = await measure(page, 'en', cable, 'areaZone1');
  const quoteLabel = sizes.columns[0]!.quoteLabel;
  const product = `${sizes.item} ${quoteLabel?.replace('{}', size) ?? size}`;
  const gland = selector.getByRole('group', { name: startsWith(`${text.size} ${size}:`) });
  // The recommended type (the first the rules give) with its first material, if it has any.
  const [type] = zone1Types('en');
  const material = type?.materials[0];
  if (material) await gland.getByRole('combobox', { name: text.material }).selectOption(material);
  await gland.getByRole('spinbutton', { name: text.quantity, exact: true }).fill('200');
  await gland.getByRole('button', { name: fill(text.addNamed, { item: product }) }).click();
  await expect(selector.getByRole('status')).toContainText(
    fill(text.added, { item: product, quantity: 200 }),
  );

  // A part of the thread's kit (the first accessory), where the accessories table has the thread.
  const kit = gland
    .locator('xpath=..')
    .getByRole('group', { name: fill(text.kitHeading, { thread }) });
  const accessories = tableOf('en', 'gland-accessories');
  const hasKit = accessories.rows.some(
    (entry) =>
      String(entry[accessories.columns[0]!.key]).replace(/\s+/g, '') === thread.replace(/\s+/g, ''),
  );
  const part = accessories.columns[1]?.label;
  if (hasKit && part) {
    await kit.getByRole('spinbutton', { name: `${text.quantity} ${part}` }).fill('200');
    await kit
      .getByRole('button', { name: new RegExp(`^${escape(text.add)}.*${escape(part)}`) })
      .click();
  } else await expect(kit).toHaveCount(0);

  const lines = await page.evaluate(
    () => JSON.parse(localStorage.getItem('quote-basket') ?? 'null').lines,
  );
  expect(lines).toHaveLength(hasKit && part ? 2 : 1);
  expect(lines[0]).toMatchObject({ product, quantity: 200, path: PATH });
  const areaZone1 = `${text.areaZone1}, IIB`;
  expect(lines[0].attributes).toEqual([
    { name: text.type, value: type?.name ?? '' },
    { name: text.material, value: material ?? '' },
    { name: text.thread, value: thread },
    { name: text.area, value: areaZone1 },
    { name: text.outerSheath, value: `${cable.outer} mm` },
    { name: text.innerSheath, value: `${cable.inner} mm` },
    { name: text.armour, value: `${text.armourWire}, ${cable.wire} mm` },
  ]);
  if (hasKit && part) {
    expect(lines[1]).toMatchObject({ product: part, quantity: 200 });
    expect(lines[1].attributes).toContainEqual({ name: text.thread, value: thread });
  }

  // The list shows both lines, the gland with its quantity, and its text carries every attribute.
  const list = contentIn('en').interface.quoteList;
  await selector.getByRole('link', { name: list.view }).click();
  await expect(page).toHaveURL(/\/quote$/);
  await expect(
    page.getByRole('spinbutton', {
      name: `${list.quantity} ${fill(list.quantityOf, { product })}`,
    }),
  ).toHaveValue('200');
  const href =
    (await page
      .getByRole('link', { name: new RegExp(escape(list.sendWhatsapp)) })
      .getAttribute('href')) ?? '';
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
