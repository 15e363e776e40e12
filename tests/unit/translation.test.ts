import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentDir, loadContent, readContent, readRouteTexts } from '@/lib/content/load';
import { overlay } from '@/lib/content/overlay';
import { routes } from '@/lib/content/routes';
import { editedContentCopy } from './content-copy';

const editedCopy = editedContentCopy;

const arabicLetter = /[\u0600-\u06FF]/;

describe('the Arabic content', () => {
  it('has a translation of every text of every content file and of the route table', () => {
    expect(readContent(contentDir, 'ar').problems).toEqual([]);
    expect(readRouteTexts(contentDir, 'ar').problems).toEqual([]);
  });

  it('is Arabic: every route text and every paragraph of a page has Arabic letters', () => {
    const texts = readRouteTexts(contentDir, 'ar').texts!;
    for (const route of routes)
      for (const [field, value] of Object.entries(texts[route.path]))
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
});

describe('a missing or misplaced Arabic text fails the content check, one line each', () => {
  it('names the file and field of a missing text', () => {
    const dir = editedCopy('about.ar.yml', (source) =>
      source.replace(/^(\s+)- title: (.*)\n\s+text: .*$/m, '$1- title: $2'),
    );
    expect(readContent(dir, 'ar').problems).toEqual([
      'content/about.ar.yml: values[0].text: Arabic text missing',
    ]);
    // The English site is not affected by a translation's problem.
    expect(readContent(dir, 'en').problems).toEqual([]);
  });

  it('names a missing translation file and a missing route text', () => {
    const dir = editedCopy('routes.ar.yml', (source) =>
      source.replace(/^'\/about':\n(\s+.*\n)+?(?=')/m, ''),
    );
    rmSync(join(dir, 'career.ar.yml'));
    expect(readContent(dir, 'ar').problems).toEqual([
      'content/career.ar.yml: missing file (the translation of content/career.yml)',
    ]);
    expect(readRouteTexts(dir, 'ar').problems).toEqual(['content/routes.ar.yml: /about: required']);
  });

  it('ignores a figure changed in the Arabic file: the English one is shown', () => {
    const en = readFileSync(join(contentDir, 'about.yml'), 'utf8');
    const width = /width: (\d+)/.exec(en)![1]!;
    const dir = editedCopy('about.ar.yml', (source) =>
      source.replace(`width: ${width}`, 'width: 1'),
    );
    const { content } = readContent(dir, 'ar');
    expect(content?.about.whoWeAre.image.width).toBe(Number(width));
  });
});

describe('overlay', () => {
  const english = {
    path: '/x',
    title: 'Cable glands',
    rows: [{ size: 'M20', width: 'wide', range: { min: 1, max: 2 } }],
    figures: [1, 2],
  };

  it('takes texts from the translation, everything else from the English', () => {
    const problems: string[] = [];
    const merged = overlay(
      english,
      {
        path: '/elsewhere',
        title: 'جلبات الكابلات',
        rows: [{ size: 'M20', width: 'عريض', range: { min: 9, max: 9 } }],
        figures: [7],
      },
      'x.ar.yml',
      problems,
    );
    expect(problems).toEqual([]);
    expect(merged).toEqual({
      path: '/x',
      title: 'جلبات الكابلات',
      // A table cell named like a shared field (width) is still a text to translate.
      rows: [{ size: 'M20', width: 'عريض', range: { min: 1, max: 2 } }],
      figures: [1, 2],
    });
  });

  it('reports missing texts, wrong list lengths and unknown fields', () => {
    const problems: string[] = [];
    overlay(english, { title: '', rows: [], extra: 'x' }, 'x.ar.yml', problems);
    expect(problems).toEqual([
      'x.ar.yml: extra: not in the English file (check its spelling)',
      'x.ar.yml: title: expected an Arabic text',
      'x.ar.yml: rows: expected 1 items like the English, got 0',
      'x.ar.yml: rows[0]: Arabic texts missing',
    ]);
  });
});
