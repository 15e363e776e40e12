import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import type { Locator, Page } from '@playwright/test';
import { loadContent, routeTextOf } from '@/lib/content/load';
import { fill } from '@/lib/i18n/text';
import { formatCell, rowLabel } from '@/lib/content/catalogue/format';
import { rowIds } from '@/lib/content/catalogue/row-id';
import type { Cell, Range, SelectionTable } from '@/lib/content/schema';
import { correctQuery } from '@/components/search/spelling';
import { metricThreads, nptSize } from '@/components/catalogue/filter-query';
import { test, expect } from './fixtures';
import { expectNoViolations } from './axe';
import { reachTable, settled } from './helpers';
import { ar, ARABIC } from './arabic-export';
import {
  escapeRegExp,
  formsPattern,
  GLANDS,
  glandsPage,
  productTables,
  textPattern,
} from './content';
import type { CatalogueIndex, IndexRow } from '@/lib/search/catalogue';

/*
 * The queries are made of the content (issue 40), as a buyer would type them: a page's heading, a
 * table's item with a row's figure, a thread of the glands' sizes, a word of a page's name with a
 * typo. The ranking they must get (the page among the first three, a row first) is the search's.
 */
const { site, interface: words } = loadContent();
const { kinds } = words.search;

/** What the live region says when a query finds results: '3 results for “gland”', in any form. */
const resultsFor = (query: string, text = words.search) =>
  new RegExp(formsPattern(text.count, { query: escapeRegExp(query), count: '\\d+' }));
/** Any answer to a query that names it: results found, none, or the word searched for instead. */
const answerTo = (query: string) =>
  new RegExp(
    [
      resultsFor(query).source,
      textPattern(words.search.none, { query: escapeRegExp(query) }),
      textPattern(words.search.corrected, { query: escapeRegExp(query) }),
    ].join('|'),
  );
const headingOf = (path: string) => routeTextOf(path).heading;

/** A table row's query: the table's item and the row's first cell ('Cable lug 95'), and its id. */
function rowQuery(table: SelectionTable, index: number) {
  const [column] = table.columns;
  const cell = formatCell(table.rows[index]![column!.key] as Cell, column!.decimals);
  return { query: `${table.item} ${cell}`, id: rowIds(table)[index]! };
}
/** A table of another page than the glands page, with two rows or more (the lugs today). */
const rowTable =
  productTables().find(
    ({ path, table }) => path === '/TerminationTools' && table.rows.length > 1,
  ) ??
  productTables().find(({ path, table }) => path !== GLANDS && table.rows.length > 1) ??
  ({ path: GLANDS, table: glandsPage().sizes } as const);
const rowIndex = Math.floor(rowTable.table.rows.length / 2);
/**
 * A row whose first cell is a figure in a unit the search splits from it (mm², mm, kV: the lugs'
 * conductor today), typed against it: 'Cable lug 95mm²'. None if no table has such a column.
 */
const unitRow = [rowTable, ...productTables()]
  .map(({ path, table }) => {
    const [column] = table.columns;
    const row = table.rows[Math.floor(table.rows.length / 2)]!;
    if (!column?.unit || !/^(kv|kva|mm²|mm2|mm|kn)$/i.test(column.unit)) return undefined;
    if (typeof row[column.key] !== 'number') return undefined;
    return {
      query: `${table.item} ${formatCell(row[column.key]!, column.decimals)}${column.unit}`,
      path,
    };
  })
  .find(Boolean);
/** The largest thread of the glands' sizes (M75 today), a code engineers type. */
const thread = metricThreads(
  glandsPage()
    .sizes.rows.map((row) => String(row.thread ?? ''))
    .join(' '),
).at(-1);
if (!thread) throw new Error(`content/products${GLANDS}.yml: no metric thread in the gland sizes`);

