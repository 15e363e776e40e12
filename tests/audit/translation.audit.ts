import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { loadContent, readContent, routeTextsIn } from '@/lib/content/load';
import { routes } from '@/lib/content/routes';
import { auditDir as contentDir } from './content';

/**
 * The state of today's translation: every text translated, in Arabic, the Arabic files holding only
 * texts. A text left for later is allowed (the page shows the English, marked): this lists them.
 */
const arabicLetter = /[\u0600-\u06FF]/;
const routeTextOf = (path: string, locale: 'en' | 'ar') =>
  routeTextsIn(locale, contentDir)[path as never];

describe('the Arabic content', () => {
  it('has every text of every content file translated', () => {
    const { problems, untranslated, notes } = readContent(contentDir, 'ar');
    expect(problems).toEqual([]);
    expect(untranslated.map((entry) => entry.where)).toEqual([]);
    expect(notes).toEqual([]);
  });

  it('is Arabic: every page text and every paragraph of a page has Arabic letters', () => {
    for (const route of routes)
      for (const [field, value] of Object.entries(routeTextOf(route.path, 'ar') ?? {}))
        expect(value, `${route.path} ${field}`).toMatch(arabicLetter);
    const { about, products, legal } = loadContent(contentDir, 'ar');
    for (const paragraph of [
      ...about.whoWeAre.paragraphs,
      ...products.flatMap((page) => page.intro),
      ...legal.flatMap((page) => page.intro),
    ])
      expect(paragraph).toMatch(arabicLetter);
  });

  it('holds only texts: no figure, path or image file is typed twice', () => {
    const arabic = readFileSync(join(contentDir, 'products/GlandsAccessories.ar.yml'), 'utf8');
    expect(arabic).not.toMatch(/^\s*(src|min|max|decimals|key): /m);
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
