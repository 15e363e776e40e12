import { describe, expect, it } from 'vitest';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { correctQuery, editDistance, splitUnits } from '@/components/search/spelling';
import { otherLanguageOf } from '@/components/search/pagefind';
import { metricThreads, nptSize, parseFilterQuery } from '@/components/catalogue/filter-query';
import { catalogueIn, tablesFor } from '@/lib/content/catalogue';
import { rowIds } from '@/lib/content/catalogue/row-id';
import { selectionTable } from './index-table';
import { indexedText, rowRecords, tableRows, vocabulary } from '@/scripts/search-records.mjs';
import { attr, select } from '../html';
import { htmlFor, outDir, readText, requireExport } from './export';

const catalogue = catalogueIn('en');

describe('edit distance', () => {
  it('counts insertions, deletions, substitutions and swaps of neighbours as one edit each', () => {
    expect(editDistance('glnd', 'gland')).toBe(1);
    expect(editDistance('gladn', 'gland')).toBe(1);
    expect(editDistance('trunkin', 'trunking')).toBe(1);
    expect(editDistance('cabel', 'cable')).toBe(1);
    expect(editDistance('gland', 'gland')).toBe(0);
    expect(editDistance('shrink', 'shrunk')).toBe(1);
    expect(editDistance('glnd', 'glands')).toBe(2);
  });

  it('stops at the most it was asked for', () => {
    expect(editDistance('gland', 'termination', 2)).toBe(3);
    expect(editDistance('abcdef', 'uvwxyz', 1)).toBe(2);
  });
});

describe('typo correction', () => {
  const words = ['cable', 'glands', 'gland', 'trunking', 'shrink', 'termination', 'lugs'];

  it('corrects an unknown word of 4 letters or more to the most frequent word one edit away', () => {
    expect(correctQuery('glnd', words)).toBe('gland');
    expect(correctQuery('gladn', words)).toBe('gland');
    expect(correctQuery('trunkin', words)).toBe('trunking');
    expect(correctQuery('cabel glnd', words)).toBe('cable gland');
  });

  it('allows two edits in words of 8 letters or more, one below', () => {
    expect(correctQuery('terminaton', words)).toBe('termination');
    expect(correctQuery('termnaton', words)).toBe('termination');
    expect(correctQuery('shirnk', words)).toBe('shrink');
    expect(correctQuery('grnd', words)).toBeNull();
  });

  it('leaves known words, short words and sizes alone', () => {
    expect(correctQuery('cable gland', words)).toBeNull();
    expect(correctQuery('lgu', words)).toBeNull();
    expect(correctQuery('M25', words)).toBeNull();
    expect(correctQuery('33kv', words)).toBeNull();
  });
});

describe('figures typed against their unit', () => {
  it('are searched apart from the unit, as the pages write them; codes stay whole', () => {
    expect(splitUnits('heat shrink 33kV')).toBe('heat shrink 33 kV');
    expect(splitUnits('lug 95mm²')).toBe('lug 95 mm²');
    expect(splitUnits('M25 20S16 M25x1.5')).toBe('M25 20S16 M25x1.5');
  });
});

describe('the other language of a query', () => {
  it('is Arabic for Arabic letters on the English site, English for Latin words on the Arabic site', () => {
    expect(otherLanguageOf('جلبة', 'en')).toBe('ar');
    expect(otherLanguageOf('cable gland', 'ar')).toBe('en');
    expect(otherLanguageOf('cable gland', 'en')).toBeUndefined();
    expect(otherLanguageOf('جلبة M25', 'ar')).toBeUndefined();
    // A code is written the same in both languages: it searches the page's own language only.
    expect(otherLanguageOf('M25', 'ar')).toBeUndefined();
  });
});

describe('the range filter reads threads', () => {
  it('reads M25 in every usual spelling as the thread, not 25 mm', () => {
    for (const typed of ['M25', 'm25', 'm 25', 'M25x1.5', 'M25 × 1.5', 'M25X1,5', ' M25 '])
      expect(parseFilterQuery(typed), typed).toEqual({ kind: 'thread', thread: 'M25' });
  });

  it('reads NPT sizes with a fraction, an inch mark or NPT', () => {
    expect(parseFilterQuery('3/4"')).toEqual({ kind: 'npt', size: '3/4' });
    expect(parseFilterQuery('3/4')).toEqual({ kind: 'npt', size: '3/4' });
    expect(parseFilterQuery('3/4 NPT')).toEqual({ kind: 'npt', size: '3/4' });
    expect(parseFilterQuery('1"')).toEqual({ kind: 'npt', size: '1' });
    expect(parseFilterQuery('1 1/4"')).toEqual({ kind: 'npt', size: '1 1/4' });
    expect(parseFilterQuery('1-1/4 in')).toEqual({ kind: 'npt', size: '1 1/4' });
    expect(parseFilterQuery('1¼"')).toEqual({ kind: 'npt', size: '1 1/4' });
    expect(nptSize('2 1/2')).toBe('2 1/2');
  });

  it('reads a bare number as a size in the table unit, and says when it cannot read the text', () => {
    expect(parseFilterQuery('25')).toEqual({ kind: 'number', value: 25 });
    expect(parseFilterQuery('14,5')).toEqual({ kind: 'number', value: 14.5 });
    expect(parseFilterQuery('')).toEqual({ kind: 'empty' });
    expect(parseFilterQuery('brass')).toEqual({ kind: 'unknown' });
  });

  it('finds the metric threads a cell names', () => {
    expect(metricThreads('M16 × 1.5 or M20 × 1.5')).toEqual(['M16', 'M20']);
    expect(metricThreads('M25x1.5')).toEqual(['M25']);
    expect(metricThreads('M8')).toEqual(['M8']);
    expect(metricThreads('Tinned copper')).toEqual([]);
  });
});

