import { beforeAll, describe, expect, it } from 'vitest';
import { contentIn } from '@/lib/content/load';
import { formatCell, isRange } from '@/lib/content/catalogue/format';
import type { Cell } from '@/lib/content/schema';
import { htmlFor, readText, rel, requireExport } from './export';
import { attr, select, textOf } from '../html';
import { arabicPages, mainText } from './arabic-text';

/**
 * The built Arabic pages as any content makes them: a number kept with the Arabic noun after it
 * (the loader joins them), table cells isolated left to right. How today's Arabic reads (the
 * glossary's parentheses, punctuation, names) is the spec audit's (tests/audit/arabic-pages).
 */

beforeAll(requireExport);

describe('the built Arabic pages', () => {
  it('keep a number and the Arabic noun or unit after it on one line', () => {
    const broken: string[] = [];
    for (const page of arabicPages()) {
      const text = mainText(readText(page));
      // A number then an ordinary space then an Arabic word: a line may break between them.
      for (const match of text.matchAll(/\d[+%]? (?=[\u0621-\u064a])/g))
        broken.push(`${rel(page)}: ${text.slice(match.index, match.index + 20)}`);
    }
    expect(broken.slice(0, 20)).toEqual([]);
  });
});

describe('the built Arabic selection tables', () => {
  const ARABIC = /[\u0600-\u06ff]/;
  const { products } = contentIn('ar');
  const tables = products.flatMap((page) =>
    (page.tables ?? []).map((table) => ({ path: page.path, table })),
  );
  /**
   * A table's body cells in the exported page, the row actions apart: their text, and the text of the
   * cell when it is marked to run left to right as a whole (data-ltr, TableRows.tsx).
   */
  function cellsOf(html: string, id: string) {
    return select(html, `table[id="${id}"] tbody th, table[id="${id}"] tbody td`)
      .filter((cell) => attr(cell, 'data-print') !== 'hide')
      .map((cell) => {
        const ltr = attr(cell, 'data-ltr') !== undefined;
        // Marked on the cell, its text needs no element of its own (a third of a row's elements).
        if (ltr) expect(select(cell, '*'), textOf(cell)).toEqual([]);
        return { text: textOf(cell), ltr: ltr ? textOf(cell) : null };
      });
  }

  it.each(tables)(
    '$path $table.id: figures and codes run left to right, in Western digits',
    ({ path, table }) => {
      const cells = cellsOf(readText(htmlFor(`/ar${path}`)), table.id);
      const values = table.rows.flatMap((row) =>
        table.columns.map((column) => ({ value: row[column.key] as Cell, column })),
      );
      expect(cells).toHaveLength(values.length);
      for (const [index, { text, ltr }] of cells.entries()) {
        const { value, column } = values[index]!;
        expect(text, 'Western digits only').not.toMatch(/[\u0660-\u0669\u06f0-\u06f9]/);
        // Figures and ranges ('12.5–20.9') as one isolated left-to-right run, as engineers write them.
        if (typeof value === 'number' || isRange(value))
          expect(ltr, `"${text}"`).toBe(formatCell(value, column.decimals, 'ar'));
        // A code or any other text without an Arabic letter is isolated too.
        else if (text.trim() && !ARABIC.test(text)) expect(ltr, `"${text}"`).toBe(text);
      }
    },
  );
});
