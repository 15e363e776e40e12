import { join } from 'node:path';
import { parse } from 'yaml';
import { test, expect } from '../fixtures';
import {
  addListItem,
  choose,
  field,
  newEntry,
  openEntry,
  pane,
  removeListItem,
  save,
  setField,
  signInLocally,
  uploadImage,
} from './admin';
import { solidPng } from './png';
import { headingOf, indexedUrls, readableText, tableRow, titleOf } from './built';
import { attr, select, selectOne, sitemapPaths, textOf } from '../../html';
import { opfsChanges, repositoryFiles, type RepoFile } from './opfs';
import { checkout, createTempRepo } from './temp-repo';
import { applySession } from '../../edits/apply';
import { contentFiles } from '@/lib/content/content-files';
import { formatContent } from '@/lib/content/file-format';

/*
 * Issue 40, "Done when": the real admin (out-admin/, Sveltia CMS, on its own origin) in local-repository mode, on a copy
 * of the repository's content in the browser's origin-private file system, makes an editor's
 * ordinary month of edits: a figure and a new row in a table, a text in Arabic, a page title in both
 * languages, a new job opening, the terms' new date, a card removed, a new article with an uploaded
 * photo and its Arabic left for later, an Arabic interface word. The files it wrote go into a
 * temporary copy of the repository, where every save must change only the lines it edited, the
 * publish workflow's fast path (.ci/fast) must pass, and the built pages must show every edit. Run
 * it with `PORT=4373 npx playwright test --project=cms`; it needs the export in out/ (`npm run
 * build`) and takes minutes (a whole build inside).
 */
test.describe.configure({ mode: 'serial' });

const GLANDS = 'content/products/GlandsAccessories.yml';
const GLANDS_AR = 'content/products/GlandsAccessories.ar.yml';
const ROUTES = 'content/routes.yml';
const ROUTES_AR = 'content/routes.ar.yml';
const CAREER = 'content/career.yml';
const TERMS = 'content/legal/terms-condition.yml';
const SERVICE = 'content/services/cable-termination.yml';
const SERVICE_AR = 'content/services/cable-termination.ar.yml';
const INTERFACE_AR = 'content/interface.ar.yml';

/** A save: what it was, and what the admin had written after it (cumulative). */
type Save = { what: string; written: RepoFile[]; removed: string[] };
const saves: Save[] = [];
/** The repository files the admin started from. */
let seed: RepoFile[] = [];

const text = (files: RepoFile[], path: string) =>
  files.find((file) => file.path === path)?.bytes.toString('utf8');

/** The edits the built pages must show. */
const edits = {
  cell: { row: '', max: 0 },
  arabicText: '',
  title: { en: 'Cable glands for armoured cable', ar: 'جلبات الكابلات المسلّحة', before: '' },
  row: {
    size: '90',
    thread: 'M90 × 2',
    npt: '3 1/2',
    innerSeal: { min: 66.2, max: 76.1 },
    outerSeal: { min: 74.5, max: 84.2 },
    armour: { min: 2, max: 2.5 },
  } as Record<string, string | { min: number; max: number }>,
  job: {
    Title: 'Site Supervisor, Cable Containment',
    Location: 'Abu Dhabi, UAE',
    Type: 'Contract',
    Summary: 'Supervises tray, ladder and conduit crews and signs off routes before cable pulling.',
  },
  updated: 'March 2027',
  removedCard: '',
  article: {
    Heading: 'Choosing a Zone 1 Gland',
    Summary: 'What to check before ordering a cable gland for Zone 1.',
    paragraph: 'Which gland suits a Zone 1 armoured cable, and why: concept, seals and armour.',
    slug: '',
    image: '',
  },
  // Set from the seed's own word, so the edit always changes it (a save with no change is refused).
  interfaceWord: '',
};

