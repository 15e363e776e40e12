import type { Locator, Page } from '@playwright/test';
import type { Range } from '@/lib/content/schema';
import { fill } from '@/lib/i18n/text';
import { localePath, type Locale } from '@/lib/i18n/locales';
import { chooseGland, kitFor, type Situation } from '@/lib/gland/choice';
import { matchSizes, recommend, threadsOf, type SizeRow } from '@/lib/gland/match';
import { loadContent } from '@/lib/content/load';
import { test, expect } from './fixtures';
import { expectNoViolations } from './axe';
import { englishIn } from './arabic-text';
import { escapeRegExp as escape, GLANDS as PATH, glandsPage } from './content';

/**
 * The gland selector on /GlandsAccessories, as a buyer meets it: a cable of about 22 mm, its
 * construction, the area, the enclosure's concept and the thread in; one recommended size (the
 * others listed) and one action that adds the gland and its kit at one quantity, confirmed beside
 * the button. Texts, sizes, types and kits come from content, so an editor's change does not break
 * it; which type and kit suit the case is the code's rule (lib/gland/choice.ts, tested on its own).
 */
const startsWith = (text: string) => new RegExp(`^${escape(text)}`);
const METRIC = /M\d+\s*×\s*\d+(?:\.\d+)?/g;
const { sizes: sizesTable, types: typesTable } = glandsPage('en');

/** The sizes table as the selector reads it. */
const sizes: SizeRow[] = sizesTable.rows.map((row) => ({
  size: String(row[sizesTable.columns[0]!.key]),
  product: String(row[sizesTable.columns[0]!.key]),
  threads: String(row.thread ?? '').match(METRIC) ?? [],
  npt: row.npt === undefined ? undefined : String(row.npt),
  nptOptional: row.nptOptional === undefined ? undefined : String(row.nptOptional),
  outer: row.outerSeal as Range,
  inner: row.innerSeal as Range | undefined,
  armour: row.armour as Range | undefined,
}));
/** About 22 mm, as a buyer would know it, where the table takes 22 mm; else the middle of a row. */
const outer = sizes.some((row) => row.outer.min <= 22 && 22 <= row.outer.max)
  ? 22
  : Math.round(((sizes[0]!.outer.min + sizes[0]!.outer.max) / 2) * 10) / 10;
const fits = matchSizes(sizes, { outer, armour: 'wire' }).fits;
const best = recommend(fits, { outer, armour: 'wire' })!;

/** Zone 1, IIB, an Ex db enclosure and a compact cable: Ex d compression gland, no locknut. */
const situation: Situation = {
  armour: 'wire',
  area: 'zone1',
  gasGroup: 'IIB',
  concept: 'db',
  compact: true,
  thread: 'metric',
  entry: 'threaded',
};
const choice = chooseGland(situation);
/** The kit row of an entry thread, from the metric or the NPT kits table, in English and the page's language. */
const rowOf = (locale: Locale, thread: string) => {
  const same = (row: Record<string, unknown>) =>
    String(row.thread).replace(/\s+/g, '') === thread.replace(/\s+/g, '');
  const [en, local] = [glandsPage('en'), glandsPage(locale)];
  for (const [table, localTable] of [
    [en.accessories, local.accessories],
    [en.accessoriesNpt, local.accessoriesNpt],
  ] as const) {
    const index = table?.rows.findIndex(same) ?? -1;
    if (table && localTable && index >= 0)
      return { en: table.rows[index]!, local: localTable.rows[index]! };
  }
  return undefined;
};
const label = (locale: Locale, key: string) =>
  glandsPage(locale).accessories.columns.find((column) => column.key === key)?.label ?? key;

async function open(page: Page, locale: Locale) {
  const text = glandsPage(locale).selector;
  await page.goto(localePath(PATH, locale));
  const selector = page.getByRole('region', { name: text.heading });
  await expect(selector.getByRole('button', { name: text.submit })).toBeVisible();
  return { text, selector };
}

