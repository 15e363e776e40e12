import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { collections } from '@/lib/content/schema';
import { ContentError, contentDir, loadContent, readContent } from '@/lib/content/load';
import { routesOfKind } from '@/lib/content/routes';
import { editedContentCopy } from './content-copy';

const filesOf = (collection: (typeof collections)[keyof typeof collections]) =>
  collection.type === 'file'
    ? [collection.file]
    : readdirSync(join(contentDir, collection.folder))
        .filter((name) => name.endsWith(`.${collection.extension}`) && !name.endsWith('.ar.yml'))
        .map((name) => `${collection.folder}/${name}`);

describe('every content file matches its schema', () => {
  for (const collection of Object.values(collections)) {
    it.each(filesOf(collection))(`${collection.name}: %s`, (file) => {
      const data: unknown = parse(readFileSync(join(contentDir, file), 'utf8'));
      const result = collection.schema.safeParse(data);
      expect(result.error?.issues ?? []).toEqual([]);
    });
  }

  it('reads the whole content with no problem', () => {
    expect(readContent().problems).toEqual([]);
  });

  it('has one file per product, service, industry, article and legal page, in menu order', () => {
    const content = loadContent();
    const paths = (kind: Parameters<typeof routesOfKind>[0]) =>
      routesOfKind(kind).map((route) => route.path);
    expect(content.products.map((page) => page.path)).toEqual(paths('product'));
    expect(new Set(content.services.map((page) => page.path))).toEqual(new Set(paths('service')));
    expect(content.industries.map((page) => page.path)).toEqual(paths('industry'));
    // Articles list newest first; the set is the route table's (the spec's five and any added).
    expect(new Set(content.articles.map((page) => page.path))).toEqual(new Set(paths('article')));
    expect(content.legal.map((page) => page.path)).toEqual(paths('legal'));
  });

  it('holds the 28 selection tables', () => {
    expect(loadContent().products.flatMap((page) => page.tables ?? [])).toHaveLength(28);
  });

  it('fills every {site.*} token with the identity from site.yml', () => {
    const { site, ...rest } = loadContent();
    const text = JSON.stringify(rest);
    expect(text).not.toMatch(/\{site\./);
    expect(text).toContain(`${site.name} was founded in September 2018`);
  });
});

const brokenCopy = editedContentCopy;

const tsx = join('node_modules', '.bin', 'tsx');

/** Runs the build's first step on a content folder, as `npm run build` does. */
function check(dir: string) {
  const run = spawnSync(tsx, ['scripts/check-content.ts', dir], { encoding: 'utf8' });
  return {
    status: run.status,
    errors: run.stderr.split('\n').filter((line) => line.startsWith('content/')),
    output: run.stdout + run.stderr,
  };
}

/** Removes the `nth` (0-based) line that matches `pattern`. */
const dropLine = (pattern: RegExp, nth: number) => (source: string) => {
  let seen = -1;
  return source
    .split('\n')
    .filter((line) => !(pattern.test(line) && ++seen === nth))
    .join('\n');
};

describe('a bad edit fails the build with one readable line per problem', () => {
  it('runs the content check before next build', () => {
    const { scripts } = JSON.parse(readFileSync('package.json', 'utf8')) as {
      scripts: Record<string, string>;
    };
    expect(scripts.build).toMatch(
      /^tsx scripts\/check-content\.ts && (tsx scripts\/admin-config\.ts && )?next build/,
    );
  });

  it('passes on the committed content', () => {
    const run = spawnSync(tsx, ['scripts/check-content.ts'], { encoding: 'utf8' });
    expect(run.status, run.stderr).toBe(0);
  });

  it('names the file and the field path of a missing required field', () => {
    // The fourth row of the gland table loses its thread.
    const dir = brokenCopy('products/GlandsAccessories.yml', dropLine(/^ {8}thread: /, 3));
    const { status, errors, output } = check(dir);
    expect(status).toBe(1);
    expect(errors).toEqual([
      'content/products/GlandsAccessories.yml: tables[0].rows[3].thread: required',
    ]);
    expect(output).not.toMatch(/^\s+at /m);
  });

  it('names the field and what was expected for a wrong type', () => {
    const dir = brokenCopy('home.yml', (source) => source.replace(/rating: 4/, 'rating: four'));
    const { status, errors } = check(dir);
    expect(status).toBe(1);
    expect(errors).toEqual([
      'content/home.yml: testimonials[0].rating: expected a number, got a text',
    ]);
  });

  it('gives the line and column of a YAML syntax error', () => {
    const dir = brokenCopy('site.yml', (source) => source.replace(/^name: (.*)$/m, 'name: "$1'));
    const { status, errors, output } = check(dir);
    expect(status).toBe(1);
    expect(errors.length).toBeGreaterThan(0);
    for (const line of errors)
      expect(line).toMatch(/^content\/site\.yml: line \d+, column \d+: \S/);
    expect(output).not.toMatch(/^\s+at /m);
  });

  it('names a misspelt field and an unknown {site.*} token', () => {
    const misspelt = brokenCopy('career.yml', (source) => source.replace(/^jobs:/m, 'job:'));
    expect(readContent(misspelt).problems).toEqual([
      'content/career.yml: jobs: required',
      'content/career.yml: job: unknown field (check its spelling)',
    ]);
    const token = brokenCopy('career.yml', (source) =>
      source.replace('{site.shortName}', '{site.short}'),
    );
    expect(readContent(token).problems).toEqual([
      expect.stringMatching(
        /^content\/career\.yml: offer\.topics\[0\]\.title: unknown \{site\.short\}; known: \{site\.name\}/,
      ),
    ]);
  });

  it('stops the loaders inside next build with the same lines and no stack trace', () => {
    const dir = brokenCopy('products/GlandsAccessories.yml', dropLine(/^ {8}thread: /, 3));
    let error: unknown;
    try {
      loadContent(dir);
    } catch (thrown) {
      error = thrown;
    }
    expect(error).toBeInstanceOf(ContentError);
    const { message, stack } = error as ContentError;
    expect(message.split('\n')).toContain(
      'content/products/GlandsAccessories.yml: tables[0].rows[3].thread: required',
    );
    expect(stack).toBe(message);
  });
});

describe('every editor mistake the admin lets through is one line: file, field, what to type', () => {
  const mistakes: [string, string, (source: string) => string, RegExp][] = [
    [
      'a range typed the wrong way round names the bound',
      'products/GlandsAccessories.yml',
      (source) => source.replace(/(outerSeal:\n {10}min: )6\.1/, '$199'),
      /^content\/products\/GlandsAccessories\.yml: tables\[0\]\.rows\[0\]\.outerSeal\.max: the To value \(11\.5\) is below the From value \(99\): type a To of at least 99/,
    ],
    [
      'a rating beyond five names the highest allowed',
      'home.yml',
      (source) => source.replace(/rating: 4/, 'rating: 6'),
      /^content\/home\.yml: testimonials\[0\]\.rating: must be at most 5/,
    ],
    [
      'an image that is not in public/ says to upload it',
      'about.yml',
      (source) => source.replace(/src: \/images\/about\/[^\n]+/, 'src: /images/about/gone.webp'),
      /^content\/about\.yml: whoWeAre\.image\.src: no such file: public\/images\/about\/gone\.webp \(upload it/,
    ],
    [
      'an image named with a space says so',
      'about.yml',
      (source) =>
        source.replace(/src: \/images\/about\/[^\n]+/, 'src: /images/about/team photo.webp'),
      /^content\/about\.yml: whoWeAre\.image\.src: the file name has a space/,
    ],
    [
      'a quote label without its {} shows where the value goes',
      'products/GlandsAccessories.yml',
      (source) => source.replace('quoteLabel: size {}', 'quoteLabel: size'),
      /^content\/products\/GlandsAccessories\.yml: tables\[0\]\.columns\[0\]\.quoteLabel: expected the cell's place marked \{\}/,
    ],
    [
      'a link to no page lists the pages',
      'home.yml',
      (source) => source.replace(/link: \/about/, 'link: /abuot'),
      /^content\/home\.yml: whyChooseUs\[\d\]\.link: expected a page of the site, one of \/, \/about/,
    ],
    [
      'a table row missing a cell names the cell',
      'products/GlandsAccessories.yml',
      dropLine(/^ {8}npt: /, 0),
      /^content\/products\/GlandsAccessories\.yml: tables\[0\]\.rows\[0\]\.npt: required$/,
    ],
  ];
  it.each(mistakes)('%s', (_, file, edit, line) => {
    const problems = readContent(brokenCopy(file, edit)).problems;
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(line);
  });
});
