import type { Locator, Page } from '@playwright/test';
import { localePath, type Locale } from '@/lib/i18n/locales';
import { formatCell, rowLabel } from '@/lib/content/catalogue/format';
import { test, expect } from './fixtures';
import { reachTable, rowControls } from './helpers';
import { productTables } from './content';

/**
 * Issue 41: at 1440 px every selection table fits its column (no add control clipped, no sideways
 * scroll), an add does not scroll the table sideways, and a row reached by its address (a search
 * result) shows under the table's options and column headings, which stay in view. Tables and rows
 * are the content's, read at test time (issue 40).
 */

const locales: Locale[] = ['en', 'ar'];
const pages = [...new Set(productTables().map(({ path }) => path))];

/** The table's scroll box and whether its table is wider than the box, or any add control clipped. */
const overflow = (table: Locator) =>
  table.evaluate((element) => {
    const box = element.closest('[data-scroll]')!.getBoundingClientRect();
    const clipped = [...element.querySelectorAll('[data-add]')].filter((control) => {
      const rect = control.getBoundingClientRect();
      return rect.left < box.left - 0.5 || rect.right > box.right + 0.5;
    }).length;
    return { wider: element.getBoundingClientRect().width > box.width + 0.5, clipped };
  });

/** Waits until the table's controller runs (its rows' controls are shown once it listens). */
const ready = (page: Page, id: string) =>
  expect(page.locator(`[data-ready]:has(> [data-scroll] > table#${id})`)).toHaveCount(1);

for (const locale of locales)
  for (const path of pages)
    test(`${localePath(path, locale)}: every table fits at 1440 px, no add control clipped`, async ({
      page,
    }) => {
      await page.goto(localePath(path, locale));
      const tables = productTables(locale).filter((entry) => entry.path === path);
      for (const { table } of tables) {
        await ready(page, table.id);
        expect(await overflow(page.locator(`table#${table.id}`)), table.id).toEqual({
          wider: false,
          clipped: 0,
        });
      }
    });

test('an add leaves the table where it was: no sideways scroll', async ({ page }) => {
  const { path, table } = productTables()[0]!;
  await page.goto(path);
  await ready(page, table.id);
  const row = table.rows.length - 1;
  const { add } = rowControls(page, rowLabel(table, table.rows[row]!, 'en'));
  await add.click();
  await expect(
    page.locator('[data-row-add]').filter({ has: add }).getByRole('status'),
  ).not.toBeEmpty();
  const scrolled = await page
    .locator(`table#${table.id}`)
    .evaluate((element) => element.closest('[data-scroll]')!.scrollLeft);
  expect(scrolled).toBe(0);
});

test("a row reached from a search result shows under its table's options and headings, which stay in view", async ({
  page,
}) => {
  // The longest table with options, so its options and headings have rows to stay above.
  const { path, table } = productTables()
    .filter((entry) => entry.table.options?.length)
    .sort((a, b) => b.table.rows.length - a.table.rows.length)[0]!;
  await page.goto(path);
  const last = page.locator(`table#${table.id} tbody tr`).last();
  const id = await last.getAttribute('id');
  expect(id, `${table.id}: its rows have ids`).toBeTruthy();
  await page.goto(`${path}#${id}`);
  await ready(page, table.id);
  const options = page.locator(`#${table.id}-options`);
  const head = page.locator(`table#${table.id} thead th`).first();
  const geometry = async () => {
    const [o, h, r] = await Promise.all([options, head, last].map((item) => item.boundingBox()));
    return { options: o!, head: h!, row: r! };
  };
  // The row is in view, below the headings, which are below the options, all in the window.
  await expect(last).toBeInViewport();
  await expect
    .poll(async () => {
      const { options: o, head: h, row: r } = await geometry();
      return o.y >= 0 && h.y >= o.y + o.height - 0.5 && r.y >= h.y + h.height - 0.5;
    })
    .toBe(true);
  await expect(options).toBeInViewport();
  await expect(head).toBeInViewport();
});

test('an address that is not even well encoded throws nothing as the tables are measured', async ({
  page,
}) => {
  const { path, table } = productTables()[0]!;
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  // A malformed percent escape: decoding it throws; the page must read it as it is.
  await page.goto(`${path}#%E0%A4%A`);
  // Every table drawn and measured: each one's first measuring reads the address.
  await reachTable(page);
  await ready(page, table.id);
  expect(errors).toEqual([]);
});

test('a row is added with the options that fit it only: no nylon colour on a stainless tie @phone', async ({
  page,
}) => {
  const tables = productTables().filter(({ table }) => table.options?.length);
  expect(tables.length, 'the content has no table with options').toBeGreaterThan(0);
  // A table with an option for some rows only, else the first with options (every option fits).
  const { path, table } =
    tables.find(({ table }) => table.options!.some((option) => option.onlyFor)) ?? tables[0]!;
  const options = table.options!;
  await page.goto(path);
  await ready(page, table.id);
  const stored = () =>
    page.evaluate(
      () =>
        (
          JSON.parse(localStorage.getItem('quote-basket') ?? '{"lines":[]}') as {
            lines: { product: string; attributes?: { name: string }[] }[];
          }
        ).lines,
    );
  for (const row of table.rows) {
    const label = rowLabel(table, row, 'en');
    const fitting = options
      .filter(
        ({ onlyFor }) =>
          !onlyFor ||
          (onlyFor.holds.trim() !== '' &&
            (row[onlyFor.column] === undefined ? '' : formatCell(row[onlyFor.column]!))
              .toLowerCase()
              .includes(onlyFor.holds.trim().toLowerCase())),
      )
      .map(({ name }) => name);
    await rowControls(page, label).add.click();
    await expect
      .poll(async () => (await stored()).find((line) => line.product === label)?.attributes)
      .toEqual(
        fitting.length ? fitting.map((name) => expect.objectContaining({ name })) : undefined,
      );
  }
});
