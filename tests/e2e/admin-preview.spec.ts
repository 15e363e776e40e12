import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FrameLocator, Page } from '@playwright/test';
import { parse, stringify } from 'yaml';
import { test, expect } from './fixtures';
import { interfaceStrings, watchAdmin } from './admin-watch';
import { adminURL } from '../../playwright.config';
import { textAt } from '../html';

const root = process.cwd();
const strings = interfaceStrings('en-US');
const MARK = ' (preview test)';

interface Product {
  intro: string[];
  sections: { heading: string }[];
  tables?: { caption: string; rows: unknown[] }[];
  checklist?: string[];
}
interface Article {
  heading: string;
  intro: string[];
}

const yaml = <T>(file: string) => parse(readFileSync(join(root, file), 'utf8')) as T;
const englishFiles = (folder: string) =>
  readdirSync(join(root, 'content', folder))
    .filter((file) => file.endsWith('.yml') && !/\.[a-z]{2}\.yml$/.test(file))
    .map((file) => file.slice(0, -'.yml'.length));

/** Product pages with sections, selection tables and a checklist, whichever the content has first. */
const [slug, emptySlug] = englishFiles('products').filter((name) => {
  const page = yaml<Product>(`content/products/${name}.yml`);
  return page.sections.length > 0 && (page.tables?.length ?? 0) > 0 && !!page.checklist?.length;
});
const english = yaml<Product>(`content/products/${slug}.yml`);
const emptyEnglish = yaml<Product>(`content/products/${emptySlug}.yml`);
const [articleSlug] = englishFiles('articles');
const article = yaml<Article>(`content/articles/${articleSlug}.yml`);

/**
 * The content folder as the editor's copy of the repository holds it, in the browser's private file
 * system, with the `.git` entry the CMS looks for. The first product's English file carries a mark in
 * its first section heading and its first table's caption, the article's in its heading, so what the
 * preview shows can only come from the entry, not from the published page; the second product's
 * Arabic file is empty (a translation not begun).
 */
function repositoryFiles(): Record<string, string> {
  const files: Record<string, string> = {};
  for (const folder of ['products', 'articles'])
    for (const file of readdirSync(join(root, 'content', folder)))
      files[`content/${folder}/${file}`] = readFileSync(
        join(root, 'content', folder, file),
        'utf8',
      );
  const edited = structuredClone(english);
  edited.sections[0]!.heading += MARK;
  edited.tables![0]!.caption += MARK;
  files[`content/products/${slug}.yml`] = stringify(edited);
  files[`content/products/${emptySlug}.ar.yml`] = '{}\n';
  files[`content/articles/${articleSlug}.yml`] = stringify({
    ...article,
    heading: article.heading + MARK,
  });
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
  return textAt(html, 'h1').trim();
}

/**
 * How an element looks, from the site's CSS (its CSS modules and globals): font families, weight,
 * colours and background. Not sizes: headings scale with the width, and the preview pane is narrower
 * than the window (where the tables' rows are cards).
 */
const looks = (element: Element) => {
  const style = getComputedStyle(element);
  return [
    style.fontFamily,
    style.fontWeight,
    style.color,
    style.backgroundColor,
    style.backgroundImage,
  ];
};

/** The elements of `selectors` look in the preview as on the published page at `path`. */
async function looksAsPublished(
  page: Page,
  frame: FrameLocator,
  path: string,
  selectors: string[],
) {
  const site = await page.context().newPage();
  await site.goto(path);
  // The brand faces, once the page lets them in (after its load, when it holds them back).
  await expect(site.locator('html')).not.toHaveAttribute('data-fonts', /./);
  for (const selector of selectors)
    expect(await frame.locator(selector).first().evaluate(looks), `${path}: ${selector}`).toEqual(
      await site.locator(selector).first().evaluate(looks),
    );
  await site.close();
}