/** Queries a buyer types, each with the page that must come in the first three results. */
const queries = [
  { query: thread, path: GLANDS, kind: kinds.product }, // a gland thread size
  { query: rowQuery(rowTable.table, rowIndex).query, path: rowTable.path, kind: kinds.product },
  ...(
    [
      ['/HeatShrink', 'product'],
      ['/LabellingSystems', 'product'],
      ['/Cableties', 'product'],
      ['/oilgas', 'industry'],
      ['/solar', 'industry'],
      ['/blogdetail3', 'article'],
      ['/transit-inspection', 'service'],
      ['/cable-termination', 'service'],
    ] as const
  ).map(([path, kind]) => ({ query: headingOf(path), path, kind: kinds[kind] })),
];

/** A language's vocabulary for typo correction, most frequent first, as the build wrote it. */
const vocabularyOf = (language: 'en' | 'ar') =>
  JSON.parse(
    readFileSync(
      join(process.cwd(), process.env.EXPORT_DIR ?? 'out', `pagefind/vocabulary-${language}.json`),
      'utf8',
    ),
  ) as string[];
const vocabulary = vocabularyOf('en');
/** The Arabic pages' most frequent word of five letters or more (الكابلات today). */
const arabicWord = vocabularyOf('ar').find((word) => ARABIC.test(word) && word.length >= 5);
if (!arabicWord) throw new Error('no Arabic word in the Arabic pages to search for');
/**
 * A word of a page's name (of 5 to 7 letters, the rarest in the vocabulary first) with a typo the
 * correction takes back to that word alone and that begins no known word, so the search finds
 * nothing for it and says what it searched for instead.
 */
function typoOf(path: string, make: (word: string) => string) {
  // Up to 7 letters: Pagefind itself half-matches a longer word with a letter missing.
  for (const word of nameWords(path, 7)) {
    const typo = make(word);
    if (correctQuery(typo, vocabulary) === word && !vocabulary.some((w) => w.startsWith(typo)))
      return { typo, word, path };
  }
  throw new Error(`${path}: no word of its name "${routeTextOf(path).name}" to misspell`);
}
/** A page name's words of 5 letters or more that the vocabulary has, the rarest first. */
function nameWords(path: string, longest = Infinity) {
  return (
    routeTextOf(path)
      .name.toLowerCase()
      .match(/[a-z]{5,}/g) ?? []
  )
    .filter((word) => word.length <= longest && vocabulary.includes(word))
    .sort((a, b) => vocabulary.indexOf(b) - vocabulary.indexOf(a));
}
const dropLetter = (word: string) => word.slice(0, 2) + word.slice(3);
const swapLetters = (word: string) => word.slice(0, 2) + word[3] + word[2] + word.slice(4);

/**
 * A result's clean URL: a page's path (an added article's is /blog/<name>) and, for a table row or
 * the selector, its id; in Arabic under /ar, in English anywhere else.
 */
