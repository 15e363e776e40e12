import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { collections } from '@/lib/content/schema';
import { ContentError, contentDir, loadContent, readContent } from '@/lib/content/load';
import { routesOfKind } from '@/lib/content/routes';
import { isRange } from '@/lib/content/catalogue/format';
import { editedContentCopy, editedData } from './content-copy';

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

  it('fills every {site.*} token with the identity from site.yml', () => {
    const { site, ...rest } = loadContent();
    const text = JSON.stringify(rest);
    expect(text).not.toMatch(/\{site\./);
    // A token typed in a text reads as the identity once the content is loaded.
    const dir = editedData('career.yml', (data) => {
      data.offer.heading = 'Working at {site.shortName}';
    });
    expect(loadContent(dir).career.offer.heading).toBe(`Working at ${site.shortName}`);
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

describe('a bad edit fails the build with one readable line per problem', () => {
  it('runs the content check before next build', () => {
    const { scripts } = JSON.parse(readFileSync('package.json', 'utf8')) as {
      scripts: Record<string, string>;
    };
    expect(scripts.build).toMatch(
      /^tsx scripts\/check-content\.ts && (tsx scripts\/admin-config\.ts && )?(node scripts\/font-fallbacks\.mjs && )?next build/,
    );
  });

  it('passes on the committed content', () => {
    const run = spawnSync(tsx, ['scripts/check-content.ts'], { encoding: 'utf8' });
    expect(run.status, run.stderr).toBe(0);
  });

  it('names the file and the field path of a missing required field', () => {
    const { dir, line } = rowWithoutCell();
    const { status, errors, output } = check(dir);
    expect(status).toBe(1);
    expect(errors).toEqual([line]);
    expect(output).not.toMatch(/^\s+at /m);
  });

  it('names the field and what was expected for a wrong type', () => {
    const dir = editedData('site.yml', (data) => {
      data.geo.latitude = 'north';
    });
    const { status, errors } = check(dir);
    expect(status).toBe(1);
    expect(errors).toEqual(['content/site.yml: geo.latitude: expected a number, got a text']);
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
    const token = editedData('career.yml', (data) => {
      data.offer.heading = 'Working at {site.short}';
    });
    expect(readContent(token).problems).toEqual([
      expect.stringMatching(
        /^content\/career\.yml: offer\.heading: unknown \{site\.short\}; known: \{site\.name\}/,
      ),
    ]);
  });

  it('stops the loaders inside next build with the same lines and no stack trace', () => {
    const { dir, line } = rowWithoutCell();
    let error: unknown;
    try {
      loadContent(dir);
    } catch (thrown) {
      error = thrown;
    }
    expect(error).toBeInstanceOf(ContentError);
    const { message, stack } = error as ContentError;
    expect(message.split('\n')).toContain(line);
    expect(stack).toBe(message);
  });
});

/** The first product page with a table, its file and the table: what the mistakes below edit. */
function firstTable() {
  const page = loadContent().products.find((product) => (product.tables ?? []).length > 0)!;
  return { file: `products${page.path}.yml`, page };
}

/** A copy whose first table's first row lacks its first cell, and the line the check says. */
function rowWithoutCell() {
  const { file } = firstTable();
  let key = '';
  const dir = editedData(file, (data) => {
    const row = data.tables[0].rows[0];
    key = data.tables[0].columns[0].key;
    delete row[key];
  });
  return { dir, line: `content/${file}: tables[0].rows[0].${key}: required` };
}

describe('every editor mistake the admin lets through is one line: file, field, what to type', () => {
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  const mistakes: [string, () => { dir: string; line: RegExp }][] = [
    [
      'a range typed the wrong way round names the bound',
      () => {
        // The first range cell of any table: its From goes above its To.
        const page = loadContent().products.find((product) =>
          (product.tables ?? []).some((table) =>
            table.rows.some((row) => Object.values(row).some(isRange)),
          ),
        )!;
        let where = '';
        let max = 0;
        const dir = editedData(`products${page.path}.yml`, (data) => {
          data.tables.some((table: { rows: Record<string, unknown>[] }, t: number) =>
            table.rows.some((row, r) =>
              Object.entries(row).some(([key, cell]) => {
                if (!isRange(cell as never)) return false;
                const range = cell as { min: number; max: number };
                max = range.max;
                range.min = range.max + 10;
                where = `tables[${t}].rows[${r}].${key}.max`;
                return true;
              }),
            ),
          );
        });
        return {
          dir,
          line: new RegExp(
            `^content/products${escape(page.path)}\\.yml: ${escape(where)}: the To value \\(${escape(String(max))}\\) is below the From value`,
          ),
        };
      },
    ],
    [
      'a figure beyond its bound names the highest allowed',
      () => ({
        dir: editedData('site.yml', (data) => {
          data.geo.latitude = 95;
        }),
        line: /^content\/site\.yml: geo\.latitude: must be at most 90/,
      }),
    ],
    [
      'an image that is not in public/ says to upload it',
      () => ({
        dir: editedData('about.yml', (data) => {
          data.whoWeAre.image.src = '/images/about/gone.webp';
        }),
        line: /^content\/about\.yml: whoWeAre\.image\.src: no such file: public\/images\/about\/gone\.webp \(upload it/,
      }),
    ],
    [
      'an image named with a space says so',
      () => ({
        dir: editedData('about.yml', (data) => {
          data.whoWeAre.image.src = '/images/about/team photo.webp';
        }),
        line: /^content\/about\.yml: whoWeAre\.image\.src: the file name has a space/,
      }),
    ],
    [
      'an alternative text that is a file name asks for words',
      () => ({
        dir: editedData('about.yml', (data) => {
          data.whoWeAre.image.alt = 'IMG_2041.jpg';
        }),
        line: /^content\/about\.yml: whoWeAre\.image\.alt: describe the image in words/,
      }),
    ],
    [
      'a quote label without its {} shows where the value goes',
      () => {
        const { file } = firstTable();
        return {
          dir: editedData(file, (data) => {
            data.tables[0].columns[0].quoteLabel = 'size';
          }),
          line: new RegExp(
            `^content/${escape(file)}: tables\\[0\\]\\.columns\\[0\\]\\.quoteLabel: expected the cell's place marked \\{\\}`,
          ),
        };
      },
    ],
    [
      'a link to no page lists the pages',
      () => ({
        dir: editedData('hubs.yml', (data) => {
          data.product.pages[0] = '/abuot';
        }),
        line: /^content\/hubs\.yml: product\.pages\[0\]: expected a product page, one of \/product-detail/,
      }),
    ],
    [
      'a page listed twice names the first place',
      () => ({
        dir: editedData('hubs.yml', (data) => {
          data.product.menu.push(data.product.menu[0]);
        }),
        line: /^content\/hubs\.yml: product\.menu\[\d+\]: \/\S+ is already menu entry 1: remove one of them/,
      }),
    ],
    [
      'two pages of one title name the other page',
      () => ({
        dir: editedData('routes.yml', (data) => {
          data['/services'].title = data['/about'].title;
        }),
        line: /^content\/routes\.yml: \/services\.title: the same title as \/about: each page needs its own/,
      }),
    ],
    [
      'a title too long for a search result says by how much',
      () => ({
        dir: editedData('routes.yml', (data) => {
          data['/about'].title = 'About us: '.repeat(10).trim();
        }),
        line: /^content\/routes\.yml: \/about\.title: \d+ characters, more than the 70 a search result shows: shorten it by \d+/,
      }),
    ],
    [
      'two table rows of one name in a quote name the first',
      () => {
        const { file } = firstTable();
        return {
          dir: editedData(file, (data) => {
            data.tables[0].rows.push(structuredClone(data.tables[0].rows[0]));
          }),
          line: new RegExp(
            `^content/${escape(file)}: tables\\[0\\]\\.rows\\[\\d+\\]: reads ".+" in a quote, like row 1`,
          ),
        };
      },
    ],
    [
      'two datasheets of one document number name the first',
      () => {
        const [first, second] = loadContent().products;
        return {
          dir: editedData(`products${second!.path}.yml`, (data) => {
            data.datasheet.number = first!.datasheet.number;
          }),
          line: new RegExp(
            `^content/products${escape(second!.path)}\\.yml: datasheet\\.number: ${escape(first!.datasheet.number)}, the number of ${escape(first!.path)}'s datasheet`,
          ),
        };
      },
    ],
  ];
  it.each(mistakes)('%s', (_, make) => {
    const { dir, line } = make();
    const problems = readContent(dir).problems;
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(line);
  });
});
