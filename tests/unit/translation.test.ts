import { readFileSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { parse, stringify } from 'yaml';
import { describe, expect, it } from 'vitest';
import { contentDir, loadContent, readContent, routeTextOf } from '@/lib/content/load';
import { overlay, type OverlayReport } from '@/lib/content/overlay';
import { routes } from '@/lib/content/routes';
import { editedContentCopy } from './content-copy';

const arabicLetter = /[\u0600-\u06FF]/;

describe('the Arabic content', () => {
  it('has every text of every content file translated', () => {
    const { problems, untranslated, notes } = readContent(contentDir, 'ar');
    expect(problems).toEqual([]);
    expect(untranslated.map((entry) => entry.where)).toEqual([]);
    expect(notes).toEqual([]);
  });

  it('is Arabic: every page text and every paragraph of a page has Arabic letters', () => {
    for (const route of routes)
      for (const [field, value] of Object.entries(routeTextOf(route.path, 'ar')))
        expect(value, `${route.path} ${field}`).toMatch(arabicLetter);
    const { about, products, legal } = loadContent(contentDir, 'ar');
    for (const paragraph of [
      ...about.whoWeAre.paragraphs,
      ...products.flatMap((page) => page.intro),
      ...legal.flatMap((page) => page.intro),
    ])
      expect(paragraph).toMatch(arabicLetter);
  });

  it('takes figures, paths, images and ids from the English file', () => {
    const en = loadContent(contentDir, 'en');
    const ar = loadContent(contentDir, 'ar');
    const shape = (page: (typeof en.products)[number]) => ({
      path: page.path,
      image: { ...page.image, alt: '' },
      tables: page.tables?.map((table) => ({
        id: table.id,
        keys: table.columns.map((column) => column.key),
        numbers: table.rows.map((row) =>
          Object.values(row).filter(
            (cell) =>
              typeof cell === 'number' || (typeof cell === 'object' && !Array.isArray(cell)),
          ),
        ),
      })),
    });
    expect(ar.products.map(shape)).toEqual(en.products.map(shape));
    expect(ar.site.email).toBe(en.site.email);
    expect(ar.site.name).toBe(en.site.name);
  });

  it('holds only texts: no figure, path or image file is typed twice', () => {
    const arabic = readFileSync(join(contentDir, 'products/GlandsAccessories.ar.yml'), 'utf8');
    expect(arabic).not.toMatch(/^\s*(src|min|max|decimals|key): /m);
  });
});

describe('a missing Arabic text never blocks a publish: the English is shown and listed', () => {
  it('names the file and field of a missing text, and the English is shown', () => {
    const dir = editedContentCopy('about.ar.yml', (source) =>
      source.replace(/^(\s+)- title: (.*)\n\s+text: .*$/m, '$1- title: $2'),
    );
    const english = loadContent(contentDir, 'en').about.values.cards[0]!.text;
    const { content, problems, untranslated } = readContent(dir, 'ar');
    expect(problems).toEqual([]);
    expect(untranslated).toEqual([
      { where: 'content/about.ar.yml: values.cards[0].text', text: english },
    ]);
    expect(content?.about.values.cards[0]?.text).toBe(english);
    // The English site is not affected by a translation's gap.
    expect(readContent(dir, 'en').untranslated).toEqual([]);
  });

  it('shows a whole page in English when its translation file is missing', () => {
    const dir = editedContentCopy('career.ar.yml', () => '{}\n');
    rmSync(join(dir, 'career.ar.yml'));
    const { content, problems, untranslated } = readContent(dir, 'ar');
    expect(problems).toEqual([]);
    expect(content?.career).toEqual(loadContent(contentDir, 'en').career);
    expect(untranslated.length).toBeGreaterThan(10);
    expect(untranslated.every((entry) => entry.where.startsWith('content/career.ar.yml: '))).toBe(
      true,
    );
  });

  it('shows the English for a table row added in English only', () => {
    // The admin's Add puts a row at the end of the list, in both languages.
    const dir = editedContentCopy('products/GlandsAccessories.yml', (source) => {
      const data = parse(source);
      const rows = data.tables[0].rows;
      rows.push({ ...rows[0], size: '99X' });
      return stringify(data);
    });
    const { content, problems, untranslated } = readContent(dir, 'ar');
    expect(problems).toEqual([]);
    const table = content!.products.find((page) => page.path === '/GlandsAccessories')!.tables![0]!;
    const last = table.rows.length - 1;
    expect(table.rows[last]?.size).toBe('99X');
    expect(untranslated.map((entry) => entry.where)).toContain(
      `content/products/GlandsAccessories.ar.yml: tables[0].rows[${last}].size`,
    );
    // The rows before it keep their translations.
    expect(untranslated.filter((entry) => !entry.where.includes(`rows[${last}]`))).toEqual([]);
  });

  it('ignores a figure written in the Arabic file: the English one is shown', () => {
    const en = parse(readFileSync(join(contentDir, 'products/GlandsAccessories.yml'), 'utf8'));
    const min = en.tables[0].rows[0].outerSeal.min as number;
    const dir = editedContentCopy('products/GlandsAccessories.ar.yml', (source) =>
      source.replace(/(\n    rows:\n      - )/, `$1outerSeal:\n          min: 999\n        `),
    );
    const { content, notes } = readContent(dir, 'ar');
    const row = content!.products.find((page) => page.path === '/GlandsAccessories')!.tables![0]!
      .rows[0]!;
    expect(row.outerSeal).toMatchObject({ min });
    expect(notes).toEqual([]);
  });
});

describe('overlay', () => {
  const english = {
    title: 'Cable glands',
    rows: [{ size: 'M20', width: 'wide', range: { min: 1, max: 2 } }],
    figures: [1, 2],
  };
  const report = (): OverlayReport => ({ untranslated: [], notes: [] });

  it('takes texts from the translation, everything else from the English', () => {
    const seen = report();
    const merged = overlay(
      english,
      {
        title: 'جلبات الكابلات',
        rows: [{ size: 'M20', width: 'عريض', range: { min: 9, max: 9 } }],
        figures: [7],
      },
      'x.ar.yml',
      seen,
    );
    expect(seen).toEqual(report());
    expect(merged).toEqual({
      title: 'جلبات الكابلات',
      // A table cell named like a shared field (width) is still a text to translate.
      rows: [{ size: 'M20', width: 'عريض', range: { min: 1, max: 2 } }],
      figures: [1, 2],
    });
  });

  it('keeps the English where a text is missing, and notes what it cannot use', () => {
    const seen = report();
    const merged = overlay(english, { title: '', rows: [], extra: 'x' }, 'x.ar.yml', seen);
    expect(merged).toEqual(english);
    expect(seen.untranslated).toEqual([['title'], ['rows', 0, 'size'], ['rows', 0, 'width']]);
    expect(seen.notes).toEqual([
      'x.ar.yml: extra: not in the English file: not shown',
      'x.ar.yml: title: expected a text: the English is shown',
    ]);
  });
});

describe('no English sentence left in the Arabic content', () => {
  /** Every string of a value, with where it stands (`heroSlides[0].headline`). */
  function* strings(value: unknown, where: string): Generator<[string, string]> {
    if (typeof value === 'string') yield [where, value];
    else if (Array.isArray(value))
      for (const [index, item] of value.entries()) yield* strings(item, `${where}[${index}]`);
    else if (value && typeof value === 'object')
      for (const [key, item] of Object.entries(value)) yield* strings(item, `${where}.${key}`);
  }

  it('has no text of three or more Latin words without an Arabic letter in an Arabic file', () => {
    // Names are written in Latin letters on purpose (content/PLACEHOLDERS.md).
    const { site, home } = loadContent(contentDir, 'en');
    const names = new Set([
      ...[site.legalName, site.name, site.shortName, site.developer.name, site.glandReference],
      ...home.clients.map((client) => client.name),
    ]);
    const files = readdirSync(contentDir, { recursive: true, encoding: 'utf8' });
    const english = files
      .filter((file) => file.endsWith('.ar.yml'))
      .flatMap((file) => [...strings(parse(readFileSync(join(contentDir, file), 'utf8')), file)])
      .filter(
        ([where, text]) =>
          !where.endsWith('.id') &&
          !arabicLetter.test(text) &&
          !names.has(text) &&
          (text.match(/\b[A-Za-z]*[a-z][A-Za-z]*\b/g) ?? []).filter((word) => word.length > 2)
            .length >= 3,
      );
    expect(english.map(([where, text]) => `${where}: ${text}`)).toEqual([]);
  });
});
