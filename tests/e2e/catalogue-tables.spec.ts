import type { Page, Route } from '@playwright/test';
import { BASKET_KEY } from '@/components/basket/store';
import { routesOfKind } from '@/lib/content/routes';
import { formatCell, headerText, isRange, rowLabel } from '@/lib/content/catalogue/format';
import { lateTables } from '@/lib/content/catalogue/late-tables';
import type { Cell, Range } from '@/lib/content/schema';
import { contentIn, loadContent, routeTextOf } from '@/lib/content/load';
import { fill } from '@/lib/i18n/text';
import { test, expect } from './fixtures';
import { reachTable, visit } from './helpers';
import { ar, ARABIC } from './arabic-export';
import {
  escapeRegExp,
  filteredTables,
  glandsPage,
  GLANDS,
  productTables,
  textPattern,
} from './content';

// Tables, rows, filters and checklists are the content's (issue 40): read here, never copied.
const { products, site } = loadContent();
const tablesFor = (path: string) => products.find((page) => page.path === path)?.tables ?? [];
const hasChecklist = (path: string) =>
  !!products.find((page) => page.path === path)?.checklist?.length;
const words = contentIn('en').interface;
const catalogueText = words.selectionTables;
/** "What to send us", shown on a page whose content has a checklist, and only there. */
const checklistHeading = (page: Page) =>
  page.getByRole('heading', { name: catalogueText.checklistHeading, exact: true });

const productPaths = routesOfKind('product').map((route) => route.path);

test('every product page shows its selection tables, their headers and rows, and the checklist', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  for (const path of productPaths) {
    await page.goto(path);
    for (const table of tablesFor(path)) {
      const region = page.getByRole('region', { name: table.caption, exact: true });
      // A region that scrolls sideways is a tab stop, so a keyboard can scroll it; one that fits is
      // not. It is measured once drawn: a table low on a long page is drawn as it nears the view.
      await region.scrollIntoViewIfNeeded();
      await expect(region).toHaveAttribute('data-fits', /.*/);
      await expect
        .poll(
          () =>
            region.evaluate(
              (box) => box.scrollWidth > box.clientWidth === (box.getAttribute('tabindex') === '0'),
            ),
          { message: `${path} ${table.id}` },
        )
        .toBe(true);
      const element = region.getByRole('table', { name: table.caption, exact: true });
      await expect(element).toBeVisible();
      const headers = element.locator('thead th[scope="col"]');
      await expect(headers).toHaveCount(table.columns.length + 1);
      for (const [index, column] of table.columns.entries())
        await expect(headers.nth(index)).toHaveText(headerText(column));
      await expect(element.locator('tbody tr')).toHaveCount(table.rows.length);
      await expect(element.locator('tbody th[scope="row"]')).toHaveCount(table.rows.length);
    }
    await expect(page.getByRole('table')).toHaveCount(tablesFor(path).length);
    await expect(checklistHeading(page)).toHaveCount(hasChecklist(path) ? 1 : 0);
  }
});

/**
 * A table below every first screen (four rows of the tables above it, or 12 lines of the page's
 * prose: lib/content/catalogue/late-tables) is drawn only as it nears the view (issue 44): at load
 * nothing lays it out, not even the measuring of its scroll box (a read of its size would draw it),
 * and it is measured once it is reached. Any other table is drawn at once. Its form fields (options,
 * quantities, filter) wait for it too: Chrome's autofill lays out a skipped block to read a field
 * inside it (components/catalogue/WhenNear.tsx).
 */
