import { describe, expect, it } from 'vitest';
import { prepareCatalogue, type CatalogueIndex } from '@/lib/search/catalogue';
import { catalogueIndex, wordsOf } from '@/lib/search/catalogue-data';
import { matchIn, matchLines, matchLinesIn, readLine, unitOf } from '@/lib/search/take-off';
import { locales } from '@/lib/i18n/locales';
import { indexTable } from './index-table';

/** The fixture's rows, named with a language's item word: the same ids and cells in both languages. */
const lugRows = (item: string) =>
  [95, 150].map((size) => ({ id: `lugs-${size}`, label: `${item} ${size} mm²`, cells: [size] }));
const glandRows = (item: string) =>
  ['M20', 'M25'].map((thread) => ({
    id: `glands-${thread.toLowerCase()}`,
    label: `${item} ${thread}`,
    cells: [thread],
  }));

/** The test's own catalogue: the gate holds for any content, so it brings its fixture. */
const fixture: CatalogueIndex = {
  language: 'en',
  synonyms: [
    { id: 'mm2', kind: 'unit', means: 'mm²', words: wordsOf('mm2, sq mm') },
    { id: 'pieces', kind: 'count', means: 'pcs', words: wordsOf('pcs, nos, قطعة') },
    { id: 'metres', kind: 'count', means: 'm', words: wordsOf('m, mtr, metres, متر') },
    { id: 'ss', kind: 'term', means: 'stainless steel', words: wordsOf('SS') },
    { id: 'brass', kind: 'term', means: 'brass', words: wordsOf('براس') },
  ],
  tables: [
    indexTable('Lugs', {
      caption: 'Cable lugs',
      item: 'Cable lug',
      columns: [{ label: 'Conductor', unit: 'mm²' }],
      rows: lugRows('Cable lug'),
    }),
    indexTable('Glands', {
      caption: 'Gland sizes',
      item: 'Cable gland',
      columns: [{ label: 'Thread' }],
      options: [{ name: 'Material', values: ['Nickel-plated brass', 'Brass', 'Stainless steel'] }],
      rows: glandRows('Cable gland'),
    }),
  ],
};
const catalogue = prepareCatalogue(fixture);

/** The fixture's Arabic twin: the same tables, rows and options by id and place, in Arabic words. */
const arabicFixture: CatalogueIndex = {
  language: 'ar',
  synonyms: fixture.synonyms.map((entry) =>
    entry.id === 'metres' ? { ...entry, means: 'م' } : entry,
  ),
  tables: [
    {
      ...fixture.tables[0]!,
      path: '/ar/Lugs',
      page: 'الأطراف',
      caption: 'أطراف الكابلات',
      item: 'طرف كابل',
      columns: [{ label: 'الموصل', unit: 'mm²' }],
      rows: lugRows('طرف كابل'),
    },
    {
      ...fixture.tables[1]!,
      path: '/ar/Glands',
      page: 'الجلبات',
      caption: 'مقاسات الجلبات',
      item: 'جلبة كابل',
      columns: [{ label: 'السن' }],
      options: [
        { name: 'المادة', values: ['نحاس أصفر مطلي بالنيكل', 'نحاس أصفر', 'فولاذ مقاوم للصدأ'] },
      ],
      rows: glandRows('جلبة كابل'),
    },
  ],
};
const arabic = prepareCatalogue(arabicFixture);
const MAX = 100000;

