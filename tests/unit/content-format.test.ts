import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { contentFiles } from '@/lib/content/content-files';
import { formatContent } from '@/lib/content/format';
import { defaultLocale } from '@/lib/i18n/locales';

/**
 * Content files are stored in the form the admin writes (lib/content/format.ts), so an edit saved
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
  it('covers every content file in both languages', () => {
    expect(files.length).toBeGreaterThan(60);
    expect(files.filter((file) => file.locale === 'ar').length).toBe(
      files.filter((file) => file.locale === 'en').length,
    );
  });

  it.each(files.map((file) => [file.shown, file] as const))('%s', (_, file) => {
    const text = readFileSync(file.path, 'utf8');
    expect(format(file, parse(text)) === text, `${file.shown}: run npm run format:content`).toBe(
      true,
    );
  });

  it('writes a one-value change as a one-line change', () => {
    const glands = files.find((file) => file.shown === 'content/products/GlandsAccessories.yml')!;
    const text = readFileSync(glands.path, 'utf8');
    const data = parse(text);
    data.tables[0].rows[3].outerSeal.max = 22.5;
    expect(changedLines(text, format(glands, data))).toBe(1);
    data.intro[0] = `${data.intro[0]} Edited.`;
    expect(changedLines(text, format(glands, data))).toBe(2);
  });

  it('leaves out an empty optional field and keeps the order of the fields', () => {
    const glands = files.find((file) => file.shown === 'content/products/GlandsAccessories.yml')!;
    const data = parse(readFileSync(glands.path, 'utf8'));
    const column = data.tables[0].columns[2];
    column.unit = '';
    column.decimals = null;
    data.cardGroups = [];
    const out = parse(format(glands, data));
    expect(out.tables[0].columns[2]).toEqual({
      key: column.key,
      label: column.label,
      ...(column.quoteLabel ? { quoteLabel: column.quoteLabel } : {}),
    });
    expect(out).not.toHaveProperty('cardGroups');
    expect(Object.keys(out)).toEqual(Object.keys(parse(readFileSync(glands.path, 'utf8'))));
  });
});
