import { readdirSync, readFileSync } from 'node:fs';
import { contentDir } from '@/lib/content/load';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { contentFiles } from '@/lib/content/content-files';
import { formatContent } from '@/lib/content/file-format';
import { defaultLocale } from '@/lib/i18n/locales';
import { placeholderList } from '@/lib/content/placeholders';

/**
 * Content files are stored in the form the admin writes (lib/content/file-format.ts), so an edit saved
 * in the admin changes its own line and no other: `npm run format:content` puts a file back in it.
 */
const files = contentFiles();

const format = (file: (typeof files)[number], data: unknown) =>
  formatContent(data, file.fields, { locale: file.locale, defaultLocale });

const changedLines = (a: string, b: string) => {
  const left = a.split('\n');
  const right = b.split('\n');
  return left.length === right.length
    ? left.filter((line, index) => line !== right[index]).length
    : Infinity;
};

describe('content files are in the form the admin writes', () => {
  it('covers every content file, in each language it is written in', () => {
    const yaml = (readdirSync(contentDir, { recursive: true }) as string[])
      .filter((file) => file.endsWith('.yml'))
      .map((file) => `content/${file}`)
      // The launch check's list: the register's data, kept by developers, not edited in the admin.
      .filter((file) => file !== placeholderList)
      .sort();
    expect(files.map((file) => file.shown).sort()).toEqual(yaml);
  });

  it.each(files.map((file) => [file.shown, file] as const))('%s', (_, file) => {
    const text = readFileSync(file.path, 'utf8');
    expect(format(file, parse(text)) === text, `${file.shown}: run npm run format:content`).toBe(
      true,
    );
  });

  // The first product page with a table: what the edits below change.
  const page = files.find(
    (file) =>
      file.shown.startsWith('content/products/') &&
      file.locale === 'en' &&
      (parse(readFileSync(file.path, 'utf8')) as { tables?: unknown[] }).tables?.length,
  )!;

  it('writes a one-value change as a one-line change', () => {
    const text = readFileSync(page.path, 'utf8');
    const data = parse(text);
    const row = data.tables[0].rows[0];
    const key = Object.keys(row).find((name) => typeof row[name] !== 'object')!;
    row[key] = typeof row[key] === 'number' ? row[key] + 1 : `${row[key]} edited`;
    expect(changedLines(text, format(page, data))).toBe(1);
    data.intro[0] = `${data.intro[0]} Edited.`;
    expect(changedLines(text, format(page, data))).toBe(2);
  });

  it('leaves out an empty optional field and keeps the order of the fields', () => {
    const data = parse(readFileSync(page.path, 'utf8'));
    const column = data.tables[0].columns[0];
    column.unit = '';
    column.decimals = null;
    data.cardGroups = [];
    const out = parse(format(page, data));
    expect(out.tables[0].columns[0]).toEqual({
      key: column.key,
      label: column.label,
      ...(column.quoteLabel ? { quoteLabel: column.quoteLabel } : {}),
    });
    expect(out).not.toHaveProperty('cardGroups');
    expect(Object.keys(out)).toEqual(
      Object.keys(parse(readFileSync(page.path, 'utf8'))).filter((key) => key !== 'cardGroups'),
    );
  });
});