describe('row ids', () => {
  it('are unique within a page, start with the table id, and are valid fragment ids', () => {
    for (const [path, tables] of Object.entries(catalogue)) {
      const ids = tables.flatMap(rowIds);
      expect(new Set(ids).size, path).toBe(ids.length);
      for (const table of tables)
        for (const id of rowIds(table)) expect(id).toMatch(new RegExp(`^${table.id}-[a-z0-9.-]+$`));
    }
  });

  it('name the row by its first cell: the 95 mm² lugs are cable-lugs-95, a repeat is told apart', () => {
    const lugs = selectionTable('cable-lugs', {
      columns: [
        { key: 'conductor', label: 'Conductor', unit: 'mm²' },
        { key: 'stud', label: 'Stud' },
      ],
      rows: [
        { conductor: 95, stud: 'M10' },
        { conductor: 95, stud: 'M12' },
        { conductor: 1.5, stud: 'M5' },
      ],
    });
    expect(rowIds(lugs)).toEqual(['cable-lugs-95', 'cable-lugs-95-row-2', 'cable-lugs-1.5']);
  });
});

describe('search records over the export', () => {
  requireExport();
  const products = Object.keys(catalogue);
  const idsIn = (html: string) => select(html, 'tr[id]').map((row) => attr(row, 'id'));

  it('every table row has an id on the page, the same on its Arabic twin', () => {
    for (const path of products) {
      const ids = idsIn(readText(htmlFor(path)));
      const rows = tablesFor(path).reduce((sum, table) => sum + table.rows.length, 0);
      expect(ids, path).toHaveLength(rows);
      expect(new Set(ids).size, path).toBe(ids.length);
      const twin = htmlFor(`/ar${path}`);
      if (existsSync(twin)) expect(idsIn(readText(twin)), `/ar${path}`).toEqual(ids);
    }
  });

  it('one record per row links to the row and holds its label, cells, caption and page title', () => {
    const html = readText(htmlFor('/TerminationTools'));
    const records = rowRecords({
      html,
      url: '/TerminationTools',
      title: 'Termination Tools',
      language: 'en',
      kind: 'product',
    });
    expect(records).toHaveLength(tableRows(html).length);
    const lug = records.find((record) => record.url === '/TerminationTools#cable-lugs-95')!;
    expect(lug.content).toMatch(/\blug\b/i);
    expect(lug.content).toMatch(/\b95\b/);
    expect(lug.content).toContain('Termination Tools');
    expect(lug.meta).toMatchObject({ title: 'Termination Tools', kind: 'product', key: '95' });
    expect(lug.filters).toEqual({ record: ['row'] });
    for (const record of records) {
      expect(html).toContain(`id="${record.url.split('#')[1]}"`);
      // The row's buttons are not its content.
      expect(record.content).not.toMatch(/Ask for a quote|Add to quote/);
    }
  });

  it('the indexed text leaves out the print letterhead and the buttons', () => {
    const text = indexedText(readText(htmlFor('/GlandsAccessories')));
    expect(text).not.toMatch(/\+971|Toll free/);
    expect(text).toMatch(/gland/i);
  });

  it('each language has a vocabulary next to its index: its frequent words, under 10 KB gzipped', async () => {
    const { gzipSync } = await import('node:zlib');
    for (const language of ['en', 'ar']) {
      const file = join(outDir, 'pagefind', `vocabulary-${language}.json`);
      const words = JSON.parse(readFileSync(file, 'utf8')) as string[];
      expect(words.length).toBeGreaterThan(500);
      expect(gzipSync(readFileSync(file)).length).toBeLessThan(10_000);
      for (const word of words) expect(word).toMatch(/^\p{L}[\p{L}\p{M}]{3,}$/u);
    }
    const english = JSON.parse(
      readFileSync(join(outDir, 'pagefind', 'vocabulary-en.json'), 'utf8'),
    ) as string[];
    expect(english).toEqual(expect.arrayContaining(['gland', 'trunking', 'cable']));
    expect(vocabulary(['Gland gland GLAND cable'])).toEqual(['gland', 'cable']);
  });
});