for (const path of [GLANDS, `/ar${GLANDS}`])
  test(`the late tables of ${path} are laid out only as they near the view`, async ({ page }) => {
    const tables = tablesFor(GLANDS);
    const late = lateTables(tables, glandsPage().page.sections);
    expect(late.filter(Boolean).length, 'a late table to test').toBeGreaterThan(0);
    await visit(page, path);
    const regions = tables.map((table) => {
      const region = page.locator(`[data-scroll]:has(> table[id="${table.id}"])`);
      const drawn = () =>
        region.evaluate((box) => box.checkVisibility({ contentVisibilityAuto: true }));
      return { id: table.id, region, drawn, late: late[tables.indexOf(table)]! };
    });
    // A table's block: its filter, its options and its scroll box.
    const fields = (id: string) =>
      page.locator(`:has(> [data-scroll] > table[id="${id}"])`).locator('input, select, textarea');
    // At load, before anything is scrolled: the early tables drawn, with their fields; the late ones
    // neither drawn nor measured, and no field of theirs in the document.
    for (const { id, region, drawn, late } of regions) {
      expect(await drawn(), id).toBe(!late);
      if (late) expect(await region.getAttribute('data-fits'), id).toBeNull();
      if (late) expect(await fields(id).count(), `${id}: fields before it is near`).toBe(0);
      else expect(await fields(id).count(), id).toBeGreaterThan(0);
    }
    // Reached, each is drawn and measured, and has a quantity field in every row.
    for (const { id, region, drawn } of regions.filter(({ late }) => late)) {
      await region.scrollIntoViewIfNeeded();
      await expect.poll(drawn, { message: id }).toBe(true);
      await expect(region).toHaveAttribute('data-fits', /.*/);
      const table = tables.find((each) => each.id === id)!;
      await expect(region.locator('tbody input')).toHaveCount(table.rows.length);
      await expect(fields(id).and(page.locator('select'))).toHaveCount(table.options?.length ?? 0);
    }
  });

/** The first late table's block (below every first screen) of a page, and its first row. */
const lateBlock = (page: Page) => page.locator('.render-when-near:has(table)').first();
const lateRow = (page: Page) => lateBlock(page).locator('tbody tr[data-row-label]').first();

/**
 * A later table's fields take the places kept for them (a box of each field's size): reached before
 * the page runs (a search result's address, a scroll), its rows, options and table do not move when
 * the page hydrates and the fields come. With the page's scripts held, the row is brought into view.
 */
for (const path of [GLANDS, `/ar${GLANDS}`])
  test(`the fields of a later table on ${path} come without moving anything`, async ({ page }) => {
    const held: Route[] = [];
    let released = false;
    await page.route(/\/_next\/static\/chunks\/[^/]+\.js$/, (route) =>
      released ? route.continue() : void held.push(route),
    );
    await page.goto(path, { waitUntil: 'domcontentloaded' });
    const row = lateRow(page);
    await row.scrollIntoViewIfNeeded();
    const block = lateBlock(page);
    const places = () =>
      block.evaluate((area) =>
        [
          area.querySelector('fieldset'),
          area.querySelector('table'),
          ...area.querySelectorAll('tbody tr [data-add]'),
        ].map((element) => {
          const box = element!.getBoundingClientRect();
          return [box.x, box.y, box.height];
        }),
      );
    expect(await row.locator('input').count(), 'no field before the page runs').toBe(0);
    const before = await places();
    released = true;
    for (const route of held) await route.continue();
    await expect(row.locator('input')).toHaveCount(1);
    await expect(block.locator('select')).toHaveCount(await block.locator('[data-option]').count());
    // Where the reader sees them (content growing above is held in place by scroll anchoring),
    // within the pixel a font swap may move a line.
    const after = await places();
    expect(after.length).toBe(before.length);
    after.forEach((place, index) =>
      place.forEach((value, at) =>
        expect(Math.abs(value - before[index]![at]!), `${index}:${at}`).toBeLessThanOrEqual(1),
      ),
    );
  });

/**
 * A click on a later table's add before its fields came (nothing saw the table near; a screen
 * reader's click) adds nothing unseen: the fields come and the row's quantity takes the focus.
 */
test('a click before a later table has its fields brings them and adds nothing', async ({
  page,
}) => {
  await visit(page, GLANDS);
  const row = lateRow(page);
  await expect(row.locator('input')).toHaveCount(0);
  await row.locator('[data-add]').dispatchEvent('click');
  await expect(row.locator('input')).toBeFocused();
  expect(await page.evaluate((key) => localStorage.getItem(key), BASKET_KEY)).toBeNull();
  await row.locator('[data-add]').dispatchEvent('click');
  await expect
    .poll(() => page.evaluate((key) => localStorage.getItem(key), BASKET_KEY))
    .not.toBeNull();
});