test('an editor’s month in the admin: each save writes the entry’s own files', async ({
  page,
}, testInfo) => {
  test.setTimeout(15 * 60_000);
  seed = repositoryFiles(checkout);
  const glands = parse(text(seed, GLANDS)!);
  const glandsAr = parse(text(seed, GLANDS_AR)!);
  const routes = parse(text(seed, ROUTES)!);
  await signInLocally(page, seed);
  const record = async (what: string) => {
    const changes = await opfsChanges(page, seed);
    saves.push({ what, ...changes });
    for (const { path, bytes } of changes.written)
      await testInfo.attach(`after "${what}": ${path}`, { body: bytes });
  };
  // The admin lists every page by its name (content/routes.yml).
  const glandsEntry = routes['/GlandsAccessories'].name as string;

  // 1. One figure: the "to" of a range cell in a selection table, typed on the English side.
  const table = glands.tables[0];
  const row = table.rows[3];
  edits.cell = { row: row.size, max: row.outerSeal.max + 0.5 };
  // The admin labels a row's cells as the table's columns read, with their unit.
  const columnLabel = (key: string) => {
    const { label, unit } = table.columns.find((column: { key: string }) => column.key === key);
    return unit ? `${label} (${unit})` : label;
  };
  await openEntry(page, 'Products', glandsEntry);
  const cell = ['Tables', 0, 'Rows', 3, columnLabel('outerSeal'), 'To'];
  expect(await setField(pane(page, 'English'), cell, String(edits.cell.max))).toBe(
    String(row.outerSeal.max),
  );
  await save(page);
  await record('one table cell, English');

  // 2. A text on the Arabic side: the last checklist line.
  const last = glandsAr.checklist.length - 1;
  edits.arabicText = `${glandsAr.checklist[last]}، مع شهادة المطابقة`;
  await openEntry(page, 'Products', glandsEntry);
  await setField(pane(page, 'Arabic'), ['Checklist', last], edits.arabicText);
  await save(page);
  await record('one text, Arabic');

  // 3. A page title, English and Arabic, in the pages' names and titles.
  await openEntry(page, 'Page names, titles and banners', 'Page names, titles and banners');
  const routeLabel = `${glandsEntry} (/GlandsAccessories)`;
  edits.title.before = routes['/GlandsAccessories'].title;
  await setField(pane(page, 'English'), [routeLabel, 'Title'], edits.title.en);
  await setField(pane(page, 'Arabic'), [routeLabel, 'Title'], edits.title.ar);
  await save(page);
  await record('a page title, English and Arabic');

  // 4. A new row at the end of the first table, typed on the English side (the Arabic is for later).
  await openEntry(page, 'Products', glandsEntry);
  const en = pane(page, 'English');
  const rowIndex = await addListItem(en, ['Tables', 0, 'Rows']);
  edits.row = { ...table.rows.at(-1), ...edits.row };
  for (const key of table.columns.map((column: { key: string }) => column.key)) {
    const value = edits.row[key]!;
    const steps = ['Tables', 0, 'Rows', rowIndex, columnLabel(key)];
    if (typeof value === 'string') await setField(en, steps, value);
    else {
      await setField(en, [...steps, 'From'], String(value.min));
      await setField(en, [...steps, 'To'], String(value.max));
    }
  }
  await save(page);
  await record('a table row, English');

  // 5. A new job opening, English only.
  await openEntry(page, 'Career page', 'Career page');
  const career = pane(page, 'English');
  const opening = await addListItem(career, ['Jobs', 'Openings']);
  for (const [label, value] of Object.entries(edits.job))
    await setField(career, ['Jobs', 'Openings', opening, label], value);
  await save(page);
  await record('a job opening, English');

  // 6. The terms' new date.
  await openEntry(page, 'Legal pages', routes['/terms-condition'].name);
  await setField(pane(page, 'English'), ['Updated'], edits.updated);
  await save(page);
  await record('the terms’ date');

  // 7. A card removed from a service page (the admin removes it in both languages).
  const service = parse(text(seed, SERVICE)!);
  const cards = service.cardGroups[0].cards as { title: string }[];
  edits.removedCard = cards.at(-1)!.title;
  await openEntry(page, 'Services', parse(text(seed, ROUTES)!)['/cable-termination'].name);
  await removeListItem(pane(page, 'English'), ['Card groups', 0, 'Cards'], cards.length - 1);
  await save(page);
  await record('a card removed');

  // 8. A new article: its heading, summary and text, an uploaded photo (named with spaces); the
  // rest, and its Arabic, left for later.
  await newEntry(page, 'Articles');
  const article = pane(page, 'English');
  await setField(article, ['Heading'], edits.article.Heading);
  await setField(article, ['Summary'], edits.article.Summary);
  await addListItem(article, ['Text']);
  await setField(article, ['Text', 0], edits.article.paragraph);
  edits.article.image = await uploadImage(
    await field(article, 'Header image', 'Image'),
    'Cable gland photo 2.png',
    solidPng(40, 30),
  );
  await setField(article, ['Header image', 'Alternative text'], 'A cable gland on a test bench');
  // A related page, chosen by its name.
  await addListItem(article, ['Related']);
  await choose(await field(article, 'Related', 0), `${glandsEntry} (/GlandsAccessories)`);
  await save(page);
  await record('a new article, English only, with an uploaded photo');

  // 9. An interface word, in Arabic: the checklist's heading, a phrase added in the plural form of
  // address.
  const interfaceAr = parse(text(seed, INTERFACE_AR)!);
  edits.interfaceWord = `${interfaceAr.selectionTables.checklistHeading} مع طلبكم`;
  await openEntry(page, 'Interface words', 'Interface words');
  await setField(
    pane(page, 'Arabic'),
    ['Selection tables', 'Checklist heading'],
    edits.interfaceWord,
  );
  await save(page);
  await record('an interface word, Arabic');

  // Each save wrote its entry's own files, and nothing else.
  const files = (index: number) => saves[index]!.written.map(({ path }) => path).sort();
  const added = (index: number) =>
    files(index).filter((path) => index === 0 || !files(index - 1).includes(path));
  expect(files(0)).toEqual([GLANDS]);
  expect(added(1)).toEqual([GLANDS_AR]);
  expect(added(2)).toEqual([ROUTES_AR, ROUTES].sort());
  expect(added(3)).toEqual([]);
  expect(added(4).filter((path) => !path.startsWith('content/career.'))).toEqual([]);
  expect(added(5).filter((path) => !path.startsWith('content/legal/terms-condition.'))).toEqual([]);
  expect(
    added(6).filter((path) => !path.startsWith('content/services/cable-termination.')),
  ).toEqual([]);
  const articleFile = added(7).find(
    (path) => /^content\/blog\/[^/]+\.yml$/.test(path) && !path.endsWith('.ar.yml'),
  );
  expect(articleFile, `the new article's files among ${added(7).join(', ')}`).toBeDefined();
  edits.article.slug = articleFile!.slice('content/blog/'.length, -'.yml'.length);
  // A safe name: the admin's slug of the heading, and of the uploaded file's name.
  expect(edits.article.slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
  expect(edits.article.image).toMatch(/^\/images\/cable-gland-photo-2\.\w+$/);
  // The article's file, its (empty) Arabic file, and the photo.
  expect(added(7)).toEqual(expect.arrayContaining([articleFile!, `public${edits.article.image}`]));
  expect(
    added(7).filter(
      (path) =>
        ![
          articleFile!,
          articleFile!.replace(/\.yml$/, '.ar.yml'),
          `public${edits.article.image}`,
        ].includes(path),
    ),
  ).toEqual([]);
  expect(added(8).filter((path) => !path.startsWith('content/interface.'))).toEqual([]);
  expect(saves.every((save) => save.removed.length === 0)).toBe(true);
});

test('every save changes only its own lines, the fast path passes on what the admin wrote, and the built pages show every edit', async ({}, testInfo) => {
  test.setTimeout(25 * 60_000);
  expect(saves.length, 'the first test records the saves').toBeGreaterThan(8);
  const repo = createTempRepo();
  try {
    // Save by save, the lines each file changed: a one-value edit one line, an added item only
    // added lines, a removed one only removed lines, an untouched file (the admin rewrites the
    // Arabic file beside the English one) nothing at all.
    const changed: string[] = [];
    for (const [index, save] of saves.entries()) {
      repo.apply(save.written, save.removed);
      const lines = repo.numstat();
      for (const { path } of lines)
        await testInfo.attach(`${save.what}: ${path}.diff`, {
          body: repo.diff(path),
          contentType: 'text/x-diff',
        });
      changed.push(
        `${save.what}: ${lines.map((line) => `${line.path} +${line.added} -${line.deleted}`).join(', ')}`,
      );
      repo.commit(save.what);
      const of = (path: string) => lines.find((line) => line.path === path);
      const only = (paths: string[]) =>
        expect(lines.map((line) => line.path).sort(), save.what).toEqual(paths.sort());
      // A one-value edit: in each of these files one line replaced, and no other file changed.
      const oneLineIn = (...paths: string[]) => {
        only(paths);
        for (const path of paths) expect(of(path), path).toMatchObject({ added: 1, deleted: 1 });
      };
      switch (index) {
        case 0:
          oneLineIn(GLANDS);
          break;
        case 1:
          oneLineIn(GLANDS_AR);
          break;
        case 2:
          oneLineIn(ROUTES, ROUTES_AR);
          break;
        case 3:
          // A new row at the end: lines added in English; in Arabic nothing (a row with nothing
          // translated yet at the end of a list is not written).
          only([GLANDS]);
          expect(of(GLANDS)!.deleted).toBe(0);
          expect(of(GLANDS)!.added).toBeGreaterThan(5);
          break;
        case 4:
          only([CAREER]);
          expect(of(CAREER)!.deleted).toBe(0);
          expect(of(CAREER)!.added).toBeGreaterThanOrEqual(Object.keys(edits.job).length);
          break;
        case 5:
          oneLineIn(TERMS);
          break;
        case 6:
          only([SERVICE, SERVICE_AR]);
          expect(of(SERVICE)).toMatchObject({ added: 0 });
          expect(of(SERVICE_AR)).toMatchObject({ added: 0 });
          expect(of(SERVICE)!.deleted).toBeGreaterThan(1);
          break;
        case 7:
          // New files only (git counts no lines of the photo).
          for (const line of lines.filter(({ path }) => path.endsWith('.yml')))
            expect(line.deleted, line.path).toBe(0);
          break;
        case 8:
          oneLineIn(INTERFACE_AR);
          break;
      }
    }
    await testInfo.attach('lines changed by each save', { body: changed.join('\n') });

    // The repository's formatter agrees byte for byte with every file the admin wrote: writing it
    // again in the admin's form (lib/content/file-format.ts) changes nothing.
    const written = saves.at(-1)!.written.filter(({ path }) => /^content\/.+\.yml$/.test(path));
    const forms = new Map(
      contentFiles(join(repo.dir, 'content')).map((file) => [file.shown, file] as const),
    );
    for (const { path, bytes } of written) {
      const file = forms.get(path);
      expect(file, `${path}: a content file of the admin`).toBeDefined();
      const text = bytes.toString('utf8');
      expect(
        formatContent(parse(text), file!.fields, { locale: file!.locale, defaultLocale: 'en' }),
        path,
      ).toBe(text);
    }

    // The publish workflow's fast path on everything the admin wrote.
    const run = repo.fastPath(Number(process.env.PORT ?? 4173) + 30);
    await testInfo.attach('fast path', { body: run.output, contentType: 'text/plain' });
    expect(run.ok, run.output.slice(-6000)).toBe(true);

    // The built pages show every edit.
    const glandsEn = repo.page('GlandsAccessories.html');
    const glandsAr = repo.page('ar/GlandsAccessories.html');
    expect(tableRow(glandsEn, edits.cell.row)?.data['data-max']).toBe(String(edits.cell.max));
    expect(readableText(glandsAr)).toContain(edits.arabicText);
    expect(titleOf(glandsEn)).toContain(edits.title.en);
    expect(titleOf(glandsEn)).not.toContain(edits.title.before);
    expect(titleOf(glandsAr)).toContain(edits.title.ar);
    const size = edits.row.size as string;
    const outer = edits.row.outerSeal as { min: number; max: number };
    expect(tableRow(glandsEn, size)?.data).toMatchObject({
      'data-min': String(outer.min),
      'data-max': String(outer.max),
    });
    expect(tableRow(glandsAr, size)?.data).toMatchObject({ 'data-max': String(outer.max) });
    // The new row's texts are English on the Arabic page until translated, and listed.
    expect(readableText(repo.adminPage('admin/translations/index.html'))).toContain(
      'GlandsAccessories',
    );
    // The interface word, on every Arabic page with a checklist.
    expect(readableText(glandsAr)).toContain(edits.interfaceWord);

    expect(readableText(repo.page('career.html'))).toContain(edits.job.Title);
    expect(readableText(repo.page('ar/career.html'))).toContain(edits.job.Title);
    expect(readableText(repo.page('terms-condition.html'))).toContain(edits.updated);
    expect(readableText(repo.page('cable-termination.html'))).not.toContain(edits.removedCard);

    // The new article: its own address in both languages (the Arabic page in English, marked),
    // its photo at its real size, first on the blog, in the sitemap and the search index.
    const { slug, image } = edits.article;
    const articleEn = repo.page(`blog/${slug}.html`);
    const articleAr = repo.page(`ar/blog/${slug}.html`);
    expect(headingOf(articleEn)).toBe(edits.article.Heading);
    expect(titleOf(articleEn)).toContain(edits.article.Heading);
    const aside = selectOne(articleEn, 'aside');
    expect(aside && select(aside, '[href]').map((link) => attr(link, 'href'))).toContain(
      '/GlandsAccessories',
    );
    expect(headingOf(articleAr)).toBe(edits.article.Heading);
    const english = select(articleAr, 'span[lang="en"][dir="ltr"]').map(textOf);
    expect(
      english.some((text) => text.startsWith(edits.article.paragraph)),
      'marked English',
    ).toBe(true);
    const photo = selectOne(articleEn, `img[src="${image}"]`);
    expect(attr(photo, 'width')).toBe('40');
    expect(attr(photo, 'height')).toBe('30');
    const hrefs = (html: string) => select(html, '[href]').map((link) => attr(link, 'href')!);
    const blog = hrefs(repo.page('blog.html'));
    expect(blog).toContain(`/blog/${slug}`);
    expect(blog.indexOf(`/blog/${slug}`)).toBeLessThan(
      blog.findIndex((href) => href.startsWith('/blogdetail')),
    );
    expect(hrefs(repo.page('ar/blog.html'))).toContain(`/ar/blog/${slug}`);
    const sitemap = sitemapPaths(repo.page('sitemap.xml'));
    expect(sitemap).toContain(`/blog/${slug}`);
    expect(sitemap).toContain(`/ar/blog/${slug}`);
    expect(indexedUrls(join(repo.dir, 'out'))).toEqual(
      expect.arrayContaining([`/blog/${slug}`, `/ar/blog/${slug}`]),
    );
  } finally {
    repo.remove();
  }
});

/*
 * A fixed sample of the generated editor sessions (tests/edits/, the same that
 * tests/repo/generated-edits.test.ts checks without a build) through the same fast path on a copy.
 * Each session is a seed and a length: `npx tsx tests/edits/apply.ts content --seed N --ops M`
 * replays it on a checkout. In this file, so the copies' builds run one at a time.
 */
// Two sessions, one after the other on one copy (one build: the machine is shared with the rest of
// the suite).
const sample = [
  { seed: 11, ops: 24 },
  { seed: 29, ops: 24 },
];
const port = Number(process.env.PORT ?? 4173) + 20;

test(`generated sessions (${sample.map(({ seed, ops }) => `seed ${seed}, ${ops} edits`).join('; ')}) pass the fast path and publish`, async ({}, testInfo) => {
  test.setTimeout(20 * 60_000);
  const repo = createTempRepo();
  try {
    const log: string[] = [];
    for (const { seed, ops } of sample) {
      const session = applySession(join(repo.dir, 'content'), seed, ops);
      expect(session.written.length, session.log.join('\n')).toBeGreaterThan(0);
      log.push(`seed ${seed}:`, ...session.log);
    }
    await testInfo.attach('edits', { body: log.join('\n'), contentType: 'text/plain' });
    const run = repo.fastPath(port);
    await testInfo.attach('fast path', { body: run.output, contentType: 'text/plain' });
    expect(run.ok, `${log.join('\n')}\n\n${run.output.slice(-6000)}`).toBe(true);
    expect(run.output).toMatch(/fast path: passed in \d+ s/);
  } finally {
    repo.remove();
  }
});
