import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { parse, stringify } from 'yaml';
import { test, expect } from './fixtures';
import { interfaceStrings, watchAdmin } from './admin-watch';
import { adminURL } from '../../playwright.config';

const root = process.cwd();
const strings = interfaceStrings('en-US');
const MARK = ' (preview test)';

interface Product {
  sections: { heading: string }[];
  tables?: { caption: string; rows: unknown[] }[];
  checklist?: string[];
}

/** A product page with sections, selection tables and a checklist, whichever the content has first. */
const slug = readdirSync(join(root, 'content/products'))
  .filter((file) => file.endsWith('.yml') && !file.endsWith('.ar.yml'))
  .map((file) => file.slice(0, -'.yml'.length))
  .find((name) => {
    const page = parse(readFileSync(join(root, `content/products/${name}.yml`), 'utf8')) as Product;
    return page.sections.length > 0 && (page.tables?.length ?? 0) > 0 && !!page.checklist?.length;
  })!;
/** The page the entry is (its file's name is its path). */
const pagePath = `/${slug}`;
const english = parse(readFileSync(join(root, `content/products/${slug}.yml`), 'utf8')) as Product;

/**
 * The content folder as the editor's copy of the repository holds it, in the browser's private file
 * system, with the `.git` entry the CMS looks for: the product's English file carries a mark in its
 * first section heading and its first table's caption, so what the preview shows can only come from
 * the entry, not from the published page.
 */
function repositoryFiles(): Record<string, string> {
  const files: Record<string, string> = {};
  for (const file of readdirSync(join(root, 'content/products')))
    files[`content/products/${file}`] = readFileSync(join(root, 'content/products', file), 'utf8');
  const edited = structuredClone(english);
  edited.sections[0]!.heading += MARK;
  edited.tables![0]!.caption += MARK;
  files[`content/products/${slug}.yml`] = stringify(edited);
  return files;
}

/** Opens the admin in local-repository mode on a copy of the content in the origin-private file system. */
async function openLocalRepository(page: Page) {
  // The CMS offers its local mode when the browser has a folder picker: this one hands it a folder of
  // the origin-private file system (a real, cloneable directory handle) instead of asking the user.
  await page.addInitScript(() => {
    Object.assign(window, {
      showDirectoryPicker: async () =>
        (await navigator.storage.getDirectory()).getDirectoryHandle('repo', { create: true }),
    });
  });
  await page.goto(`${adminURL}/admin/`);
  await page.evaluate(async (files) => {
    const repo = await (
      await navigator.storage.getDirectory()
    ).getDirectoryHandle('repo', {
      create: true,
    });
    await repo.getDirectoryHandle('.git', { create: true });
    for (const [path, text] of Object.entries(files)) {
      const parts = path.split('/');
      let dir = repo;
      for (const part of parts.slice(0, -1))
        dir = await dir.getDirectoryHandle(part, { create: true });
      const writable = await (
        await dir.getFileHandle(parts.at(-1)!, { create: true })
      ).createWritable();
      await writable.write(text);
      await writable.close();
    }
  }, repositoryFiles());
  await page.getByRole('button', { name: strings.work_with_local_repo, exact: true }).click();
}

/** The text of a published page's first heading (its banner), as a visitor reads it. */
async function publishedHeading(page: Page, path: string) {
  const html = await (await page.request.get(path)).text();
  return html
    .match(/<h1\b[^>]*>([\s\S]*?)<\/h1>/)![1]!
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&')
    .trim();
}

test.beforeEach(({ viewport }) => {
  test.skip(
    (viewport?.width ?? 0) < 1024,
    'the entry editor shows its preview beside the form on a wide screen only',
  );
  // The CMS, a copy of the product files and an entry with two panes, on a shared, busy machine.
  test.slow();
});

test('a product entry previews as its page, in the site styles, in English and in Arabic', async ({
  page,
}) => {
  // The admin is its own site (issue 45); the published pages it is compared with are the public one's.
  const { problems } = await watchAdmin(page, new URL(adminURL).origin);
  const config = parse(await (await page.request.get(`${adminURL}/admin/config.yml`)).text()) as {
    editor?: { preview?: boolean };
  };
  expect(config.editor?.preview, 'admin/config.yml: editor.preview is off').not.toBe(false);

  await openLocalRepository(page);
  await page.goto(`${adminURL}/admin/#/collections/products/entries/${slug}`);
  const frame = page.frameLocator(`iframe[title="${strings.content_preview}"]`);

  // English: the page's banner, the entry's own sections and tables, its checklist.
  const [firstTable] = english.tables!;
  await expect(frame.locator('h1')).toHaveText(await publishedHeading(page, pagePath));
  await expect(frame.locator('h2').getByText(english.sections[0]!.heading + MARK)).toBeVisible();
  await expect(frame.locator('table')).toHaveCount(english.tables!.length);
  const table = frame.locator('table').first();
  await expect(table.locator('caption')).toHaveText(firstTable!.caption + MARK);
  await expect(table.locator('tbody tr')).toHaveCount(firstTable!.rows.length);
  await expect(table.locator('thead th').first()).not.toBeEmpty();
  await expect(
    frame.locator('li').getByText(english.checklist![0]!, { exact: true }),
  ).toBeVisible();

  // In the site's styles: the preview's heading and table header look as on the published page.
  const looks = (element: Element) => {
    const style = getComputedStyle(element);
    return [style.fontFamily, style.fontWeight, style.color, style.backgroundColor];
  };
  const site = await page.context().newPage();
  await site.goto(pagePath);
  for (const selector of ['h1', 'table thead th'])
    expect(await frame.locator(selector).first().evaluate(looks), selector).toEqual(
      await site.locator(selector).first().evaluate(looks),
    );
  await site.close();

  // Arabic: the editor's Arabic side, previewed right to left with the Arabic page's banner. The
  // translation may be partial, empty or not there yet: what it lacks is previewed in English.
  const arabicFile = join(root, `content/products/${slug}.ar.yml`);
  const arabic = ((existsSync(arabicFile) && parse(readFileSync(arabicFile, 'utf8'))) ||
    {}) as Partial<Product>;
  await page.getByRole('radio', { name: 'Arabic' }).first().click();
  await expect(frame.locator('h1')).toHaveText(await publishedHeading(page, `/ar${pagePath}`));
  await expect(frame.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(frame.locator('html')).toHaveAttribute('lang', 'ar');
  if (arabic.sections?.[0]?.heading)
    await expect(frame.locator('h2').getByText(arabic.sections[0].heading)).toBeVisible();
  // Every row, with its figures (the Arabic file holds only texts: the figures are the English).
  const arabicRows = frame.locator('table').first().locator('tbody tr');
  await expect(arabicRows).toHaveCount(firstTable!.rows.length);
  await expect(arabicRows.first()).toContainText(/\d/);
  await expect(frame.locator('img').first()).toHaveAttribute('src', /\/images\//);

  expect(problems, problems.join('\n')).toEqual([]);
});