test('service pages end with what to send us, where they have a checklist, and show no table', async ({
  page,
}) => {
  const { services } = loadContent();
  for (const route of routesOfKind('service')) {
    await page.goto(route.path);
    const checklist = !!services.find((entry) => entry.path === route.path)?.checklist?.length;
    await expect(checklistHeading(page), route.path).toHaveCount(checklist ? 1 : 0);
    if (checklist) await expect(checklistHeading(page)).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
  }
});

test('each range filter shows only the rows whose range covers the number typed', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const filtered = filteredTables();
  // A filter is optional content: with none, no product page shows a filter field.
  if (filtered.length === 0)
    for (const path of productPaths) {
      await page.goto(path);
      await reachTable(page);
      await expect(page.locator('input[aria-controls]'), path).toHaveCount(0);
    }
  for (const { path, table } of filtered) {
    const filter = table.filter!;
    await page.goto(path);
    await reachTable(page, table.id);
    const input = page.getByLabel(`${filter.label} (${filter.unit})`, { exact: true });
    const middle = table.rows[Math.floor(table.rows.length / 2)]!;
    const bounds = middle[filter.key] as Range;
    const wanted = +((bounds.min + bounds.max) / 2).toFixed(1);
    await input.fill(String(wanted));
    const expected = table.rows
      .filter((row) => {
        const range = row[filter.key] as Range;
        return wanted >= range.min && wanted <= range.max;
      })
      .map((row) => rowLabel(table, row));
    const rows = page.locator(`#${table.id} tbody tr:visible`);
    await expect(rows).toHaveCount(expected.length);
    // The middle row's own range covers the number: at least that row shows.
    const showing = fill(catalogueText.showing, {
      shown: expected.length,
      total: table.rows.length,
      noun: filter.noun,
      value: `${wanted} ${filter.unit}`,
    });
    await expect(page.getByRole('status').filter({ hasText: showing })).toHaveText(showing);
    const names = await rows.evaluateAll((trs) =>
      trs.map((tr) => tr.getAttribute('data-row-label')),
    );
    expect(names).toEqual(expected);
    await input.fill('');
    await expect(rows).toHaveCount(table.rows.length);
  }
});

test('a filter answers a size within some range with the rows that take it, and one above all with none', async ({
  page,
}) => {
  // The glands page's filter, or the first table's that has one.
  const filtered = filteredTables();
  const { path, table } = filtered.find((entry) => entry.path === GLANDS) ?? filtered[0] ?? {};
  if (!path || !table?.filter) {
    // None in the content: the glands page (whose tables the code needs) offers no filter.
    await page.goto(GLANDS);
    await reachTable(page, glandsPage().sizes.id);
    await expect(page.locator(`input[aria-controls="${glandsPage().sizes.id}"]`)).toHaveCount(0);
    return;
  }
  const filter = table.filter;
  const ranges = table.rows.map((row) => row[filter.key] as Range);
  await page.goto(path);
  await reachTable(page, table.id);
  const input = page.getByLabel(`${filter.label} (${filter.unit})`, { exact: true });
  // The upper end of the last row's range: its own row takes it, and any other whose range covers it.
  const wanted = ranges.at(-1)!.max;
  await input.fill(String(wanted));
  const firstCells = page.locator(`#${table.id} tbody tr:visible th`);
  const [firstColumn] = table.columns;
  await expect(firstCells).toHaveText(
    table.rows
      .filter((_, index) => ranges[index]!.min <= wanted && wanted <= ranges[index]!.max)
      .map((row) => formatCell(row[firstColumn!.key] as Cell, firstColumn!.decimals)),
  );
  const above = Math.max(...ranges.map((range) => range.max)) + 1;
  await input.fill(String(above));
  await expect(firstCells).toHaveCount(0);
  await expect(
    page.getByRole('status').filter({
      hasText: fill(catalogueText.noneCover, {
        noun: filter.noun,
        value: `${above} ${filter.unit}`,
      }),
    }),
  ).toBeVisible();
});