/** The preview's document is in `lang`, in its direction, with its language's web fonts loaded. */
async function expectDocument(frame: FrameLocator, lang: 'en' | 'ar') {
  await expect(frame.locator('html')).toHaveAttribute('lang', lang);
  await expect(frame.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
  const loaded = await frame.locator('html').evaluate(async (html) => {
    await html.ownerDocument.fonts.ready;
    return [...html.ownerDocument.fonts]
      .filter((face) => face.status === 'loaded')
      .map((face) => face.family);
  });
  expect(loaded.join(' '), 'the web fonts of the page').toMatch(
    lang === 'ar' ? /\barabic\b/ : /\binter\b/,
  );
}

test.beforeEach(({ viewport }) => {
  test.skip(
    (viewport?.width ?? 0) < 1024,
    'the entry editor shows its preview beside the form on a wide screen only',
  );
  // The CMS, a copy of the content and an entry with two panes, on a shared, busy machine.
  test.slow();
});

/**
 * Opens an entry of the admin on the copy of the content, watching the admin for errors and requests
 * elsewhere (it is its own site, issue 45; the published pages it is compared with are the public
 * one's); returns its preview pane and what went wrong.
 */
async function openEntry(page: Page, collection: string, name: string) {
  const { problems } = await watchAdmin(page, new URL(adminURL).origin);
  await openLocalRepository(page);
  await page.goto(`${adminURL}/admin/#/collections/${collection}/entries/${name}`);
  return { frame: page.frameLocator(`iframe[title="${strings.content_preview}"]`), problems };
}

const arabicPane = (page: Page) => page.getByRole('radio', { name: 'Arabic' }).first().click();

test('a product entry previews as its page, in the site styles, in English and in Arabic', async ({
  page,
}) => {
  const config = parse(await (await page.request.get(`${adminURL}/admin/config.yml`)).text()) as {
    editor?: { preview?: boolean };
  };
  expect(config.editor?.preview, 'admin/config.yml: editor.preview is off').not.toBe(false);

  const { frame, problems } = await openEntry(page, 'products', slug!);
  const pagePath = `/${slug}`;

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
  await expectDocument(frame, 'en');
  // In the site's styles: the banner, the table header and a row's heading look as published.
  const styled = ['section:has(> div > h1)', 'h1', 'table thead th'];
  await looksAsPublished(page, frame, pagePath, styled);

  // Arabic: the editor's Arabic side, previewed right to left with the Arabic page's banner. The
  // translation may be partial, empty or not there yet: what it lacks is previewed in English.
  const arabicFile = join(root, `content/products/${slug}.ar.yml`);
  const arabic = ((existsSync(arabicFile) && parse(readFileSync(arabicFile, 'utf8'))) ||
    {}) as Partial<Product>;
  await arabicPane(page);
  await expect(frame.locator('h1')).toHaveText(await publishedHeading(page, `/ar${pagePath}`));
  await expectDocument(frame, 'ar');
  if (arabic.sections?.[0]?.heading)
    await expect(frame.locator('h2').getByText(arabic.sections[0].heading)).toBeVisible();
  // Every row, with its figures (the Arabic file holds only texts: the figures are the English).
  const arabicRows = frame.locator('table').first().locator('tbody tr');
  await expect(arabicRows).toHaveCount(firstTable!.rows.length);
  await expect(arabicRows.first()).toContainText(/\d/);
  await expect(frame.locator('img').first()).toHaveAttribute('src', /\/images\//);
  await looksAsPublished(page, frame, `/ar${pagePath}`, styled);

  expect(problems, problems.join('\n')).toEqual([]);
});

test('an entry whose Arabic is empty previews its Arabic page with the English texts', async ({
  page,
}) => {
  const { frame, problems } = await openEntry(page, 'products', emptySlug!);
  await expect(frame.locator('h1')).toHaveText(await publishedHeading(page, `/${emptySlug}`));
  await arabicPane(page);
  await expect(frame.locator('h1')).toHaveText(await publishedHeading(page, `/ar/${emptySlug}`));
  await expectDocument(frame, 'ar');
  // The English text, marked as English on the Arabic page, as the published page marks it.
  await expect(
    frame.locator('[lang="en"]').getByText(emptyEnglish.intro[0]!, { exact: true }),
  ).toBeVisible();
  await expect(frame.locator('h2').getByText(emptyEnglish.sections[0]!.heading)).toBeVisible();
  await expect(frame.locator('table').first().locator('tbody tr')).toHaveCount(
    emptyEnglish.tables![0]!.rows.length,
  );
  expect(problems, problems.join('\n')).toEqual([]);
});

test('an article previews as its page, in the site styles, in English and in Arabic', async ({
  page,
}) => {
  const { frame, problems } = await openEntry(page, 'articles', articleSlug!);
  const pagePath = `/${articleSlug}`;
  // The banner's heading is the article's own: the entry's, as typed.
  await expect(frame.locator('h1')).toHaveText(article.heading + MARK);
  await expect(frame.locator('p').getByText(article.intro[0]!, { exact: true })).toBeVisible();
  await expect(frame.locator('article time')).not.toBeEmpty();
  await expectDocument(frame, 'en');
  const styled = ['section:has(> div > h1)', 'h1', 'article p:has(> time)', 'article .prose p'];
  await looksAsPublished(page, frame, pagePath, styled);

  // The Arabic heading where the translation has one; the English entry's until then.
  const arabicFile = join(root, `content/articles/${articleSlug}.ar.yml`);
  const arabic = (existsSync(arabicFile) && parse(readFileSync(arabicFile, 'utf8'))) as
    Partial<Article> | undefined;
  await arabicPane(page);
  await expect(frame.locator('h1')).toHaveText(
    arabic?.heading?.trim()
      ? await publishedHeading(page, `/ar${pagePath}`)
      : article.heading + MARK,
  );
  await expectDocument(frame, 'ar');
  await looksAsPublished(page, frame, `/ar${pagePath}`, styled);
  expect(problems, problems.join('\n')).toEqual([]);
});
