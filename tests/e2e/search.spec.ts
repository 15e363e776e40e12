import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { expectNoViolations } from './axe';
import { settled } from './helpers';
import { ar, ARABIC, arabicExported, noArabicPages } from './arabic-export';

/** Real queries a buyer types, each with the page that must come in the first three results. */
const queries = [
  { query: 'M75', path: '/GlandsAccessories', kind: 'Product' }, // a gland thread size
  { query: 'end cap', path: '/HeatShrink', kind: 'Product' },
  { query: '538', path: '/Cableties', kind: 'Product' }, // stainless tie temperature
  { query: 'heat shrink end cap', path: '/HeatShrink', kind: 'Product' },
  { query: 'oil gas', path: '/oilgas', kind: 'Industry' },
  { query: 'solar', path: '/solar', kind: 'Industry' },
  { query: 'harsh environments', path: '/blogdetail3', kind: 'Article' },
  { query: 'transit inspection', path: '/transit-inspection', kind: 'Service' },
  { query: 'embossing', path: '/cable-termination', kind: 'Service' },
  { query: 'pipe markers', path: '/LabellingSystems', kind: 'Product' },
];

const searchDialog = (page: Page) => page.getByRole('dialog', { name: 'Search the site' });

// The first answer waits for Pagefind itself (its runtime, Worker and WebAssembly) to load and start,
// which on a busy shared machine takes longer than a UI update; later answers use the default wait.
const firstAnswer = { timeout: 30_000 };
test.slow();

/** The visible search control: in the header from lg, in the side menu below. */
async function control(page: Page, isMobile: boolean) {
  if (isMobile) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    return page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Search' });
  }
  return page.getByRole('banner').getByRole('link', { name: 'Search' });
}

/** Client code is live once React has attached its props to the control. */
async function hydrated(page: Page, catalogue = '/product') {
  await page.waitForFunction(
    (href) =>
      [...document.querySelectorAll(`a[aria-haspopup="dialog"][href="${href}"]`)].every((link) =>
        Object.keys(link).some((key) => key.startsWith('__reactProps')),
      ),
    catalogue,
  );
}

/** Pagefind's console warning when its Worker has not started within its 5 s and it falls back to the page's thread. */
const FALLBACK = /falling back to main thread/;

/**
 * Collects CSP violations of the page and CSP errors in the console (the Worker's included). When
 * Pagefind has fallen back to the page's own thread (a Worker that started late on a busy machine),
 * its one blocked attempt to compile WebAssembly there is expected: the search starts again in the
 * Worker (the fallback test below proves it answers).
 */