test('without JavaScript every row is there and no dead filter or print control shows', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  // The glands page, and the last other page with tables (none if there is none).
  const other = productTables()
    .map(({ path }) => path)
    .findLast((path) => path !== GLANDS);
  for (const path of [GLANDS, ...(other ? [other] : [])]) {
    await page.goto(path);
    for (const table of tablesFor(path))
      await expect(page.locator(`#${table.id} tbody tr:visible`)).toHaveCount(table.rows.length);
    // The rows' controls are in the HTML, hidden until the table's script runs: none shows.
    await expect(page.locator('input[type="number"]:visible')).toHaveCount(0);
    await expect(page.getByRole('button', { name: catalogueText.print })).toHaveCount(0);
    // No row control that cannot work, and no options to choose for nothing; the page's Request a
    // Quote still leads to the contact form.
    await expect(
      page.getByRole('button', {
        name: new RegExp(
          `^(?:${textPattern(words.quoteList.addLineNamed)}|${escapeRegExp(words.quoteList.add)})`,
        ),
      }),
    ).toHaveCount(0);
    await expect(page.getByRole('combobox')).toHaveCount(0);
    await expect(
      page.getByRole('main').getByRole('link', { name: words.productPages.requestQuote }).first(),
    ).toHaveAttribute('href', '/contact-us');
  }
  await context.close();
});

test('every product page prints as a datasheet: contacts and tables, no navigation, video or buttons', async ({
  page,
}) => {
  test.setTimeout(180_000);
  // Paper, not the device, sets the printed width: A4 less 12 mm margins is about 703 CSS px.
  await page.setViewportSize({ width: 703, height: 1000 });
  await page.emulateMedia({ media: 'print' });
  for (const path of productPaths) {
    await page.goto(path);
    await expect(page.locator('h1')).toHaveText(routeTextOf(path).heading);
    const letterhead = page.locator('[data-print="only"]');
    await expect(letterhead).toBeVisible();
    await expect(letterhead).toContainText(site.legalName);
    await expect(letterhead).toContainText(site.email);
    await expect(letterhead).toContainText(site.phones.office.display);
    await expect(letterhead).toContainText(`${site.origin}${path}`);
    for (const table of tablesFor(path)) {
      await expect(page.locator(`#${table.id}`)).toBeVisible();
      // The whole table prints: no clipping scroll box around it.
      const clipped = await page
        .locator(`#${table.id}`)
        .evaluate((el) => el.scrollWidth > (el.parentElement?.clientWidth ?? 0) + 1);
      expect(clipped, `${path} ${table.id} is clipped`).toBe(false);
    }
    await expect(page.getByRole('navigation')).toHaveCount(0);
    await expect(page.getByRole('banner')).toBeHidden();
    await expect(page.getByRole('contentinfo')).toBeHidden();
    expect(await page.locator('video:visible').count(), `${path} prints a video`).toBe(0);
    expect(
      await page.locator('main a[aria-haspopup="dialog"]:visible, main button:visible').count(),
    ).toBe(0);
    await expect(checklistHeading(page)).toHaveCount(hasChecklist(path) ? 1 : 0);
    if (hasChecklist(path)) await expect(checklistHeading(page)).toBeVisible();
  }
});

test('every table row offers one way to ask: its quantity, added to the list or sent at once', async ({
  page,
}) => {
  // A row of the glands' sizes (the third, or the last of fewer), and the first row of the last
  // table of another page.
  const { sizes } = glandsPage();
  const other = productTables().findLast(({ path }) => path !== GLANDS);
  for (const { path, table, index } of [
    { path: GLANDS, table: sizes, index: Math.min(2, sizes.rows.length - 1) },
    ...(other ? [{ ...other, index: 0 }] : []),
  ]) {
    const label = rowLabel(table, table.rows[index]!);
    await page.goto(path);
    const row = page.locator(`#${table.id} tbody tr`).nth(index);
    // A later table's fields come as it nears the view (WhenNear): the row is reached first.
    await row.scrollIntoViewIfNeeded();
    await expect(
      row.getByRole('spinbutton', {
        name: fill(words.quoteList.quantityNamed, { product: label }),
      }),
    ).toHaveValue('1');
    await expect(
      row.getByRole('button', { name: fill(words.quoteList.addLineNamed, { product: label }) }),
    ).toBeVisible();
    // One path: adding and sending at once adds the same line, then leads to the list (no dialog
    // of its own).
    const sendNow = row.getByRole('link', {
      name: fill(words.quoteList.sendNowNamed, { product: label }),
    });
    await expect(sendNow).toHaveAttribute('href', '/quote');
    await expect(row.getByRole('link')).toHaveCount(1);
    await expect(row.locator('[aria-haspopup]')).toHaveCount(0);
  }
});

