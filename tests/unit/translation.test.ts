import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentDir, loadContent, readContent } from '@/lib/content/load';
import { overlay, type OverlayReport } from '@/lib/content/overlay';
import { isRange } from '@/lib/content/catalogue/format';
import type { Cell } from '@/lib/content/schema';
import { editFile, translatedCopy } from './translated-copy';

/**
 * A text left untranslated never blocks a publish: the Arabic page shows the English, and the build
 * lists it. Each test makes its own whole translation of the content (translatedCopy) and plants its
 * own gap, so none depends on what today's Arabic files hold.
 */
const arabic = (dir: string) => readContent(dir, 'ar');

/** The first text of a parsed file, depth first: [path, value]. */
function firstText(
  value: unknown,
  path: (string | number)[] = [],
): [(string | number)[], string] | undefined {
  if (typeof value === 'string') return [path, value];
  if (Array.isArray(value))
    for (const [index, item] of value.entries()) {
      const found = firstText(item, [...path, index]);
      if (found) return found;
    }
  else if (value && typeof value === 'object')
    for (const [key, item] of Object.entries(value)) {
      const found = firstText(item, [...path, key]);
      if (found) return found;
    }
  return undefined;
}
const at = (data: unknown, path: (string | number)[]) =>
  path.reduce<unknown>((value, key) => (value as Record<string | number, unknown>)?.[key], data);
const fieldPath = (path: (string | number)[]) =>
  path
    .map((key, index) => (typeof key === 'number' ? `[${key}]` : `${index ? '.' : ''}${key}`))
    .join('');

describe('the Arabic content', () => {
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

describe('a missing Arabic text never blocks a publish: the English is shown and listed', () => {
  it('a whole translation made by the test leaves nothing in English', () => {
    const { problems, untranslated } = arabic(translatedCopy());
    expect(problems).toEqual([]);
    expect(untranslated).toEqual([]);
  });

  it('names the file and field of a missing text, and the English is shown', () => {
    const dir = translatedCopy();
    let removed: (string | number)[] = [];
    editFile(dir, 'about.ar.yml', (data) => {
      removed = firstText(data)![0];
      const parent = at(data, removed.slice(0, -1)) as Record<string | number, unknown>;
      delete parent[removed.at(-1)!];
    });
    const english = at(loadContent(dir, 'en').about, removed) as string;
    const { content, problems, untranslated } = arabic(dir);
    expect(problems).toEqual([]);
    expect(untranslated).toEqual([
      { where: `content/about.ar.yml: ${fieldPath(removed)}`, text: english },
    ]);
    expect(at(content!.about, removed)).toBe(english);
    // The English site is not affected by a translation's gap.
    expect(readContent(dir, 'en').untranslated).toEqual([]);
  });

  it.each([
    ['missing', (path: string) => rmSync(path)],
    ['empty ({})', (path: string) => writeFileSync(path, '{}\n')],
  ])('shows a whole page in English when its translation file is %s', (_, change) => {
    const dir = translatedCopy();
    change(join(dir, 'career.ar.yml'));
    const { content, problems, untranslated } = arabic(dir);
    expect(problems).toEqual([]);
    expect(untranslated.length).toBeGreaterThan(0);
    const english = loadContent(dir, 'en').career;
    for (const entry of untranslated) {
      expect(entry.where).toMatch(/^content\/career\.ar\.yml: /);
      expect(entry.text).not.toMatch(/نص عربي/);
    }
    expect(content!.career.offer.heading).toBe(english.offer.heading);
  });

  it('shows the English for a table row added in English only, the other rows translated', () => {
    const dir = translatedCopy();
    const page = loadContent(dir, 'en').products.find((product) => product.tables?.length)!;
    const file = `products${page.path}.yml`;
    let last = 0;
    editFile(dir, file, (data) => {
      const rows = data.tables[0].rows as Record<string, Cell>[];
      // A copy of the first row, each cell changed so the row is its own.
      const row = Object.fromEntries(
        Object.entries(rows[0]!).map(([key, cell]) => [
          key,
          typeof cell === 'string'
            ? `${cell} new`
            : typeof cell === 'number'
              ? cell + 0.5
              : isRange(cell)
                ? { min: cell.min + 0.5, max: cell.max + 0.5 }
                : cell.map((item) => `${item} new`),
        ]),
      );
      rows.push(row);
      last = rows.length - 1;
    });
    const { content, problems, untranslated } = arabic(dir);
    expect(problems).toEqual([]);
    const table = content!.products.find((product) => product.path === page.path)!.tables![0]!;
    const textCells = table.columns.filter((column) => {
      const cell = table.rows[last]![column.key];
      return typeof cell === 'string' || Array.isArray(cell);
    });
    expect(untranslated.length).toBeGreaterThan(0);
    for (const entry of untranslated)
      expect(entry.where).toMatch(
        new RegExp(
          `^content/products${page.path}\\.ar\\.yml: tables\\[0\\]\\.rows\\[${last}\\]\\.`,
        ),
      );
    for (const column of textCells)
      expect(JSON.stringify(table.rows[last]![column.key])).toMatch(/new/);
  });

  it('ignores a figure written in the Arabic file: the English one is shown', () => {
    const dir = translatedCopy();
    const en = loadContent(dir, 'en');
    const page = en.products.find((product) =>
      product.tables?.[0]?.rows.some((row) => Object.values(row).some((cell) => isRange(cell))),
    )!;
    const row = page.tables![0]!.rows.findIndex((cells) => Object.values(cells).some(isRange));
    const key = Object.keys(page.tables![0]!.rows[row]!).find((name) =>
      isRange(page.tables![0]!.rows[row]![name]!),
    )!;
    const english = page.tables![0]!.rows[row]![key];
    editFile(dir, `products${page.path}.ar.yml`, (data) => {
      data.tables[0].rows[row] ??= {};
      data.tables[0].rows[row][key] = { min: 999 };
    });
    const { content, notes } = arabic(dir);
    const shown = content!.products.find((product) => product.path === page.path)!.tables![0]!.rows[
      row
    ]![key];
    expect(shown).toEqual(english);
    expect(notes.filter((note) => note.includes('999'))).toEqual([]);
  });

  it('shows an English sentence left as it is in the Arabic file as English, and lists it', () => {
    const dir = translatedCopy();
    const english = loadContent(dir, 'en').about;
    const paragraph = 'Every cable we supply is checked against its datasheet before it ships.';
    editFile(dir, 'about.yml', (data) => {
      data.whoWeAre.paragraphs[0] = paragraph;
    });
    editFile(dir, 'about.ar.yml', (data) => {
      data.whoWeAre.paragraphs[0] = paragraph;
    });
    const { content, untranslated } = arabic(dir);
    expect(content!.about.whoWeAre.paragraphs[0]).toBe(paragraph);
    expect(untranslated).toEqual([
      { where: 'content/about.ar.yml: whoWeAre.paragraphs[0]', text: paragraph, same: true },
    ]);
    expect(english.whoWeAre.paragraphs.length).toBeGreaterThan(0);
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