async function watchPolicy(page: Page) {
  const errors: string[] = [];
  let fellBack = false;
  page.on('console', (message) => {
    if (FALLBACK.test(message.text())) fellBack = true;
    if (/Content.Security.Policy|wasm-unsafe-eval/i.test(message.text()))
      errors.push(message.text());
  });
  await page.addInitScript(() => {
    const w = window as unknown as { __violations: string[] };
    w.__violations = [];
    document.addEventListener('securitypolicyviolation', (event) =>
      w.__violations.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  return async () =>
    [
      ...errors,
      ...(await page.evaluate(
        () => (window as unknown as { __violations: string[] }).__violations,
      )),
    ].filter((error) => !(fellBack && /WebAssembly|wasm-(unsafe-)?eval/i.test(error)));
}

test('a Worker that starts late (a slow phone) still answers: the search starts again in it', async ({
  page,
  isMobile,
}) => {
  test.skip(isMobile, 'the same script at every width');
  let fellBack!: () => void;
  const fallback = new Promise<void>((resolve) => (fellBack = resolve));
  page.on('console', (message) => {
    if (FALLBACK.test(message.text())) fellBack();
  });
  // The Worker's script arrives only once Pagefind has stopped waiting for it.
  await page.route('**/pagefind/pagefind-worker.js', async (route) => {
    await fallback;
    await route.continue();
  });
  await page.goto('/');
  await hydrated(page);
  await (await control(page, isMobile)).click();
  const dialog = searchDialog(page);
  await fallback;
  await dialog.getByRole('combobox').fill('gland');
  await expect(dialog.getByRole('status')).toHaveText(/results? for “gland”/, firstAnswer);
  await expect(dialog.getByRole('option').first()).toBeVisible();
});

test(
  'typed queries find the expected page in the first three results, with nothing loaded before use',
  { tag: '@nginx' },
  async ({ page, isMobile }, testInfo) => {
    const policyErrors = await watchPolicy(page);
    const requests: string[] = [];
    page.on('request', (request) => requests.push(new URL(request.url()).pathname));
    const worker = page.waitForResponse((response) =>
      response.url().endsWith('/pagefind-worker.js'),
    );
    const response = await page.goto('/about');
    await hydrated(page);
    await settled(page);
    expect(requests.filter((path) => path.startsWith('/pagefind/'))).toEqual([]);

    await (await control(page, isMobile)).click();
    const dialog = searchDialog(page);
    const input = dialog.getByRole('combobox', { name: /Search products/ });
    await expect(input).toBeFocused();
    const status = dialog.getByRole('status');
    const options = dialog.getByRole('listbox', { name: 'Search results' }).getByRole('option');

    for (const [index, { query, path, kind }] of queries.entries()) {
      await input.fill(query);
      await expect(status).toHaveText(
        new RegExp(`results? for “${query}”`),
        index === 0 ? firstAnswer : {},
      );
      const hrefs = await options.evaluateAll((links) => links.map((a) => a.getAttribute('href')));
      const paths = hrefs.map((href) => href?.split('#')[0]);
      expect(paths.slice(0, 3), `"${query}" lists ${path} first, second or third`).toContain(path);
      for (const href of hrefs)
        expect(href, 'results link to clean URLs, a table row by its id').toMatch(
          /^\/[\w-]*(#[\w.-]+)?$/,
        );
      const hit = options.nth(paths.indexOf(path));
      await expect(hit).toContainText(kind);
      await expect(hit.locator('mark').first()).toBeVisible();
    }
    // Behind nginx, only the search bundle's own policy lets its Worker compile WebAssembly.
    if (testInfo.project.name === 'nginx') {
      const policy = (await worker).headers()['content-security-policy'];
      expect(policy).toMatch(/script-src 'wasm-unsafe-eval'; connect-src 'self'/);
      expect(response!.headers()['content-security-policy']).not.toContain('wasm');
    }
    await worker;
    expect(await policyErrors()).toEqual([]);
  },
);

test('a query with no match says so and offers the catalogue', async ({ page, isMobile }) => {
  const policyErrors = await watchPolicy(page);
  await page.goto('/');
  await hydrated(page);
  await (await control(page, isMobile)).click();
  const dialog = searchDialog(page);
  await dialog.getByRole('combobox').fill('qwzx');
  await expect(dialog.getByRole('status')).toHaveText('No results for “qwzx”.', firstAnswer);
  await expect(dialog.getByRole('listbox')).toHaveCount(0);
  await expect(dialog.getByRole('combobox')).toHaveAttribute('aria-expanded', 'false');
  await dialog.getByRole('link', { name: 'browse all products' }).click();
  await expect(page).toHaveURL(/\/product$/);
  await expect(dialog).toBeHidden();
  expect(await policyErrors()).toEqual([]);
});

test('keyboard: shortcuts open it, arrows move, Enter opens, Escape closes and returns focus', async ({
  page,
  isMobile,
}) => {
  await page.goto('/about');
  await hydrated(page);
  const dialog = searchDialog(page);
  const input = dialog.getByRole('combobox');

  const opener = await control(page, isMobile);
  await opener.focus();
  await page.keyboard.press('Enter');
  await expect(input).toBeFocused();
  await page.keyboard.type('end cap');
  const options = dialog.getByRole('option');
  await expect(options.first()).toHaveAttribute('aria-selected', 'true', firstAnswer);
  await expect(input).toHaveAttribute(
    'aria-activedescendant',
    (await options.first().getAttribute('id'))!,
  );
  await page.keyboard.press('ArrowDown');
  await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
  await expect(options.first()).toHaveAttribute('aria-selected', 'false');
  await expect(input).toHaveAttribute(
    'aria-activedescendant',
    (await options.nth(1).getAttribute('id'))!,
  );
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  await expect(options.last()).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  // The side menu closed when its control opened the search, so its menu button takes the focus back.
  await expect(isMobile ? page.getByRole('button', { name: 'Open menu' }) : opener).toBeFocused();

  await page.keyboard.press('/');
  await expect(input).toBeFocused();
  await expect(input).toHaveValue('end cap');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await page.keyboard.press('ControlOrMeta+k');
  await expect(input).toBeFocused();
  await input.fill('538');
  await expect(options.first()).toHaveAttribute('href', /^\/Cableties(#[\w.-]+)?$/);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/Cableties(#[\w.-]+)?$/);
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cable Ties, Fixings & Tools');

  // Typing "/" in a field types it.
  await page.goto('/contact-us');
  await hydrated(page);
  const message = page.locator('#quote').getByLabel('Message');
  await message.click();
  await page.keyboard.type('M20/M25');
  await page.keyboard.press('ControlOrMeta+k');
  await expect(message).toHaveValue('M20/M25');
  await expect(dialog).toBeHidden();
});

test(
  'the open search dialog has no WCAG 2.2 A/AA violations, in both languages, with the other language offered',
  { tag: '@phone' },
  async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const cases = [
      { path: '/product', title: 'Search the site', queries: ['gland', 'lug 95', 'الكابلات'] },
      ...(arabicExported
        ? [{ path: '/ar/product', title: ar.search.title, queries: ['الكابلات', 'cable gland'] }]
        : []),
    ];
    for (const { path, title, queries } of cases) {
      await page.goto(path);
      await hydrated(page, path);
      await page.keyboard.press('/');
      const dialog = page.getByRole('dialog', { name: title });
      for (const [index, query] of queries.entries()) {
        await dialog.getByRole('combobox').fill(query);
        await expect(dialog.getByRole('status')).toContainText(
          query,
          index === 0 ? firstAnswer : {},
        );
        await expect(dialog.getByRole('option').first()).toBeVisible();
        await expectNoViolations(page, `${path} "${query}"`, 'dialog[open]');
      }
    }
  },
);

/** Opens the search on a page and returns its field, live status and options. */
async function openSearch(page: Page, isMobile: boolean, path = '/about') {
  await page.goto(path);
  await hydrated(page);
  await (await control(page, isMobile)).click();
  const dialog = searchDialog(page);
  return {
    dialog,
    input: dialog.getByRole('combobox'),
    status: dialog.getByRole('status'),
    options: dialog.getByRole('listbox').getByRole('option'),
  };
}

const pathOf = (href: string | null) => href?.split('#')[0];

test('a row-level query leads to the row: its own result, opened at the row, marked and below the header', async ({
  page,
  isMobile,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const { dialog, input, options } = await openSearch(page, isMobile);
  await input.fill('lug 95');
  const first = options.first();
  await expect(first).toHaveAttribute('href', '/TerminationTools#cable-lugs-95', firstAnswer);
  // The row's result names its page and the row itself, with the matched words marked.
  const title = await page.evaluate(() => document.title);
  expect(title).toBeTruthy();
  await expect(first.locator('mark').first()).toBeVisible();
  await expect(first).toContainText(/95/);
  await first.click();

  await expect(page).toHaveURL(/\/TerminationTools#cable-lugs-95$/);
  await expect(dialog).toBeHidden();
  const row = page.locator('#cable-lugs-95');
  await expect(row).toBeInViewport();
  expect(await row.evaluate((element) => element.matches(':target'))).toBe(true);
  // Marked: its cells are tinted unlike the rows around it.
  const background = (locator: typeof row) =>
    locator
      .locator('th')
      .first()
      .evaluate((cell) => getComputedStyle(cell).backgroundColor);
  const neighbour = page.locator('#cable-lugs-70');
  expect(await background(row)).not.toBe(await background(neighbour));
  // Not under the sticky header.
  const header = await page.getByRole('banner').boundingBox();
  const box = await row.boundingBox();
  expect(box!.y).toBeGreaterThanOrEqual(header!.y + header!.height - 0.5);
});

test('the gland selector is a result of its own that opens the glands page at the selector', async ({
  page,
  isMobile,
}) => {
  const { input, options } = await openSearch(page, isMobile);
  await input.fill('gland selector');
  const result = options.and(page.locator('[href="/GlandsAccessories#gland-selector"]'));
  await expect(result).toBeVisible(firstAnswer);
  await result.click();
  await expect(page).toHaveURL(/\/GlandsAccessories#gland-selector$/);
  const selector = page.locator('#gland-selector');
  await expect(selector.getByRole('button', { name: /./ }).first()).toBeVisible();
  await expect(selector).toBeInViewport();
});

test('a query with a one-letter typo finds the page, and says what it searched for instead', async ({
  page,
  isMobile,
}) => {
  const { input, status, options } = await openSearch(page, isMobile);
  for (const [index, { typo, word, path }] of [
    { typo: 'glnd', word: 'gland', path: '/GlandsAccessories' },
    { typo: 'gladn', word: 'gland', path: '/GlandsAccessories' },
    // Pagefind matches the start of a word: a missing last letter needs no correction.
    { typo: 'trunkin', word: undefined, path: '/CableManagementSystem' },
  ].entries()) {
    await input.fill(typo);
    await expect(status).toContainText(`“${typo}”`, index === 0 ? firstAnswer : {});
    if (word) await expect(status).toContainText(`“${word}”`);
    const hrefs = await options.evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(hrefs.slice(0, 3).map(pathOf), `"${typo}" finds ${path}`).toContain(path);
  }
});

test('a product page comes first for its product terms, above the industries that mention them', async ({
  page,
  isMobile,
}) => {
  const { input, status, options } = await openSearch(page, isMobile);
  for (const [index, { query, path }] of [
    { query: 'ATEX', path: '/GlandsAccessories' },
    // The heat-shrink termination kits for 33 kV cables are on the termination page.
    { query: 'heat shrink 33kV', path: '/TerminationTools' },
    { query: 'cable gland', path: '/GlandsAccessories' },
  ].entries()) {
    await input.fill(query);
    await expect(status).toHaveText(new RegExp(`“${query}”`), index === 0 ? firstAnswer : {});
    const found = await options.evaluateAll((links) =>
      links.map((a) => ({ path: a.getAttribute('href')?.split('#')[0], text: a.textContent })),
    );
    const summary = `"${query}": ${found.map((result) => result.path).join(' ')}`;
    await expect(options.first(), summary).toContainText('Product');
    // ATEX is a term of several products: any of them first, the glands among the first three.
    if (query === 'ATEX')
      expect(
        found.slice(0, 3).map((r) => r.path),
        summary,
      ).toContain(path);
    else expect(found[0]?.path, summary).toBe(path);
    const firstIndustry = found.findIndex((result) => result.text?.includes('Industry'));
    const product = found.findIndex((result) => result.path === path);
    if (firstIndustry >= 0) expect(product, summary).toBeLessThan(firstIndustry);
  }
});

test('excerpts are page content: no phone numbers of the letterhead, no button labels', async ({
  page,
  isMobile,
}) => {
  test.skip(isMobile, 'the same index at every width');
  const { input, status, options } = await openSearch(page, isMobile);
  for (const [index, query] of ['Sharjah', 'quote', 'gland'].entries()) {
    await input.fill(query);
    await expect(status).toContainText(`“${query}”`, index === 0 ? firstAnswer : {});
    for (const excerpt of await options.allTextContents()) {
      expect(excerpt).not.toMatch(/\+971|Toll free/);
      expect(excerpt).not.toMatch(/Add to quote|Ask for a quote:/);
    }
  }
});

test('an Arabic query on the English site offers the Arabic results, labelled and marked Arabic', async ({
  page,
  isMobile,
}) => {
  test.skip(!arabicExported, noArabicPages);
  const policyErrors = await watchPolicy(page);
  const { dialog, input, status } = await openSearch(page, isMobile);
  await input.fill('الكابلات');
  await expect(status).toContainText('الكابلات', firstAnswer);
  const group = dialog.getByRole('group', { name: /العربية/ });
  const offered = group.getByRole('option');
  await expect(offered.first()).toBeVisible();
  for (const option of await offered.all()) {
    await expect(option).toHaveAttribute('href', /^\/ar(\/[\w-]*)?(#[\w.-]+)?$/);
    await expect(option).toHaveAttribute('lang', 'ar');
    await expect(option).toHaveAttribute('dir', 'rtl');
  }
  await expect(offered.first().locator('span').first()).toHaveText(ARABIC);
  // The keyboard reaches them like any other result.
  await input.press('ArrowDown');
  await expect(dialog.getByRole('option', { selected: true })).toBeVisible();
  expect(await policyErrors()).toEqual([]);
});

test('the gland filter reads M25 as a thread, not 25 mm, and never offers an M32 size for it', async ({
  page,
}) => {
  await page.goto('/GlandsAccessories');
  const filter = page.getByLabel(/Cable outer diameter/);
  const rows = page.locator('#gland-sizes tbody tr:not([hidden])');
  const total = await page.locator('#gland-sizes tbody tr').count();
  for (const typed of ['M25', 'm 25', 'M25x1.5']) {
    await filter.fill(typed);
    await expect(rows).not.toHaveCount(total);
    for (const text of await rows.allTextContents()) {
      expect(text, typed).toMatch(/M25\b/);
      expect(text, typed).not.toMatch(/M32\b/);
    }
    await expect(page.getByRole('status').filter({ hasText: /M25/ })).toBeVisible();
  }
  // An NPT size: the rows whose standard or optional NPT entry it is.
  await filter.fill('3/4"');
  await expect(rows).not.toHaveCount(total);
  for (const row of await rows.all()) {
    const entries = await row.locator('td').evaluateAll((cells) => cells.map((c) => c.textContent));
    expect(entries.slice(0, 3)).toContain('3/4');
  }
  // A bare number is still the cable's diameter.
  await filter.fill('25');
  await expect(rows).not.toHaveCount(0);
  for (const row of await rows.all()) {
    const [min, max] = await row.evaluate((tr) => [Number(tr.dataset.min), Number(tr.dataset.max)]);
    expect(min).toBeLessThanOrEqual(25);
    expect(max).toBeGreaterThanOrEqual(25);
  }
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the search control is a link to the product catalogue', async ({ page, isMobile }) => {
    test.skip(isMobile, 'below lg the control sits in the side menu, which needs JavaScript');
    await page.goto('/about');
    const link = page.getByRole('banner').getByRole('link', { name: 'Search' });
    await expect(link).toHaveAttribute('href', '/product');
    await link.click();
    await expect(page).toHaveURL(/\/product$/);
  });
});

test.describe('in Arabic', () => {
  test.skip(!arabicExported, noArabicPages);

  test('searches the Arabic index: Arabic titles, excerpts and labels, /ar/ links only', async ({
    page,
  }) => {
    const policyErrors = await watchPolicy(page);
    await page.goto('/ar/about');
    await hydrated(page, '/ar/product');
    await page.keyboard.press('/');
    const dialog = page.getByRole('dialog', { name: ar.search.title });
    const input = dialog.getByRole('combobox', { name: ar.search.label });
    await expect(input).toBeFocused();
    const status = dialog.getByRole('status');
    const options = dialog.getByRole('listbox', { name: ar.search.results }).getByRole('option');

    // An identifier engineers write the same in both languages, then an Arabic word.
    for (const [index, { query, path }] of [
      { query: 'M75', path: '/ar/GlandsAccessories' },
      { query: 'الكابلات', path: undefined },
    ].entries()) {
      await input.fill(query);
      await expect(status).toContainText(`«${query}»`, index === 0 ? firstAnswer : {});
      await expect(options.first()).toBeVisible();
      const hrefs = await options.evaluateAll((links) => links.map((a) => a.getAttribute('href')));
      for (const href of hrefs)
        expect(href, 'Arabic results link to Arabic pages').toMatch(/^\/ar(\/[\w-]*)?(#[\w.-]+)?$/);
      if (path) expect(hrefs.slice(0, 3).map(pathOf), `"${query}" finds ${path}`).toContain(path);
      const first = options.first();
      await expect(first.locator('span').first()).toHaveText(ARABIC);
      expect(Object.values(ar.search.kinds)).toContain(
        (await first.locator('span').nth(1).textContent()) ?? '',
      );
      await expect(first.locator('mark').first()).toBeVisible();
      if (!path) await expect(first.locator('span').nth(2)).toHaveText(ARABIC);
    }
    await input.fill('qwzx');
    await expect(status).toHaveText(ar.search.none.replace('{query}', 'qwzx'));
    await dialog.getByRole('link', { name: ar.search.hintLink }).click();
    await expect(page).toHaveURL(/\/ar\/product$/);
    expect(await policyErrors()).toEqual([]);
  });

  test('an English query on the Arabic site offers the English results, labelled and marked English', async ({
    page,
    isMobile,
  }) => {
    test.skip(
      isMobile,
      'the same search at every width; the Arabic dialog is checked by axe below',
    );
    await page.goto('/ar/about');
    await hydrated(page, '/ar/product');
    await page.keyboard.press('/');
    const dialog = page.getByRole('dialog', { name: ar.search.title });
    const input = dialog.getByRole('combobox');
    const status = dialog.getByRole('status');
    await input.fill('cable gland');
    await expect(status).toContainText('cable gland', firstAnswer);
    const group = dialog.getByRole('group', { name: /English/ });
    const offered = group.getByRole('option');
    await expect(offered.first()).toBeVisible();
    for (const option of await offered.all()) {
      await expect(option).toHaveAttribute('href', /^\/(?!ar\b)[\w-]*(#[\w.-]+)?$/);
      await expect(option).toHaveAttribute('lang', 'en');
      await expect(option).toHaveAttribute('dir', 'ltr');
    }
    await expect(offered.first().locator('mark').first()).toBeVisible();
  });
});