describe('a pasted line’s quantity is exactly what was typed', () => {
  it('finds it before a count word, alone first or last, or in its own spreadsheet cell', () => {
    for (const line of [
      '200 nos M25 gland',
      'M25 gland 200 pcs',
      'M25 gland\t200\tnos',
      '200\tM25 gland',
      'M25 gland 200',
      '٢٠٠ قطعة M25 gland',
    ])
      expect(readLine(line, catalogue, MAX), line).toMatchObject({ quantity: 200 });
  });

  it('reads a figure against a unit as a size, not the quantity', () => {
    expect(readLine('50 150mm2 lug', catalogue, MAX)).toMatchObject({
      quantity: 50,
      description: '150mm2 lug',
    });
    expect(readLine('150 mm2 lug', catalogue, MAX)).toMatchObject({ problem: 'missing' });
  });

  it('keeps the unit of a quantity not in pieces, in the words of either language', () => {
    for (const line of [
      '100 m M25 gland',
      'M25 gland 100 mtr',
      '100metres M25 gland',
      '100 متر M25',
    ])
      expect(unitOf(readLine(line, catalogue, MAX), catalogue), line).toBe('m');
    expect(unitOf(readLine('100 mtr M25 gland', arabic, MAX), arabic)).toBe('م');
    // Read on the Arabic page, said in English for the sales team: the same unit by its id.
    expect(unitOf(readLine('100 متر M25', arabic, MAX), catalogue)).toBe('m');
    for (const line of ['200 nos M25 gland', '200 M25 gland', 'M25 gland 200'])
      expect(unitOf(readLine(line, catalogue, MAX), catalogue), line).toBeUndefined();
    expect(readLine('100 m M25 gland', catalogue, MAX)).toMatchObject({
      quantity: 100,
      description: 'M25 gland',
    });
  });

  it('refuses what is not a whole number from 1 to the limit, never rounding it', () => {
    for (const typed of ['1.000', '2.5', '1e3', '1,000', '-5'])
      expect(readLine(`${typed} pcs lug`, catalogue, MAX), typed).toMatchObject({
        quantityText: typed,
        problem: 'notWhole',
      });
    expect(readLine('2.5 pcs lug', catalogue, MAX).quantity).toBeUndefined();
    expect(readLine('0 pcs lug', catalogue, MAX)).toMatchObject({ problem: 'tooSmall' });
    expect(readLine(`${MAX + 1} pcs lug`, catalogue, MAX)).toMatchObject({ problem: 'tooLarge' });
    expect(readLine('lug', catalogue, MAX)).toMatchObject({ problem: 'missing' });
  });
});