async function find(selector: Locator, locale: Locale, thread: 'metric' | 'npt' = 'metric') {
  const text = glandsPage(locale).selector;
  const select = (name: string, option: string) =>
    selector.getByRole('combobox', { name, exact: true }).selectOption({ label: option });
  await selector.getByRole('textbox', { name: startsWith(text.outerSheath) }).fill(String(outer));
  await select(text.armour, text.armourWire);
  await select(text.area, text.areaZone1);
  await selector.getByRole('combobox', { name: text.gasGroup }).selectOption('IIB');
  await select(text.concept, text.conceptDb);
  await select(text.compact, text.compactYes);
  await select(text.threadKind, thread === 'npt' ? text.threadNpt : text.threadMetric);
  await selector.getByRole('button', { name: text.submit }).click();
}

for (const locale of ['en', 'ar'] as const) {
  test(
    `${locale}: about 22 mm in Zone 1 Ex db gives one recommended size and adds gland, shroud and earth tag at one quantity`,
    { tag: '@phone' },
    async ({ page }) => {
      const { text, selector } = await open(page, locale);
      await find(selector, locale);
      await expect(selector.getByRole('status').first()).toHaveText(
        fill(text.recommendation, { size: best.size, count: fits.length }),
      );
      // Every size that fits is listed; the recommended one is chosen and marked.
      const sizesGroup = selector.getByRole('group', { name: text.size, exact: true });
      await expect(sizesGroup.getByRole('radio')).toHaveCount(fits.length);
      const recommended = sizesGroup.getByRole('radio', { checked: true });
      await expect(recommended).toHaveCount(1);
      // (An Arabic name may hold a space where a Latin run is isolated: compared without spaces.)
      const squeeze = (name: string) => name.replace(/\s+/g, '');
      const expected = fill(text.sizeRanges, {
        size: best.size,
        outer: `${best.outer.min}–${best.outer.max}`,
      });
      await expect
        .poll(async () =>
          squeeze(
            await recommended.evaluate(
              (input) => (input as HTMLInputElement).labels?.[0]?.textContent ?? '',
            ),
          ),
        )
        .toMatch(startsWith(squeeze(expected)));
      await expect(sizesGroup).toContainText(text.recommended);
      // Bedding and armour left out: the assumption is said.
      const left = [
        [text.innerSheath, best.inner],
        [text.armourSize, best.armour],
      ] as const;
      await expect(selector).toContainText(
        fill(text.assumption, {
          fields: left.map(([name]) => name).join(', '),
          size: best.size,
          ranges: left
            .map(([name, range]) => (range ? `${name} ${range.min}–${range.max} mm` : name))
            .join('; '),
        }),
      );

      const thread = threadsOf(best, 'metric')[0]!;
      const kitRow = rowOf(locale, thread);
      const parts = kitFor('wire', choice.entry, choice.types[0]!);
      expect(parts).toEqual(['shroud', 'earthTag']);
      // The kit named in the result: the parts of an Ex d entry, no locknut, no sealing washer.
      const kit = selector.getByRole('list', {
        name: fill(text.kitHeading, { size: best.size, thread }),
      });
      await expect(kit.getByRole('listitem')).toHaveCount(1 + parts.length);
      if (kitRow) {
        for (const part of parts) await expect(kit).toContainText(label(locale, part));
        for (const part of ['locknut', 'sealingWasher'])
          await expect(kit).not.toContainText(label(locale, part));
      }

      const quantity = selector.getByRole('textbox', { name: text.quantity });
      await quantity.fill('12');
      const add = selector.getByRole('button', { name: startsWith(text.add) });
      await add.click();
      const confirmation = add.locator('xpath=following-sibling::*[@role="status"]');
      await expect(confirmation).not.toBeEmpty();
      // Beside the button: on the button's row, or just under it where the row wraps, and on top.
      const [button, said] = [await add.boundingBox(), await confirmation.boundingBox()];
      expect(button && said).toBeTruthy();
      const gap = Math.max(
        said!.x - (button!.x + button!.width),
        button!.x - (said!.x + said!.width),
        said!.y - (button!.y + button!.height),
        button!.y - (said!.y + said!.height),
      );
      expect(gap).toBeLessThan(48);
      await confirmation.scrollIntoViewIfNeeded();
      expect(
        await confirmation.evaluate((element) => {
          const box = element.getBoundingClientRect();
          const hit = document.elementFromPoint(box.x + 4, box.y + box.height / 2);
          return hit !== null && element.contains(hit);
        }),
      ).toBe(true);

      // One line per part, all at the quantity typed.
      const lines = await page.evaluate(
        () =>
          JSON.parse(localStorage.getItem('quote-basket') ?? 'null').lines as {
            product: string;
            quantity: number;
            attributes: { name: string; value: string }[];
            english?: { product: string; attributes: { name: string; value: string }[] };
            row?: string;
          }[],
      );
      expect(lines).toHaveLength(1 + (kitRow ? parts.length : 0));
      // Each line links to its row: the gland to its size, the kit parts to the thread's kit row.
      expect(lines[0]!.row).toMatch(new RegExp(`^${sizesTable.id}-`));
      for (const line of lines.slice(1))
        await expect(page.locator(`[id="${line.row}"]`)).toHaveCount(1);
      await expect(page.locator(`[id="${lines[0]!.row}"]`)).toHaveCount(1);
      // Added on the Arabic page, every line also carries its English, what the sales team reads:
      // the English names of the size, the parts and the attributes; on the English page, none.
      const english = glandsPage('en');
      for (const line of lines)
        if (locale === 'en') expect(line.english).toBeUndefined();
        else expect(line.english?.attributes).toHaveLength(line.attributes.length);
      if (locale === 'ar') {
        const [gland, ...kitLines] = lines.map((line) => line.english!);
        expect(gland).toBeDefined();
        expect(gland!.product).toContain(english.sizes.item);
        expect(gland!.attributes.map((entry) => entry.name)).toEqual(
          expect.arrayContaining([english.selector.thread, english.selector.area]),
        );
        expect(gland!.attributes).toContainEqual({
          name: english.selector.area,
          value: `${english.selector.areaZone1}, IIB`,
        });
        if (kitRow)
          expect(kitLines.map((line) => line.product)).toEqual(
            parts.map((part) => label('en', part)),
          );
      }
      for (const line of lines) expect(line.quantity).toBe(12);
      await expect(confirmation).toContainText(
        fill(text.added, { quantity: 12, items: lines.map((line) => line.product).join(', ') }),
      );
      expect(lines[0]!.attributes).toContainEqual({ name: text.thread, value: thread });
      if (kitRow)
        expect(lines.slice(1).map((line) => line.product)).toEqual(
          parts.map((part) => label(locale, part)),
        );
      // On the Arabic page, the result and the confirmation hold no English but identifiers.
      if (locale === 'ar') expect(await englishIn(selector)).toEqual([]);
      if (locale === 'ar')
        await expect(selector.locator('bdi').filter({ hasText: thread }).first()).toBeVisible();
      await expectNoViolations(page, `${locale} gland selector with a recommendation`);
    },
  );
}

