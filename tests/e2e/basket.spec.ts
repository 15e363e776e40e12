/** The quote list (issue 41 and before): adding rows and services to it, the header link, stored lines' links. */
import { routeTextOf } from '@/lib/content/load';
import type { BasketLine } from '@/components/basket/store';
import { test, expect } from './fixtures';
import {
  layoutShift,
  settled,
  SUBPIXEL_SHIFT,
  watchLayoutShift,
  reachTable,
  rowControls,
  visit,
} from './helpers';

import { fill } from '@/lib/i18n/text';
import { escapeRegExp, GLANDS, textPattern } from './content';
import { seedList, storedList } from './enquiry';
import {
  words,
  list,
  inEnglishList,
  quantityOf,
  removeOf,
  listLink,
  lineAdded,
  serviceAdded,
  tableRow,
  glandsTable,
  optionsTable,
  otherTable,
  gland,
  ties,
  expectCount,
  lineItems,
  contact,
  site,
} from './quote-list';

test.describe('adding to the quote list', () => {
  test('a table row is configured (options, quantity) and added as one line, confirmed beside it', async ({
    page,
  }) => {
    const { path } = optionsTable;
    await page.goto(path);
    const { table, label } = tableRow(optionsTable.table, 2);
    await reachTable(page, table.id);
    // The last option is changed for the first line, the first one for the second line.
    const choices = table.options ?? [];
    const changed = choices.at(-1);
    const options = page.getByRole('group', {
      name: fill(list.optionsLegend, { item: table.item }),
      exact: true,
    });
    // No option in the content: no choice to make.
    if (!changed) await expect(options).toHaveCount(0);
    // The usual value of each option is preselected.
    for (const option of choices)
      await expect(options.getByLabel(option.name, { exact: true })).toHaveValue(option.values[0]!);
    if (changed)
      await options.getByLabel(changed.name, { exact: true }).selectOption(changed.values[1]!);
    const { quantity, add } = rowControls(page, label);

    // A bad quantity is refused with a visible message; nothing is added.
    await quantity.fill('0');
    await add.click();
    const status = page.locator('tr').filter({ has: add }).getByRole('status');
    await expect(status).toHaveText(words.quoteList.quantityBad);
    await expect(quantity).toHaveAttribute('aria-invalid', 'true');
    expect(await storedList(page)).toBeNull();

    await quantity.fill('200');
    await add.click();
    // The options chosen follow the row's name, in brackets.
    const chosen = choices.map((option) => option.values[option === changed ? 1 : 0]!);
    const added = chosen.length > 0 ? `${label} (${chosen.join(', ')})` : label;
    await expect(status).toContainText(fill(list.lineAdded, { line: added, quantity: 200 }));
    if (changed) await expect(status).toContainText(changed.values[1]!);
    await expect(status).toContainText(inEnglishList(1));
    // Seen, not only announced: right under the control, in the window, and on top where it is drawn.
    const seen = await status.evaluate(
      (element, control) => {
        const box = element.getBoundingClientRect();
        const button = (control as Element).getBoundingClientRect();
        const top = document.elementFromPoint(box.x + 4, box.y + 8);
        return {
          inWindow: box.top >= 0 && box.top + 16 <= innerHeight && box.left >= 0,
          nearControl: Math.abs(box.top - button.bottom) < 80,
          onTop: element.contains(top),
        };
      },
      await add.elementHandle(),
    );
    expect(seen).toEqual({ inWindow: true, nearControl: true, onTop: true });
    await expect(status.getByRole('link', { name: words.quoteList.view })).toHaveAttribute(
      'href',
      '/quote',
    );
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    const line = {
      product: label,
      ...(changed && {
        attributes: choices.map((option) => ({
          name: option.name,
          value: option.values[option === changed ? 1 : 0]!,
        })),
      }),
      path,
      quantity: 200,
    };
    expect((await storedList(page)).lines).toEqual([expect.objectContaining(line)]);

    // The same configuration adds up.
    await add.click();
    await expect(status).toContainText(fill(list.lineAdded, { line: added, quantity: 400 }));
    expect(((await storedList(page)).lines as BasketLine[]).map((entry) => entry.quantity)).toEqual(
      [400],
    );
    // Another configuration is a line of its own: the first option set to another value.
    const [first] = choices;
    if (first) {
      const value = first.values[first === changed ? 0 : 1]!;
      await options.getByLabel(first.name, { exact: true }).selectOption(value);
      await quantity.fill('5');
      await add.click();
      await expect(status).toContainText(inEnglishList(2));
      const lines = (await storedList(page)).lines as BasketLine[];
      expect(lines.map((entry) => entry.quantity)).toEqual([400, 5]);
      expect(lines[1]!.attributes![0]).toEqual({ name: first.name, value });
    }

    await page.goto('/quote');
    await expect(lineItems(page)).toHaveCount(first ? 2 : 1);
    await expect(lineItems(page).first()).toContainText(label);
    if (changed) await expect(lineItems(page).first()).toContainText(changed.values[1]!);
  });

  test('adding a row and sending at once adds the configured line and opens the list to send it', async ({
    page,
  }) => {
    // The fourth row (or the last of fewer) of a table on another page than the glands page.
    await page.goto(otherTable.path);
    const { table, label } = tableRow(otherTable.table, 3);
    await reachTable(page, table.id);
    await page
      .getByRole('spinbutton', {
        name: fill(list.quantityNamed, { product: label }),
        exact: true,
      })
      .fill('1000');
    await page
      .getByRole('link', {
        name: fill(list.sendNowNamed, { product: label }),
        exact: true,
      })
      .click();
    await expect(page).toHaveURL(/\/quote$/);
    await expect(lineItems(page)).toHaveCount(1);
    await expect(page.getByLabel(quantityOf(label))).toHaveValue('1000');
    // With its options' usual values, where the table has options.
    for (const option of table.options ?? [])
      await expect(lineItems(page).first()).toContainText(option.values[0]!);
    await expect(page.getByRole('button', { name: list.sendEmail })).toBeVisible();
  });

  test(
    'Request a Quote leads to the list once it has lines, and to the form while it is empty',
    { tag: '@phone' },
    async ({ page, isMobile }) => {
      const requestAQuote = async () => {
        if (isMobile) {
          await page.getByRole('button', { name: words.frame.openMenu, exact: true }).click();
          return page
            .getByRole('dialog', { name: words.frame.sideMenu, exact: true })
            .getByRole('link', { name: words.quoteForm.requestQuote });
        }
        return page.getByRole('banner').getByRole('link', { name: words.quoteForm.requestQuote });
      };
      await visit(page, '/about');
      await (await requestAQuote()).click();
      await expect(page.getByRole('dialog', { name: words.quoteDialog.title })).toBeVisible();
      await seedList(page, [gland]);
      await page.goto('/about');
      const link = await requestAQuote();
      await expect(link).toHaveAttribute('href', '/quote');
      await link.click();
      await expect(page).toHaveURL(/\/quote$/);
      await expect(lineItems(page)).toHaveCount(1);
    },
  );

  test(
    'adds from two pages without navigating; the header count, a reload and a second tab see it',
    { tag: '@phone' },
    async ({ page, context, isMobile }) => {
      const glandRow = tableRow(glandsTable()).label;
      await page.goto(GLANDS);
      await page
        .getByRole('button', { name: fill(list.addLineNamed, { product: glandRow }), exact: true })
        .click();
      await expect(page.getByRole('status').filter({ hasText: lineAdded })).toContainText(
        inEnglishList(1),
      );
      await expect(page).toHaveURL(/\/GlandsAccessories$/);
      await expectCount(page, isMobile, 1);

      // A service is added as a whole, by its name.
      const service = routeTextOf('/cable-cutting').name;
      await page.goto('/cable-cutting');
      await page.getByRole('button', { name: list.add, exact: true }).click();
      await expect(page.getByRole('status').filter({ hasText: serviceAdded })).toHaveText(
        fill(list.added, { what: service, items: inEnglishList(2) }),
      );
      await page.getByRole('button', { name: list.add, exact: true }).click();
      await expect(page.getByRole('status').filter({ hasText: serviceAdded })).toHaveText(
        fill(list.added, {
          what: fill(list.another, { product: service, quantity: 2 }),
          items: inEnglishList(2),
        }),
      );
      await expect(page).toHaveURL(/\/cable-cutting$/);
      await expectCount(page, isMobile, 2);

      await page.reload();
      await expectCount(page, isMobile, 2);

      const other = await context.newPage();
      await other.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => route.abort());
      await other.goto('/quote');
      await expect(lineItems(other)).toHaveCount(2);
      await expect(lineItems(other).nth(0).getByRole('link')).toHaveText(glandRow);
      await expect(lineItems(other).nth(0).getByRole('link')).toHaveAttribute(
        'href',
        '/GlandsAccessories',
      );
      await expect(other.getByLabel(quantityOf(service))).toHaveValue('2');

      // A change in the second tab reaches the first one, and the other way round.
      await other.getByRole('button', { name: removeOf(glandRow) }).click();
      await expectCount(page, isMobile, 1);
      const otherRow = tableRow(otherTable.table).label;
      await page.goto(otherTable.path);
      await page
        .getByRole('button', { name: fill(list.addLineNamed, { product: otherRow }), exact: true })
        .click();
      await expect(lineItems(other)).toHaveCount(2);
      await expect(lineItems(other).nth(1).getByRole('link')).toHaveText(otherRow);
      await other.close();
    },
  );

  test('the header link leads to the list once hydrated; the list code stays off other pages', async ({
    page,
  }) => {
    const scripts = new Set<string>();
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.add(request.url());
    });
    const listCodeLoaded = async () => {
      for (const url of scripts)
        // The id of the list's text box: a string of the list page's code alone.
        if ((await (await page.request.get(url)).text()).includes('quote-list-text')) return true;
      return false;
    };
    await visit(page, '/about');
    expect(await listCodeLoaded()).toBe(false);
    // In the header bar at every width (on a phone too, with its count).
    const link = page.getByRole('link', { name: listLink }).filter({ visible: true });
    await expect(link).toHaveAttribute('href', '/quote');
    await link.click();
    await expect(page).toHaveURL(/\/quote$/);
    await expect(page.getByRole('heading', { name: list.empty })).toBeVisible();
    expect(await listCodeLoaded()).toBe(true);
  });

  test('a seeded list renders without hydration warnings or layout shift', async ({ page }) => {
    await seedList(page, [gland, ties]);
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    // The list's shifts, not the brand faces swapping in on a first visit (measured by the bench).
    await watchLayoutShift(page, { afterFonts: true });
    for (const path of ['/GlandsAccessories', '/quote']) {
      await page.goto(path);
      await expect(
        page
          .getByRole('button', {
            name: new RegExp(`^(?:${textPattern(list.addLineNamed)}|${escapeRegExp(list.clear)})$`),
          })
          .first(),
      ).toBeVisible();
      await settled(page);
      expect(await layoutShift(page), path).toBeLessThan(SUBPIXEL_SHIFT);
    }
    expect(problems).toEqual([]);
  });
});

