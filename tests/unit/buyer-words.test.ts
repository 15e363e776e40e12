import { describe, expect, it } from 'vitest';
import {
  namesRow,
  prepareCatalogue,
  rankRows,
  understand,
  type CatalogueIndex,
} from '@/lib/search/catalogue';
import { catalogueIndex, synonymsFor, wordsOf } from '@/lib/search/catalogue-data';
import { fold, nearestWord, tokens, type Synonym } from '@/lib/search/words';
import { locales } from '@/lib/i18n/locales';
import { indexTable } from './index-table';

const synonym = (id: string, kind: Synonym['kind'], means: string, words: string): Synonym => ({
  id,
  kind,
  means,
  words: wordsOf(words),
});

/** A catalogue of the test's own: the gate holds for any content, so it brings its fixture. */
const fixture: CatalogueIndex = {
  language: 'en',
  synonyms: [
    synonym('mm2', 'unit', 'mm²', 'mm2, sq mm, sqmm, مم2'),
    synonym('pieces', 'count', 'pcs', 'pcs, nos'),
    synonym('stainless', 'term', 'stainless steel', 'SS, inox, ستانلس'),
    synonym('heat-shrink', 'term', 'heat shrink', 'heatshrink'),
    synonym('gland', 'term', 'cable gland', 'gland, جلاند'),
  ],
  tables: [
    indexTable('Lugs', {
      caption: 'Cable lugs by conductor',
      item: 'Cable lug',
      columns: [{ label: 'Conductor', unit: 'mm²' }, { label: 'Material' }],
      rows: [
        {
          id: 'lugs-95-240',
          label: 'Cable lug 95 to 240 mm², Aluminium',
          cells: [[95, 240], 'Aluminium'],
        },
        { id: 'lugs-150', label: 'Cable lug 150 mm², Copper', cells: [150, 'Copper'] },
      ],
    }),
    indexTable('Ties', {
      caption: 'Cable ties',
      item: 'Cable tie',
      columns: [{ label: 'Length', unit: 'mm' }, { label: 'Material' }],
      options: [{ name: 'Colour', values: ['Black', 'Natural'] }],
      rows: [
        { id: 'ties-200', label: 'Cable tie 200 mm, Nylon', cells: [200, 'Nylon'] },
        {
          id: 'ties-360',
          label: 'Cable tie 360 mm, Stainless steel',
          cells: [360, 'Stainless steel'],
        },
      ],
    }),
    indexTable('Glands', {
      caption: 'Gland sizes',
      item: 'Cable gland',
      columns: [{ label: 'Thread' }, { label: 'Cable OD', unit: 'mm' }],
      options: [{ name: 'Material', values: ['Brass', 'Stainless steel'] }],
      rows: [
        { id: 'glands-m20', label: 'Cable gland M20', cells: ['M20', [9, 15]] },
        { id: 'glands-m25', label: 'Cable gland M25', cells: ['M25', [14, 22]] },
      ],
    }),
    indexTable('Glands', {
      id: 'kits',
      caption: 'Gland accessories',
      item: 'Gland accessory kit',
      columns: [{ label: 'Thread' }, { label: 'Locknut' }],
      rows: [{ id: 'kits-m25', label: 'Gland accessory kit M25', cells: ['M25', 'Brass'] }],
    }),
  ],
};
const catalogue = prepareCatalogue(fixture);
const first = (query: string) =>
  rankRows(catalogue, understand(query, catalogue).parts, 3)[0]?.row.row.id;

describe('a buyer’s words, folded', () => {
  it('reads units, dimensions and Arabic variants as one form', () => {
    expect(fold('MM²')).toBe('mm2');
    expect(fold('١٥٠')).toBe('150');
    expect(fold('إأآ')).toBe('ااا');
    expect(tokens('150mm2 M25 IP68 400x300').map((t) => t.key)).toEqual([
      '150',
      'mm2',
      'm25',
      'ip68',
      '400',
      '300',
    ]);
    expect(tokens('glands الجلبات').map((t) => t.key)).toEqual(['gland', 'جلب']);
  });

  it('corrects a typo to a word with the same first letter before a more frequent one', () => {
    expect(nearestWord('lables', ['cables', 'labels'])).toBe('labels');
    expect(nearestWord('enclosre', ['cables', 'enclosure'])).toBe('enclosure');
    expect(nearestWord('m25', ['m20'])).toBeUndefined();
  });
});