const cleanUrl = /^\/([\w-]+(\/[\w-]+)*)?(#[\w.-]+)?$/;
const arabicUrl = /^\/ar(\/[\w-]+)*(#[\w.-]+)?$/;
const englishUrl = /^\/(?!ar\b)([\w-]+(\/[\w-]+)*)?(#[\w.-]+)?$/;

const searchDialog = (page: Page) => page.getByRole('dialog', { name: words.search.title });

// The first answer waits for Pagefind itself (its runtime, Worker and WebAssembly) to load and start,
// which on a busy shared machine takes longer than a UI update; later answers use the default wait.
const firstAnswer = { timeout: 30_000 };
test.slow();

/** The visible search control: in the header from lg, in the side menu below. */
async function control(page: Page, isMobile: boolean) {
  if (isMobile) {
    await page.getByRole('button', { name: words.frame.openMenu, exact: true }).click();
    return page
      .getByRole('dialog', { name: words.frame.sideMenu, exact: true })
      .getByRole('link', { name: words.search.button, exact: true });
  }
  return page.getByRole('banner').getByRole('link', { name: words.search.button, exact: true });
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
  await expect(dialog.getByRole('status')).toHaveText(resultsFor('gland'), firstAnswer);
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
    const input = dialog.getByRole('combobox', { name: words.search.label });
    await expect(input).toBeFocused();
    const status = dialog.getByRole('status');
    const options = dialog.getByRole('listbox', { name: words.search.results }).getByRole('option');

    for (const [index, { query, path, kind }] of queries.entries()) {
      await input.fill(query);
      await expect(status).toHaveText(resultsFor(query), index === 0 ? firstAnswer : {});
      const hrefs = await options.evaluateAll((links) => links.map((a) => a.getAttribute('href')));
      const paths = hrefs.map((href) => href?.split('#')[0]);
      expect(paths.slice(0, 3), `"${query}" lists ${path} first, second or third`).toContain(path);
      for (const href of hrefs)
        expect(href, 'results link to clean URLs, a table row by its id').toMatch(cleanUrl);
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
  await expect(dialog.getByRole('status')).toHaveText(
    fill(words.search.none, { query: 'qwzx' }),
    firstAnswer,
  );
  await expect(dialog.getByRole('listbox')).toHaveCount(0);
  await expect(dialog.getByRole('combobox')).toHaveAttribute('aria-expanded', 'false');
  await dialog.getByRole('link', { name: words.search.hintLink }).click();
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
  // A table's item: its rows and pages, several results to move through.
  const many = glandsPage().sizes.item;
  await page.keyboard.type(many);
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
  await expect(
    isMobile ? page.getByRole('button', { name: words.frame.openMenu, exact: true }) : opener,
  ).toBeFocused();

  await page.keyboard.press('/');
  await expect(input).toBeFocused();
  await expect(input).toHaveValue(many);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await page.keyboard.press('ControlOrMeta+k');
  await expect(input).toBeFocused();
  // A row's query: its own result first, opened by Enter.
  const { query: rowText, id } = rowQuery(rowTable.table, rowIndex);
  const target = new RegExp(`^${escapeRegExp(`${rowTable.path}#${id}`)}$`);
  await input.fill(rowText);
  await expect(options.first()).toHaveAttribute('href', target);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${escapeRegExp(`${rowTable.path}#${id}`)}$`));
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(headingOf(rowTable.path));

  // Typing "/" in a field types it.
  await page.goto('/contact-us');
  await hydrated(page);
  const message = page.locator('#quote').getByLabel(words.quoteForm.messageLabel, { exact: true });
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
      {
        path: '/product',
        title: words.search.title,
        queries: [glandsPage().sizes.item, rowQuery(rowTable.table, rowIndex).query, arabicWord],
      },
      {
        path: '/ar/product',
        title: ar.search.title,
        queries: [arabicWord, glandsPage().sizes.item],
      },
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

/**
 * The results the dialog offers in the other language (`language`), in its group named in the page's
 * words: each a link to that language's site, marked with the language and its direction.
 */
async function offeredIn(dialog: Locator, text: typeof words.search, language: 'en' | 'ar') {
  const group = dialog.getByRole('group', {
    name: fill(text.otherLanguage, { language: text.language[language] }),
  });
  const offered = group.getByRole('option');
  await expect(offered.first()).toBeVisible();
  for (const option of await offered.all()) {
    await expect(option).toHaveAttribute('href', language === 'ar' ? arabicUrl : englishUrl);
    await expect(option).toHaveAttribute('lang', language);
    await expect(option).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
  }
  return offered;
}

test('a row-level query leads to the row: its own result, opened at the row, marked and below the header', async ({
  page,
  isMobile,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const { dialog, input, options } = await openSearch(page, isMobile);
  // A row in the middle of a table (95 mm² lugs today), by its item and first cell.
  const { query, id } = rowQuery(rowTable.table, rowIndex);
  const href = `${rowTable.path}#${id}`;
  await input.fill(query);
  const first = options.first();
  await expect(first).toHaveAttribute('href', href, firstAnswer);
  // The row's result names its page and the row itself, with the matched words marked.
  const title = await page.evaluate(() => document.title);
  expect(title).toBeTruthy();
  await expect(first.locator('mark').first()).toBeVisible();
  await expect(first).toContainText(query.split(' ').at(-1)!);
  await first.click();

  await expect(page).toHaveURL(new RegExp(`${escapeRegExp(href)}$`));
  await expect(dialog).toBeHidden();
  const row = page.locator(`[id="${id}"]`);
  await expect(row).toBeInViewport();
  expect(await row.evaluate((element) => element.matches(':target'))).toBe(true);
  // Marked: its cells are tinted unlike the rows around it.
  const background = (locator: typeof row) =>
    locator
      .locator('th')
      .first()
      .evaluate((cell) => getComputedStyle(cell).backgroundColor);
  const neighbour = page.locator(`[id="${rowIds(rowTable.table)[rowIndex - 1]!}"]`);
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
  // The selector by its heading: its own result among the pages that mention glands.
  await input.fill(glandsPage().selector.heading);
  const result = options.and(page.locator(`[href="${GLANDS}#gland-selector"]`));
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
    typoOf(GLANDS, dropLetter),
    typoOf(GLANDS, swapLetters),
    // Pagefind matches the start of a word: a missing last letter needs no correction.
    {
      typo: nameWords('/CableManagementSystem')[0]?.slice(0, -1) ?? 'no word',
      word: undefined,
      path: '/CableManagementSystem',
    },
  ].entries()) {
    await input.fill(typo);
    // The word searched for instead, where the typo needed a correction.
    await expect(status).toHaveText(
      word ? fill(words.search.corrected, { query: typo, corrected: word }) : answerTo(typo),
      index === 0 ? firstAnswer : {},
    );
    const hrefs = await options.evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(hrefs.slice(0, 3).map(pathOf), `"${typo}" finds ${path}`).toContain(path);
  }
});

test('a product page comes first for its product terms, above the industries that mention them', async ({
  page,
  isMobile,
}) => {
  const { input, status, options } = await openSearch(page, isMobile);
  // A product's heading (its name, as often), a table's item on its page, and a row's figure typed
  // against its unit, which the search splits as the pages write it ('95mm²' is '95 mm²').
  for (const [index, { query, path }] of [
    { query: headingOf(GLANDS), path: GLANDS },
    { query: headingOf('/TerminationTools'), path: '/TerminationTools' },
    { query: glandsPage().sizes.item, path: GLANDS },
    ...(unitRow ? [unitRow] : []),
  ].entries()) {
    await input.fill(query);
    await expect(status).toHaveText(answerTo(query), index === 0 ? firstAnswer : {});
    const found = await options.evaluateAll((links) =>
      links.map((a) => ({ path: a.getAttribute('href')?.split('#')[0], text: a.textContent })),
    );
    const summary = `"${query}": ${found.map((result) => result.path).join(' ')}`;
    await expect(options.first(), summary).toContainText(kinds.product);
    expect(found[0]?.path, summary).toBe(path);
    const firstIndustry = found.findIndex((result) => result.text?.includes(kinds.industry));
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
  // The letterhead's town, and words the buttons use: what would match them if they were indexed.
  const phones = Object.values(site.phones);
  // The add controls' words: a service's button and a table row's.
  const buttons = new RegExp(
    [words.quoteList.add, words.quoteList.addLine].map(escapeRegExp).join('|'),
  );
  const letterhead = new RegExp(
    phones
      .flatMap((phone) => [phone.display, phone.label])
      .map(escapeRegExp)
      .join('|'),
  );
  for (const [index, query] of [site.address.locality, 'quote', 'gland'].entries()) {
    await input.fill(query);
    await expect(status).toHaveText(answerTo(query), index === 0 ? firstAnswer : {});
    for (const excerpt of await options.allTextContents()) {
      expect(excerpt).not.toMatch(letterhead);
      expect(excerpt).not.toMatch(buttons);
    }
  }
});

test('an Arabic query on the English site offers the Arabic results, labelled and marked Arabic', async ({
  page,
  isMobile,
}) => {
  const policyErrors = await watchPolicy(page);
  const { dialog, input, status } = await openSearch(page, isMobile);
  await input.fill(arabicWord);
  await expect(status).toContainText(arabicWord, firstAnswer);
  const offered = await offeredIn(dialog, words.search, 'ar');
  await expect(offered.first().locator('span').first()).toHaveText(ARABIC);
  // The keyboard reaches them like any other result.
  await input.press('ArrowDown');
  await expect(dialog.getByRole('option', { selected: true })).toBeVisible();
  expect(await policyErrors()).toEqual([]);
});

test('the gland filter reads a thread as a thread, not as millimetres, and an NPT size by its entries', async ({
  page,
}) => {
  const { sizes } = glandsPage();
  await page.goto(GLANDS);
  await reachTable(page, sizes.id);
  const rows = page.locator(`#${sizes.id} tbody tr:not([hidden])`);
  const labels = () =>
    rows.evaluateAll((trs) => trs.map((tr) => tr.getAttribute('data-row-label')));
  if (!sizes.filter) {
    // No filter on the gland sizes in the content: no field, every row shown.
    await expect(page.locator(`input[aria-controls="${sizes.id}"]`)).toHaveCount(0);
    await expect(rows).toHaveCount(sizes.rows.length);
    return;
  }
  const filter = page.locator(`input[aria-controls="${sizes.id}"]`);
  /** A row's text cells: its NPT columns', or the others' (where its metric threads are). */
  const text = (row: Record<string, Cell>, npt: boolean) =>
    sizes.columns
      .filter((column) => column.key.toLowerCase().startsWith('npt') === npt)
      .map((column) => row[column.key])
      .filter(
        (cell): cell is string | number => typeof cell === 'string' || typeof cell === 'number',
      )
      .map(String);
  const taking = (wanted: (row: Record<string, Cell>) => boolean) =>
    sizes.rows.filter(wanted).map((row) => rowLabel(sizes, row));
  const threadRows = (thread: string) =>
    taking((row) => metricThreads(text(row, false).join(' ')).includes(thread));
  const diameterRows = (value: number) =>
    taking((row) => {
      const range = row[sizes.filter!.key] as Range;
      return range.min <= value && value <= range.max;
    });
  // A thread of the sizes, the middle size's first (M25 today), whose number read as millimetres
  // would show other rows: typed three ways, it shows the sizes with that thread.
  const middle = sizes.rows[Math.floor(sizes.rows.length / 2)]!;
  const threads = [
    ...new Set([middle, ...sizes.rows].flatMap((row) => metricThreads(text(row, false).join(' ')))),
  ];
  expect(threads.length, `${sizes.id}: no metric thread`).toBeGreaterThan(0);
  const metric =
    threads.find(
      (thread) => !isDeepStrictEqual(threadRows(thread), diameterRows(+thread.slice(1))),
    ) ?? threads[0]!;
  const expected = threadRows(metric);
  const number = metric.slice(1);
  for (const typed of [metric, `m ${number}`, `${metric}x1.5`]) {
    await filter.fill(typed);
    // Only the sizes with that thread: none taken for its number read as a cable's diameter.
    await expect.poll(labels, typed).toEqual(expected);
    await expect(page.getByRole('status').filter({ hasText: metric })).toBeVisible();
  }
  // An NPT size (the middle size's standard one, 3/4 today): the rows whose NPT entry it is.
  const npt = text(middle, true).map(nptSize).find(Boolean);
  if (npt) {
    await filter.fill(`${npt}"`);
    await expect.poll(labels).toEqual(taking((row) => text(row, true).map(nptSize).includes(npt)));
  }
  // The same digits alone are a cable's diameter, in the filter's range column.
  await filter.fill(number);
  await expect.poll(labels).toEqual(diameterRows(Number(number)));
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the search control is a link to the product catalogue', async ({ page, isMobile }) => {
    test.skip(isMobile, 'below lg the control sits in the side menu, which needs JavaScript');
    await page.goto('/about');
    const link = page
      .getByRole('banner')
      .getByRole('link', { name: words.search.button, exact: true });
    await expect(link).toHaveAttribute('href', '/product');
    await link.click();
    await expect(page).toHaveURL(/\/product$/);
  });
});

test.describe('in Arabic', () => {
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
      { query: thread, path: `/ar${GLANDS}` },
      { query: arabicWord, path: undefined },
    ].entries()) {
      await input.fill(query);
      await expect(status).toHaveText(resultsFor(query, ar.search), index === 0 ? firstAnswer : {});
      await expect(options.first()).toBeVisible();
      const hrefs = await options.evaluateAll((links) => links.map((a) => a.getAttribute('href')));
      for (const href of hrefs)
        expect(href, 'Arabic results link to Arabic pages').toMatch(arabicUrl);
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
    await expect(status).toHaveText(fill(ar.search.none, { query: 'qwzx' }));
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
    const english = glandsPage().sizes.item;
    await input.fill(english);
    await expect(status).toContainText(english, firstAnswer);
    const offered = await offeredIn(dialog, ar.search, 'en');
    await expect(offered.first().locator('mark').first()).toBeVisible();
  });
});