describe('a pasted line’s row', () => {
  it('matches the row with the option the line names, and keeps the alternatives', () => {
    const [gland, lug] = matchLines('200 nos M25 brass gland\n50 150 sq mm lug', catalogue, MAX);
    expect(gland!.matches[0]!.row.row.id).toBe('glands-m25');
    expect(gland!.matches[0]!.options).toEqual([
      { name: 'Material', value: 'Brass', named: true, at: 0 },
    ]);
    expect(gland!.matches.map((match) => match.row.row.id)).toContain('glands-m20');
    expect(lug!.matches[0]!.row.row.id).toBe('lugs-150');
    expect(lug!.sureness).toBe('sure');
  });

  it('keeps a line it cannot match, as typed, with no row; blank lines are left out', () => {
    const lines = matchLines('\n3 nos site visit by an engineer\n\n', catalogue, MAX);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      text: '3 nos site visit by an engineer',
      matches: [],
      quantity: 3,
    });
  });

  it('reads Arabic buyers’ words and digits', () => {
    const [line] = matchLines('٢٠٠ قطعة M25 gland براس', catalogue, MAX);
    expect(line).toMatchObject({ quantity: 200 });
    expect(line!.matches[0]!.options[0]!.value).toBe('Brass');
  });

  it('matches an English line on the Arabic site: the same row and option, in Arabic', () => {
    const [line] = matchLinesIn('200 nos M25 brass gland', arabic, catalogue, MAX);
    const best = line!.matches[0]!;
    expect(best.row.row).toEqual(arabicFixture.tables[1]!.rows[1]);
    expect(best.row.table.path).toBe('/ar/Glands');
    expect(best.options).toEqual([{ name: 'المادة', value: 'نحاس أصفر', named: true, at: 0 }]);
    expect(line).toMatchObject({ quantity: 200, sureness: expect.any(String) });
    // Each row once, whichever language found it.
    const ids = line!.matches.map((match) => match.row.row.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(line!.matches.every((match) => match.row.table.path.startsWith('/ar/'))).toBe(true);
  });

  it('names only the options that fit the row it chose: no nylon colour on a stainless tie', () => {
    const ties = prepareCatalogue({
      ...fixture,
      tables: [
        indexTable('Ties', {
          caption: 'Cable ties',
          item: 'Cable tie',
          columns: [{ label: 'Length', unit: 'mm' }, { label: 'Material' }],
          options: [
            { name: 'Colour', values: ['Black', 'Natural'] },
            { name: 'Finish', values: ['Uncoated', 'Polyester coated'] },
          ],
          rows: [
            {
              id: 'ties-nylon-360',
              label: 'Cable tie 360 mm nylon',
              cells: [360, 'Nylon 6.6'],
              options: [0],
            },
            {
              id: 'ties-ss-360',
              label: 'Cable tie 360 mm stainless',
              cells: [360, 'Stainless steel'],
              options: [1],
            },
          ],
        }),
      ],
    });
    const [steel, nylon] = matchLines(
      '500 pcs SS cable tie 360mm\n300 pcs nylon cable tie 360 mm natural',
      ties,
      MAX,
    );
    expect(steel!.matches[0]!.row.row.id).toBe('ties-ss-360');
    expect(steel!.matches[0]!.options).toEqual([
      { name: 'Finish', value: 'Uncoated', named: false, at: 1 },
    ]);
    expect(nylon!.matches[0]!.row.row.id).toBe('ties-nylon-360');
    expect(nylon!.matches[0]!.options).toEqual([
      { name: 'Colour', value: 'Natural', named: true, at: 0 },
    ]);
  });

  it('gives an Arabic page’s match in English, the same row and option values, for the sales team', () => {
    const [line] = matchLinesIn('200 nos M25 brass gland', arabic, catalogue, MAX);
    const english = matchIn(line!.matches[0]!, catalogue);
    expect(english?.row.row).toEqual(fixture.tables[1]!.rows[1]);
    expect(english?.options).toEqual([{ name: 'Material', value: 'Brass', named: true, at: 0 }]);
  });

  it('keeps the page’s own match, and a line neither language matches as typed', () => {
    const [own, none] = matchLinesIn(
      '50 طرف كابل 150 mm²\n3 nos site visit',
      arabic,
      catalogue,
      MAX,
    );
    expect(own!.matches[0]!.row.row.label).toBe('طرف كابل 150 mm²');
    expect(none).toMatchObject({ matches: [], quantity: 3 });
    expect(matchLinesIn('200 nos M25 brass gland', catalogue, undefined, MAX)).toEqual(
      matchLines('200 nos M25 brass gland', catalogue, MAX),
    );
  });

  for (const locale of locales)
    it(`${locale}: every row of the other language, pasted by its name there, is matched to the same row`, () => {
      const page = prepareCatalogue(catalogueIndex(locale));
      const other = prepareCatalogue(catalogueIndex(locales.find((each) => each !== locale)!));
      const text = other.rows.map((row) => `7 pcs ${row.row.label}`).join('\n');
      const wrong = matchLinesIn(text, page, other, MAX).flatMap((line, index) => {
        const best = line.matches[0]?.row;
        const wanted = other.rows[index]!;
        return line.quantity === 7 &&
          best?.row.id === wanted.row.id &&
          best.table.id === wanted.table.id &&
          page.rows.includes(best)
          ? []
          : [line.text];
      });
      expect(wrong).toEqual([]);
    });

  for (const locale of locales)
    it(`${locale}: every row of the content is matched by a line of its own name, with a quantity`, () => {
      const built = prepareCatalogue(catalogueIndex(locale));
      const text = built.rows.map((row) => `7 pcs ${row.row.label}`).join('\n');
      const wrong = matchLines(text, built, MAX).flatMap((line, index) =>
        line.quantity === 7 && line.matches[0]?.row === built.rows[index] ? [] : [line.text],
      );
      expect(wrong).toEqual([]);
    });
});