test('the footer and the contact page offer WhatsApp chat and calls from content/site.ts', async ({
  page,
}) => {
  const chat = `https://wa.me/${site.phones.mobile.tel.replace(/\D/g, '')}`;
  await page.goto('/contact-us');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: words.frame.whatsapp })).toHaveAttribute(
    'href',
    chat,
  );
  await expect(footer.locator(`a[href="tel:${site.phones.mobile.tel}"]`)).toBeVisible();
  const quote = page.locator('#quote');
  await expect(quote.getByRole('link', { name: contact.formIntro.whatsapp })).toHaveAttribute(
    'href',
    chat,
  );
  await expect(quote.locator(`a[href="tel:${site.phones.mobile.tel}"]`)).toBeVisible();
});

test('a stored line links back only to a page of the site', async ({ page }) => {
  const foreign = (id: string, path: string): BasketLine => ({ ...ties, id, product: id, path });
  await seedList(page, [
    gland,
    foreign('protocol-relative', '//evil.example/x'),
    foreign('backslash', '/\\evil.example/x'),
    foreign('absolute', 'https://evil.example/x'),
    foreign('unknown page', '/no-such-page'),
    foreign('arabic page', '/ar/Cableties'),
  ]);
  await page.goto('/quote');
  await expect(lineItems(page).first()).toBeVisible();
  const hrefs = await lineItems(page)
    .locator('a[href]')
    .evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href));
  expect(hrefs.map((href) => new URL(href).pathname)).toEqual([
    '/GlandsAccessories',
    '/ar/Cableties',
  ]);
  for (const href of hrefs) expect(new URL(href).origin).toBe(new URL(page.url()).origin);
  // A line whose page is unknown stays, named without a link; one that could point off-site is dropped.
  const unknown = lineItems(page).locator('h3', { hasText: 'unknown page' });
  await expect(unknown).toBeVisible();
  await expect(unknown.locator('a')).toHaveCount(0);
  await expect(lineItems(page)).toHaveCount(3);
  for (const html of await lineItems(page).evaluateAll((items) =>
    items.map((item) => item.outerHTML),
  ))
    expect(html).not.toContain('evil.example');
});