test('NPT: the thread and every kit part are NPT, never metric', async ({ page }) => {
  const { text, selector } = await open(page, 'en');
  await find(selector, 'en', 'npt');
  const thread = threadsOf(best, 'npt')[0];
  expect(thread, `the recommended size ${best.size} has an NPT thread in the table`).toBeTruthy();
  await expect(selector.getByRole('heading', { name: new RegExp(escape(thread!)) })).toBeVisible();
  const kitRow = rowOf('en', thread!);
  if (kitRow)
    for (const part of ['shroud', 'earthTag']) {
      const spec = String(kitRow.en[part]);
      await expect(selector).toContainText(spec);
    }
  await selector.getByRole('button', { name: startsWith(text.add) }).click();
  const lines = await page.evaluate(
    () =>
      JSON.parse(localStorage.getItem('quote-basket') ?? 'null').lines as {
        attributes: { name: string; value: string }[];
      }[],
  );
  for (const line of lines) {
    const threadOf = line.attributes.find((entry) => entry.name === text.thread)?.value ?? '';
    expect(threadOf).toBe(thread);
    const spec = line.attributes.find((entry) => entry.name === text.specification)?.value ?? '';
    expect(spec).not.toMatch(/\bM\d+\b/);
  }
});

test('the quantity keeps what was typed, selects it on focus and refuses a non-whole number at the field', async ({
  page,
}) => {
  const { text, selector } = await open(page, 'en');
  await find(selector, 'en');
  const quantity = selector.getByRole('textbox', { name: text.quantity });
  await quantity.click();
  expect(
    await quantity.evaluate((input: HTMLInputElement) => [
      input.selectionStart,
      input.selectionEnd,
    ]),
  ).toEqual([0, 1]);
  await quantity.fill('2.5');
  await selector.getByRole('button', { name: startsWith(text.add) }).click();
  await expect(quantity).toHaveValue('2.5');
  await expect(quantity).toHaveAttribute('aria-invalid', 'true');
  await expect(quantity).toHaveAccessibleDescription(text.errorQuantity);
  await expect(quantity).toBeFocused();
  expect(await page.evaluate(() => localStorage.getItem('quote-basket'))).toBeNull();
});

