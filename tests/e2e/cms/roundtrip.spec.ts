import { parse } from 'yaml';
import { test, expect } from '../fixtures';
import {
  addListItem,
  choose,
  field,
  newEntry,
  openEntry,
  pane,
  pickImage,
  save,
  setField,
  signInLocally,
  uploadImage,
} from './admin';
import { solidPng } from './png';
import { join } from 'node:path';
import { headingOf, indexedUrls, readableText, tableRow, titleOf } from './built';
import { opfsChanges, repositoryFiles, type RepoFile } from './opfs';
import { checkout, createTempRepo } from './temp-repo';

/*
 * Issue 26, "Done when": the real admin (out/admin/, Sveltia CMS) in local-repository mode, on a
 * copy of the repository's content in the browser's origin-private file system, edits and saves as
 * an editor would; the files it wrote go into a temporary copy of the repository, where the content
 * check and `npm run build` must pass and the built pages must show the edits, and a one-value edit
 * must be a one-line diff. Run it with `PORT=4373 npx playwright test --project=cms`; it needs the
 * export in out/ (`npm run build`) and takes minutes (a whole build inside).
 *
 * The first test drives the admin and records what each save wrote; the second checks and builds it.
 */
test.describe.configure({ mode: 'serial' });

const GLANDS = 'content/products/GlandsAccessories.yml';
const GLANDS_AR = 'content/products/GlandsAccessories.ar.yml';
const ROUTES = 'content/routes.yml';
const ROUTES_AR = 'content/routes.ar.yml';

type Save = { what: string; written: RepoFile[]; removed: string[] };
/** What the admin had written after each save (cumulative), in order. */
const saves: Save[] = [];
/** The repository files the admin started from. */
let seed: RepoFile[] = [];
/** The edits the built pages must show. */
const edits = {
  cell: { row: '', max: 0 },
  arabicText: '',
  arabicIndex: 0,
  rowIndex: 0,
  title: { en: 'Cable glands for armoured cable', ar: 'جلبات الكابلات المسلّحة', before: '' },
  // The new row's cells by column key; a range is typed as its From and To.
  row: {
    size: '90',
    thread: 'M90 × 2',
    npt: '3 1/2',
    innerSeal: { min: 66.2, max: 76.1 },
    outerSeal: { min: 74.5, max: 84.2 },
    armour: { min: 2, max: 2.5 },
  } as Record<string, string | { min: number; max: number }>,
  article: {
    en: {
      Name: 'Zone 1 glands',
      Title: 'Choosing a Zone 1 gland for armoured cable',
      Description:
        'How to choose a hazardous-area cable gland for an armoured cable in Zone 1: protection concept, seals, armour clamp and entry thread.',
      Heading: 'Choosing a Zone 1 Gland',
      Tagline: 'Protection concept, seals and armour, in the order an engineer checks them.',
      Published: '2026-11-20',
      Author: 'Sales engineering team',
      Excerpt: 'What to check before ordering a cable gland for Zone 1.',
      Subtitle: 'A short guide for site engineers and buyers.',
      'List heading': 'Before you order',
    } as Record<string, string>,
    ar: {
      Name: 'جلبات المنطقة 1',
      Title: 'اختيار جلبة للمنطقة 1 للكابل المسلّح',
      Heading: 'اختيار جلبة للمنطقة 1',
    } as Record<string, string>,
    slug: '',
    image: '',
  },
};

const text = (files: RepoFile[], path: string) =>
  files.find((file) => file.path === path)?.bytes.toString('utf8');