/*
 * Issue 41, item 6: a buyer's words. Each query leads to the row or page it names, first. The rows
 * expected are found in the built catalogue index by what they hold (today's content); the pages
 * are the spec's routes.
 */
test.describe('in the buyer’s words', () => {
  const catalogueOf = (language: 'en' | 'ar') =>
    JSON.parse(
      readFileSync(
        join(process.cwd(), process.env.EXPORT_DIR ?? 'out', `pagefind/catalogue-${language}.json`),
        'utf8',
      ),
    ) as CatalogueIndex;
  const english = catalogueOf('en');
  /** The first row of a table that a test picks, as its result's address. */
  function rowHref(tableId: string, holds: (row: IndexRow) => boolean) {
    const table = english.tables.find((each) => each.id === tableId);
    const row = table?.rows.find(holds);
    if (!table || !row) throw new Error(`no row of ${tableId} for this case in today's content`);
    return `${table.path}#${row.id}`;
  }
  const lug150 = rowHref('cable-lugs', (row) => row.cells[0] === 150);
  const cases = [
    { query: '150mm2 lug', first: lug150 },
    { query: '150 sq mm lug', first: lug150 },
    { query: 'SS cable tie', first: rowHref('cable-ties', (row) => /stainless/i.test(row.label)) },
    { query: 'M25 gland brass', first: rowHref('gland-sizes', (row) => /\bM25\b/.test(row.label)) },
    { query: 'heatshrink', first: '/HeatShrink' },
    { query: 'enclosre', first: '/product-detail', corrected: 'enclosure' },
    { query: 'lables', first: '/LabellingSystems', corrected: 'label' },
  ];

  test('each query puts the row or page it names first', async ({ page, isMobile }) => {
    const { input, status, options } = await openSearch(page, isMobile);
    for (const [index, { query, first, corrected }] of cases.entries()) {
      await input.fill(query);
      await expect(status).toContainText(`“${query}”`, index === 0 ? firstAnswer : {});
      await expect(options.first(), query).toHaveAttribute('href', first);
      if (corrected) await expect(status).toContainText(`“${corrected}`);
    }
  });

  test('Arabic buyers’ words find the glands and the hazardous-area pages', async ({ page }) => {
    await page.goto('/ar/about');
    await hydrated(page, '/ar/product');
    await page.keyboard.press('/');
    const dialog = page.getByRole('dialog', { name: ar.search.title });
    const input = dialog.getByRole('combobox', { name: ar.search.label });
    const status = dialog.getByRole('status');
    const options = dialog.getByRole('listbox', { name: ar.search.results }).getByRole('option');
    for (const [index, { query, first }] of [
      { query: 'جلاند', first: `/ar${GLANDS}` },
      { query: 'مقاوم للانفجار', first: '/ar/product-detail' },
    ].entries()) {
      await input.fill(query);
      await expect(status).toContainText(`«${query}»`, index === 0 ? firstAnswer : {});
      await expect(options.first(), query).toHaveAttribute('href', first);
    }
  });
});