describe('the catalogue index ranks the row a query names', () => {
  it('reads mm2, mm² and sq mm as one unit, and puts the exact size before a range', () => {
    for (const query of [
      '150mm2 lug',
      '150 mm² lug',
      '150 sq mm lug',
      '150sqmm lug',
      'lug ١٥٠ مم2',
    ])
      expect(first(query), query).toBe('lugs-150');
  });

  it('reads an abbreviation or an Arabic trade word as the pages’ word', () => {
    expect(first('SS cable tie')).toBe('ties-360');
    expect(first('ستانلس tie')).toBe('ties-360');
    expect(first('جلاند M25')).toBe('glands-m25');
  });

  it('puts the product the query names before an accessory that shares its words', () => {
    expect(first('M25 gland brass')).toBe('glands-m25');
  });

  it('corrects typos on every query, and says so', () => {
    const understood = understand('stainles cable tei', catalogue);
    expect(understood.corrected).toBeDefined();
    expect(first('stainles cable tie')).toBe('ties-360');
  });

  it('searches pages in the pages’ words', () => {
    expect(understand('heatshrink', catalogue).pagesQuery).toBe('heat shrink');
    expect(understand('150sqmm SS', catalogue).pagesQuery).toBe('150 mm² stainless steel');
  });

  it('lists rows first only for a query that names a row, not a product alone', () => {
    const rowsFirst = (query: string) => {
      const { parts } = understand(query, catalogue);
      return namesRow(catalogue, parts, rankRows(catalogue, parts, 1)[0]);
    };
    expect(rowsFirst('SS cable tie')).toBe(true);
    expect(rowsFirst('lug 150')).toBe(true);
    expect(rowsFirst('cable tie')).toBe(false);
    expect(rowsFirst('gland')).toBe(false);
  });
});

describe('over the content as it is (any content the schema accepts)', () => {
  for (const locale of locales) {
    const index = catalogueIndex(locale);
    const built = prepareCatalogue(index);

    it(`${locale}: every row is found first by its own name`, () => {
      const wrong = built.rows.flatMap((row) => {
        const found = rankRows(built, understand(row.row.label, built).parts, 1)[0]?.row;
        return found === row ? [] : [`${row.row.label} → ${found?.row.label ?? 'nothing'}`];
      });
      expect(wrong).toEqual([]);
    });

    it(`${locale}: every synonym is read from each of its words`, () => {
      const wrong = built.vocabulary.synonyms.flatMap((entry) =>
        entry.words.flatMap((word) => {
          const keys = tokens(word).map((token) => token.key);
          const found = built.vocabulary.find(keys)[0];
          // A word another entry also claims (listed twice) is that entry's: the first one wins.
          return keys.length === 0 || found?.to === keys.length ? [] : [`${entry.id}: ${word}`];
        }),
      );
      expect(wrong).toEqual([]);
    });

    it(`${locale}: every row leads to a row of its page, in the page's language`, () => {
      for (const table of index.tables) {
        expect(table.path.startsWith(locale === 'en' ? '/' : '/ar/')).toBe(true);
        for (const row of table.rows) expect(row.id.startsWith(`${table.id}-`)).toBe(true);
      }
    });
  }

  it('gives both languages’ words to each entry, meaning what its language’s pages say', () => {
    const en = synonymsFor(
      {
        en: { units: [], counts: [], terms: [{ id: 'x', means: 'brass', words: 'BR' }] },
        ar: {
          units: [],
          counts: [],
          terms: [{ id: 'x', means: 'نحاس أصفر', words: 'براس، نحاس اصفر' }],
        },
      },
      'ar',
    );
    expect(en).toEqual([
      {
        id: 'x',
        kind: 'term',
        means: 'نحاس أصفر',
        words: ['brass', 'BR', 'نحاس أصفر', 'براس', 'نحاس اصفر'],
      },
    ]);
  });
});