test('a product page reached by a client-side navigation renders its rows as prerendered, and they add', async ({
  page,
  request,
}) => {
  // The rows reach the browser as data (TableRows): a page loaded whole keeps its prerendered rows
  // without hydrating them; one reached from another page renders them from that data, the same.
  const { sizes } = glandsPage();
  const prerendered = await (await request.get(GLANDS)).text();
  await page.goto('/product');
  await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
  await page.locator(`main a[href="${GLANDS}"]`).first().click();
  await expect(page).toHaveURL(GLANDS);
  const table = page.locator(`#${sizes.id}`);
  await expect(table.locator('tbody tr')).toHaveCount(sizes.rows.length);
  expect(
    await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed),
    'a client-side navigation',
  ).toBe(true);
  const same = await table.evaluate((element, html) => {
    /** The body without React's text separators (comments), adjacent texts joined. */
    const clean = (body: Element | null | undefined) => {
      const copy = body?.cloneNode(true) as Element | undefined;
      if (!copy) return undefined;
      const walker = document.createTreeWalker(copy, NodeFilter.SHOW_COMMENT);
      const comments: Node[] = [];
      while (walker.nextNode()) comments.push(walker.currentNode);
      comments.forEach((comment) => comment.parentNode?.removeChild(comment));
      copy.normalize();
      return copy;
    };
    const served = new DOMParser().parseFromString(html, 'text/html');
    const expected = clean(served.getElementById(element.id)?.querySelector('tbody'));
    const shown = clean(element.querySelector('tbody'));
    return !!expected && !!shown && expected.isEqualNode(shown);
  }, prerendered);
  expect(same, 'the rows rendered in the browser are the prerendered rows').toBe(true);
  const label = rowLabel(sizes, sizes.rows[0]!);
  const row = table.locator('tbody tr').first();
  await row
    .getByRole('button', { name: fill(words.quoteList.addLineNamed, { product: label }) })
    .click();
  await expect(row.getByRole('status')).toContainText(label);
});

test('the print control prints the page', async ({ page }) => {
  await page.addInitScript(() => {
    window.print = () => {
      document.documentElement.dataset.printed = 'yes';
    };
  });
  // A page with tables: the glands page's are the selector's.
  glandsPage();
  await page.goto(GLANDS);
  await page.getByRole('button', { name: catalogueText.print }).click();
  await expect(page.locator('html')).toHaveAttribute('data-printed', 'yes');
});

/**
 * In the page: the right-hand edge of a table cell's value, an Arabic cell's start. Where a phone
 * stacks the row as a card, the column's name (the cell's ::before) stands at the right of it, a
 * gap between.
 */
function valueRight(element: Element) {
  const style = getComputedStyle(element);
  const name = getComputedStyle(element, '::before');
  const named = !['none', 'normal'].includes(name.content) && name.display !== 'none';
  const right =
    element.getBoundingClientRect().right -
    parseFloat(style.borderRightWidth) -
    parseFloat(style.paddingRight);
  return named ? right - parseFloat(name.width) - (parseFloat(style.columnGap) || 0) : right;
}