test('errors are tied to their fields, and an oversize cable says which range it exceeds', async ({
  page,
}) => {
  const { text, selector } = await open(page, 'en');
  await selector.getByRole('button', { name: text.submit }).click();
  const outerBox = selector.getByRole('textbox', { name: startsWith(text.outerSheath) });
  await expect(outerBox).toBeFocused();
  await expect(outerBox).toHaveAttribute('aria-invalid', 'true');
  await expect(outerBox).toHaveAccessibleDescription(
    fill(text.errorNumber, { field: text.outerSheath }),
  );
  await expectNoViolations(page, 'gland selector with errors');

  const largest = Math.max(...sizes.map((row) => row.outer.max));
  await outerBox.fill(String(largest + 2));
  await selector
    .getByRole('combobox', { name: text.armour, exact: true })
    .selectOption({ label: text.armourNone });
  await selector.getByRole('button', { name: text.submit }).click();
  const status = selector.getByRole('status').first();
  await expect(status).toContainText(text.noFit);
  await expect(status).toContainText(
    fill(text.aboveAll, { field: text.outerSheath, value: largest + 2, limit: largest }),
  );
  await expect(selector.getByRole('radio')).toHaveCount(0);
  expect(typesTable.rows.length).toBeGreaterThan(0);
});

test('no JavaScript: the tables stay and the selector shows no control', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(PATH);
  await expect(page.getByRole('table', { name: sizesTable.caption })).toBeVisible();
  await expect(page.getByRole('region', { name: glandsPage('en').selector.heading })).toHaveCount(
    0,
  );
  await context.close();
});

test('the selector failing to load leaves the page and its tables, never the error panel', async ({
  page,
}) => {
  const { selector } = glandsPage('en');
  const failed = page.waitForEvent('requestfailed', (request) =>
    request.url().includes('/gland-selector/'),
  );
  // The part that failed says so in the console (components/ui/LoadBoundary.tsx): React has handled it.
  const handled = page.waitForEvent('console', (message) =>
    message.text().includes('failed to load'),
  );
  await page.route('**/gland-selector/*.json', (route) => route.abort('internetdisconnected'));
  await page.goto(PATH);
  await failed;
  await handled;
  // The page is still the glands page, with its tables.
  await expect(page.getByRole('table', { name: sizesTable.caption })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // As without JavaScript: no selector section (it shows only with its form), the tables to choose.
  await expect(page.getByRole('region', { name: selector.heading })).toHaveCount(0);
  await expect(page.getByRole('button', { name: selector.submit })).toHaveCount(0);
  await expect(page.getByText(loadContent().interface.errors.errorTitle)).toHaveCount(0);
});