test('an editor edits a product table cell in English and a text in Arabic; each save writes the entry’s own files', async ({
  page,
}, testInfo) => {
  test.setTimeout(10 * 60_000);
  seed = repositoryFiles(checkout);
  const glands = parse(text(seed, GLANDS)!);
  const glandsAr = parse(text(seed, GLANDS_AR)!);
  await signInLocally(page, seed);
  /** Keeps what the admin has written so far, and attaches it to the report, file by file. */
  const record = async (what: string) => {
    const changes = await opfsChanges(page, seed);
    saves.push({ what, ...changes });
    for (const { path, bytes } of changes.written)
      await testInfo.attach(`after "${what}": ${path}`, { body: bytes });
  };

  // One value: the "to" of a range cell in a selection table (a figure, typed on the English side).
  const row = glands.tables[0].rows[3];
  edits.cell = { row: row.size, max: row.outerSeal.max + 0.5 };
  // The admin labels a row's cells as the table's columns read, with their unit.
  const columnLabel = (key: string) => {
    const { label, unit } = glands.tables[0].columns.find(
      (column: { key: string }) => column.key === key,
    );
    return unit ? `${label} (${unit})` : label;
  };
  const cell = ['Tables', 0, 'Rows', 3, columnLabel('outerSeal'), 'To'];
  await openEntry(page, 'Products', 'GlandsAccessories');
  expect(await setField(pane(page, 'English'), cell, String(edits.cell.max))).toBe(
    String(row.outerSeal.max),
  );
  await save(page);
  await record('one table cell, English');

  // A text on the Arabic side: the last checklist line.
  const last = glandsAr.checklist.length - 1;
  edits.arabicText = `${glandsAr.checklist[last]}، مع شهادة المطابقة`;
  await openEntry(page, 'Products', 'GlandsAccessories');
  await setField(pane(page, 'Arabic'), ['Checklist', last], edits.arabicText);
  await save(page);
  await record('one text, Arabic');

  // A page title and banner heading, English and Arabic, in the pages' names and titles.
  await openEntry(page, 'Page names, titles and banners', 'Page names, titles and banners');
  // The admin labels each page by its English name and path.
  const routeLabel = `${parse(text(seed, ROUTES)!)['/GlandsAccessories'].name} (/GlandsAccessories)`;
  edits.title.before = parse(text(seed, ROUTES)!)['/GlandsAccessories'].title;
  await setField(pane(page, 'English'), [routeLabel, 'Title'], edits.title.en);
  await setField(pane(page, 'Arabic'), [routeLabel, 'Title'], edits.title.ar);
  await save(page);
  await record('a page title, English and Arabic');

  // A new row at the end of the first table, typed on the English side.
  await openEntry(page, 'Products', 'GlandsAccessories');
  const en = pane(page, 'English');
  const rowIndex = await addListItem(en, ['Tables', 0, 'Rows']);
  edits.rowIndex = rowIndex;
  for (const [key, value] of Object.entries(edits.row)) {
    const steps = ['Tables', 0, 'Rows', rowIndex, columnLabel(key)];
    if (typeof value === 'string') await setField(en, steps, value);
    else {
      await setField(en, [...steps, 'From'], String(value.min));
      await setField(en, [...steps, 'To'], String(value.max));
    }
  }
  await save(page);
  await record('a table row, English');

  // A new article, both languages, with an uploaded photo (named with spaces) and a site image.
  await newEntry(page, 'Articles');
  const article = pane(page, 'English');
  for (const [label, value] of Object.entries(edits.article.en))
    await setField(article, [label], value);
  edits.article.image = await uploadImage(
    await field(article, 'Header image', 'Image'),
    'Cable gland photo 2.png',
    solidPng(40, 30),
  );
  await setField(article, ['Header image', 'Alternative text'], 'A cable gland on a test bench');
  await pickImage(await field(article, 'Side image', 'Image'), 'products', 'cable-glands.svg');
  await setField(article, ['Side image', 'Alternative text'], 'Cable glands of several sizes');
  await addListItem(article, ['Intro']);
  await setField(article, ['Intro', 0], 'Which gland suits a Zone 1 armoured cable, and why.');
  await addListItem(article, ['List']);
  await setField(article, ['List', 0, 'Title'], 'Check the armour');
  await setField(article, ['List', 0, 'Text'], 'Match the armour clamp to the wire diameter.');
  await addListItem(article, ['Related']);
  await choose(await field(article, 'Related', 0), '/GlandsAccessories');
  const arabic = pane(page, 'Arabic');
  for (const [label, value] of Object.entries(edits.article.ar))
    await setField(arabic, [label], value);
  await save(page);
  await record('a new article, English and Arabic, with an uploaded photo');

  // Each save wrote its entry's own files, and nothing else.
  const paths = (index: number) => saves[index]!.written.map(({ path }) => path).sort();
  expect(paths(0)).toEqual([GLANDS]);
  expect(paths(1)).toEqual([GLANDS_AR, GLANDS]);
  expect(paths(2)).toEqual([ROUTES_AR, ROUTES, GLANDS_AR, GLANDS].sort());
  expect(paths(3)).toEqual(paths(2));
  const { written, removed } = saves.at(-1)!;
  expect(removed).toEqual([]);
  const added = written.map(({ path }) => path).filter((path) => !paths(3).includes(path));
  const articleFile = added.find(
    (path) => /^content\/articles\/[^/]+\.yml$/.test(path) && !path.endsWith('.ar.yml'),
  );
  expect(articleFile, `the new article's files among ${added.join(', ')}`).toBeDefined();
  edits.article.slug = articleFile!.slice('content/articles/'.length, -'.yml'.length);
  // A safe name: the admin's slug of the heading, and of the uploaded file's name.
  expect(edits.article.slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
  expect(edits.article.image).toMatch(/^\/images\/cable-gland-photo-2\.\w+$/);
  expect(added.sort()).toEqual(
    [
      articleFile!,
      articleFile!.replace(/\.yml$/, '.ar.yml'),
      `public${edits.article.image}`,
    ].sort(),
  );
  expect(parse(text(written, GLANDS)!).tables[0].rows[3].outerSeal.max).toBe(edits.cell.max);
  expect(parse(text(written, GLANDS_AR)!).checklist[last]).toBe(edits.arabicText);
  edits.arabicIndex = last;
});

test('what the admin wrote passes the content check and builds, the built pages show it, and a one-value edit is a one-line diff', async ({}, testInfo) => {
  test.setTimeout(15 * 60_000);
  expect(saves.length, 'the first test records the saves').toBeGreaterThan(0);
  const repo = createTempRepo();
  try {
    // The one-value edit alone, against the repository as it was.
    const [oneValue] = saves;
    repo.apply(oneValue!.written, oneValue!.removed);
    for (const { path } of oneValue!.written)
      await testInfo.attach(`${oneValue!.what}: ${path}.diff`, {
        body: repo.diff(path),
        contentType: 'text/x-diff',
      });
    expect
      .soft(repo.numstat(), 'every file the one-value save wrote changes by one line')
      .toEqual(oneValue!.written.map(({ path }) => ({ path, added: 1, deleted: 1 })));

    // Everything the admin wrote; the rest of each file means what it meant.
    const all = saves.at(-1)!;
    const written = (path: string) => parse(text(all.written, path)!);
    const expected = { en: parse(text(seed, GLANDS)!), ar: parse(text(seed, GLANDS_AR)!) };
    expected.en.tables[0].rows[3].outerSeal.max = edits.cell.max;
    expected.en.tables[0].rows.push(edits.row);
    // Figures come from the English file; the copy the Arabic file may hold is not read (and the
    // admin leaves it as it was): compare the Arabic texts only.
    const rowsBefore = expected.ar.tables[0].rows.length;
    const withoutCell = (data: typeof expected.ar) => {
      delete data.tables?.[0]?.rows?.[3]?.outerSeal?.max;
      data.tables?.[0]?.rows?.splice(rowsBefore);
      return data;
    };
    expected.ar.checklist[edits.arabicIndex] = edits.arabicText;
    expect.soft(stripEmpty(written(GLANDS))).toEqual(stripEmpty(expected.en));
    expect
      .soft(stripEmpty(withoutCell(written(GLANDS_AR))))
      .toEqual(stripEmpty(withoutCell(expected.ar)));
    repo.apply(all.written, all.removed);
    const check = repo.contentCheck();
    await testInfo.attach('content check', { body: check.output, contentType: 'text/plain' });
    expect(check.ok, check.output).toBe(true);
    const build = repo.build();
    await testInfo.attach('build', { body: build.output, contentType: 'text/plain' });
    expect(build.ok, build.output.slice(-4000)).toBe(true);

    expect(tableRow(repo.page('GlandsAccessories.html'), edits.cell.row)?.data['data-max']).toBe(
      String(edits.cell.max),
    );
    expect(readableText(repo.page('ar/GlandsAccessories.html'))).toContain(edits.arabicText);

    // The page title, in both languages' <title>.
    const glandsEn = repo.page('GlandsAccessories.html');
    const glandsAr = repo.page('ar/GlandsAccessories.html');
    expect(titleOf(glandsEn)).toContain(edits.title.en);
    expect(titleOf(glandsEn)).not.toContain(edits.title.before);
    expect(titleOf(glandsAr)).toContain(edits.title.ar);

    // The new row, in the table of both pages (the Arabic page shows its figures and the English
    // texts until they are translated, and the translations list names it).
    const size = edits.row.size as string;
    const outer = edits.row.outerSeal as { min: number; max: number };
    expect(tableRow(glandsEn, size)?.data).toMatchObject({
      'data-min': String(outer.min),
      'data-max': String(outer.max),
    });
    expect(tableRow(glandsAr, size)?.data).toMatchObject({ 'data-max': String(outer.max) });
    expect(readableText(repo.page('admin/translations/index.html'))).toContain('GlandsAccessories');

    // The new article: its own clean URL in both languages, its photo at its real size, and in the
    // blog list, the sitemap and the search index.
    const { slug, image } = edits.article;
    const articleEn = repo.page(`blog/${slug}.html`);
    const articleAr = repo.page(`ar/blog/${slug}.html`);
    expect(titleOf(articleEn)).toContain(edits.article.en.Title);
    expect(headingOf(articleEn)).toBe(edits.article.en.Heading);
    expect(titleOf(articleAr)).toContain(edits.article.ar.Title);
    expect(headingOf(articleAr)).toBe(edits.article.ar.Heading);
    const photo = new RegExp(`<img[^>]*src="${image}"[^>]*>`).exec(articleEn)?.[0] ?? '';
    expect(photo).toMatch(/width="40"/);
    expect(photo).toMatch(/height="30"/);
    expect(repo.page('blog.html')).toContain(`href="/blog/${slug}"`);
    expect(repo.page('ar/blog.html')).toContain(`href="/ar/blog/${slug}"`);
    const sitemap = repo.page('sitemap.xml');
    expect(sitemap).toContain(`/blog/${slug}</loc>`);
    expect(sitemap).toContain(`/ar/blog/${slug}</loc>`);
    expect(indexedUrls(join(repo.dir, 'out'))).toEqual(
      expect.arrayContaining([`/blog/${slug}`, `/ar/blog/${slug}`]),
    );
  } finally {
    repo.remove();
  }
});

/** The data without the empty values Sveltia adds ('' / null / [] / {}), to compare meaning. */
function stripEmpty(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(stripEmpty);
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value)
        .map(([key, child]) => [key, stripEmpty(child)] as const)
        .filter(
          ([, child]) =>
            child !== '' &&
            child !== null &&
            !(Array.isArray(child) && child.length === 0) &&
            !(typeof child === 'object' && child && Object.keys(child).length === 0),
        ),
    );
  return value;
}