test.describe('in Arabic', () => {
  // A cell of figures or codes only is marked on the cell (data-ltr), with no element of its own
  // around its text: drawn, a range reads left to right and keeps to the right-hand edge of the
  // cell's value (beside the column's name where a phone stacks the row as a card), like the Arabic
  // cells; and a value of Arabic words and isolated codes (M16 × 1.5 أو M20 × 1.5) stays whole there.
  test(
    'figures run left to right at the right-hand edge of their value; a mixed value stays whole',
    { tag: '@phone' },
    async ({ page }) => {
      const tableWith = (wanted: (value: Cell) => boolean) =>
        productTables('ar').find(({ table }) =>
          table.rows.some((row) => table.columns.some((column) => wanted(row[column.key] as Cell))),
        );
      const ranged = tableWith(isRange);
      expect(ranged, 'an Arabic table with a range of figures').toBeDefined();
      await page.goto(`/ar${ranged!.path}`);
      const cell = page
        .locator(`#${ranged!.table.id} tbody [data-ltr]`)
        .filter({ hasText: /\d–\d/ })
        .first();
      await cell.scrollIntoViewIfNeeded();
      const drawn = await cell.evaluate((element) => {
        const text = [...element.childNodes].find((node) => node.nodeType === Node.TEXT_NODE)!;
        const value = text.textContent ?? '';
        const dash = value.indexOf('–');
        const range = document.createRange();
        const box = (from: number, to: number) => {
          range.setStart(text, from);
          range.setEnd(text, to);
          return range.getBoundingClientRect();
        };
        return {
          from: box(0, dash).left,
          to: box(dash + 1, value.length).left,
          end: box(0, value.length).right,
        };
      });
      expect(drawn.from).toBeLessThan(drawn.to);
      expect(Math.abs(drawn.end - (await cell.evaluate(valueRight)))).toBeLessThan(2);

      const mixedTable = tableWith(
        (value) => typeof value === 'string' && ARABIC.test(value) && /[A-Za-z0-9]/.test(value),
      );
      expect(mixedTable, 'an Arabic table with Arabic words and codes in one cell').toBeDefined();
      if (mixedTable!.path !== ranged!.path) await page.goto(`/ar${mixedTable!.path}`);
      const mixed = page
        .locator(`#${mixedTable!.table.id} tbody td:not([data-ltr]):has(bdi)`)
        .first();
      await mixed.scrollIntoViewIfNeeded();
      const rights = await mixed.evaluate((element) => {
        const range = document.createRange();
        range.selectNodeContents(element);
        return [...range.getClientRects()].filter((box) => box.width > 0).map((box) => box.right);
      });
      expect(rights.length).toBeGreaterThan(1);
      const right = await mixed.evaluate(valueRight);
      for (const piece of rights) expect(piece).toBeLessThanOrEqual(right + 1);
    },
  );

  // Each cell's figures and codes, isolated left to right in Western digits, are checked in the
  // exported Arabic pages (tests/unit/arabic-pages.test.ts); here, the page at work.
  test('the filter takes a decimal as typed and answers in Arabic; each row offers its add in Arabic', async ({
    page,
  }) => {
    // The glands page's filtered table, or the first page's that has one.
    const arabicFiltered = filteredTables('ar');
    const { path, table } =
      arabicFiltered.find((entry) => entry.path === GLANDS) ?? arabicFiltered[0] ?? {};
    if (!path || !table?.filter) {
      await page.goto(`/ar${GLANDS}`);
      await reachTable(page);
      await expect(page.locator('input[aria-controls]')).toHaveCount(0);
      return;
    }
    const filter = table.filter;
    await page.goto(`/ar${path}`);
    await reachTable(page, table.id);
    await expect(
      page
        .locator(`#${table.id} tbody tr`)
        .first()
        .getByRole('button', { name: new RegExp(`^${ar.quoteList.addLine}: `) }),
    ).toHaveCount(1);
    if (hasChecklist(path))
      await expect(
        page.getByRole('heading', { name: ar.selectionTables.checklistHeading }),
      ).toBeVisible();
    const input = page.locator(`input[aria-controls="${table.id}"]`);
    await expect(input).toHaveAttribute('dir', 'ltr');
    const wanted = 12.5;
    await input.pressSequentially(String(wanted));
    await expect(input).toHaveValue('12.5');
    const expected = table.rows.filter((row) => {
      const range = row[filter.key] as Range;
      return wanted >= range.min && wanted <= range.max;
    });
    await expect(page.locator(`#${table.id} tbody tr:visible`)).toHaveCount(expected.length);
    const status = page.locator(`[role="status"]:has(bdi)`).filter({ hasText: '12.5' });
    await expect(status.locator('bdi[dir="ltr"]')).toHaveText(`12.5 ${filter.unit}`);
    await expect(status).toHaveText(ARABIC);
  });
});
