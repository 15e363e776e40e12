import { parse } from 'yaml';
import { test, expect } from '../fixtures';
import { openEntry, pane, save, setField, signInLocally } from './admin';
import { tableRow, readableText } from './built';
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

type Save = { what: string; written: RepoFile[]; removed: string[] };
/** What the admin had written after each save (cumulative), in order. */
const saves: Save[] = [];
/** The repository files the admin started from. */
let seed: RepoFile[] = [];
/** The edits the built pages must show. */
const edits = { cell: { row: '', max: 0 }, arabicText: '', arabicIndex: 0 };

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
  const cell = ['Tables', 0, 'Rows', 3, 'Outer seal', 'To'];
  await openEntry(page, 'Products', '/GlandsAccessories');
  expect(await setField(pane(page, 'English'), cell, String(edits.cell.max))).toBe(
    String(row.outerSeal.max),
  );
  await save(page);
  await record('one table cell, English');

  // A text on the Arabic side: the last checklist line.
  const last = glandsAr.checklist.length - 1;
  edits.arabicText = `${glandsAr.checklist[last]}، مع شهادة المطابقة`;
  await openEntry(page, 'Products', '/GlandsAccessories');
  await setField(pane(page, 'Arabic'), ['Checklist', last], edits.arabicText);
  await save(page);
  await record('one text, Arabic');

  // TODO(issue 26, once the lead's admin config lands), each its own save and `saves.push`:
  // - a page title, English and Arabic (every file collection then opens filled: site, home,
  //   about, career, hub-intros, routes), and a text on the English side;
  // - a table row added in English (`addListItem(pane(page, 'English'), ['Tables', 0, 'Rows'])`,
  //   then `setField` per cell) and what the Arabic side then needs;
  // - a new article (Articles collection: "New", fill, save), in English and Arabic;
  // - an image named with spaces: `uploadImage(await field(pane(page, 'English'), 'Image',
  //   'Image'), 'Cable gland photo 2.png', solidPng(40, 30))` (./png.ts), then save;
  // and below, the files each writes (the image under public/images/, with a safe name).

  const { written, removed } = saves.at(-1)!;
  expect(removed).toEqual([]);
  expect(written.map(({ path }) => path).sort()).toEqual([GLANDS_AR, GLANDS]);
  expect(parse(text(written, GLANDS)!).tables[0].rows[3].outerSeal.max).toBe(edits.cell.max);
  expect(parse(text(written, GLANDS_AR)!).checklist[last]).toBe(edits.arabicText);
  edits.arabicIndex = last;
});

test('what the admin wrote passes the content check and builds, the built pages show it, and a one-value edit is a one-line diff', async ({}, testInfo) => {
  test.fail(
    true,
    'Issue 26: Sveltia writes empty optional fields and `inLabel: true` as a text, which the content check rejects, and rewrites whole files. Remove this line when the lead’s config and formatter land.',
  );
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
    // Figures come from the English file; the copy the Arabic file may hold is not read (and the
    // admin leaves it as it was): compare the Arabic texts only.
    const withoutCell = (data: typeof expected.ar) => {
      delete data.tables?.[0]?.rows?.[3]?.outerSeal?.max;
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
    // TODO(issue 26): the other edits of the first test on their built pages, in both languages:
    // the page title in <title> and <h1>, the new row in the table of both pages, the article
    // at its own URL and in the blog list, sitemap and search index, the image with its size.
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
