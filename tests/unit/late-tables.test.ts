import { beforeAll, describe, expect, it } from 'vitest';
import { contentIn } from '@/lib/content/load';
import { localePath } from '@/lib/i18n/locales';
import { lateTables, proseLines } from '@/lib/content/catalogue/late-tables';
import type { Block } from '@/lib/content/schema';
import fc from 'fast-check';
import { attr, parseHtml, select, selectOne, type Element } from '../html';
import { htmlFor, readText, requireExport } from './export';

/*
 * A long product page's tables are drawn only as they near the view (issue 44) when they are below
 * every first screen (lib/content/catalogue/late-tables): a table with four rows or more in the
 * tables above it, or every table of a page with 12 lines of prose or more above its tables. Its
 * block is `.render-when-near` (content-visibility: auto) and stands in for its height by its rows
 * until drawn (--render-estimate, 14 rem a row). Any other table may be in a first screen: it is
 * drawn at once. For any content: the counts come from the page's own sections and tables.
 *
 * A late table's form fields are not in the prerendered document (components/catalogue/WhenNear):
 * Chrome's autofill lays out a skipped block to read a field inside it. Its options and filter come
 * as it nears the view, and each row keeps its quantity field in a `<template data-controls>`.
 */

beforeAll(requireExport);

const pages = (['en', 'ar'] as const).flatMap((locale) =>
  contentIn(locale)
    .products.filter((page) => page.tables?.length)
    .map((page) => ({
      path: localePath(page.path, locale),
      tables: page.tables!,
      late: lateTables(page.tables!, page.sections),
    })),
);

describe('product pages: later tables drawn as they near the view (issue 44)', () => {
  it('has product pages with tables', () => {
    expect(pages.length).toBeGreaterThan(0);
  });

  it.each(pages)(
    '$path: a table below four rows or below a screen of prose waits; any other is drawn',
    ({ path, tables, late: lateOnes }) => {
      const document = parseHtml(readText(htmlFor(path)));
      for (const [index, table] of tables.entries()) {
        const block =
          selectOne(document, `table[id="${table.id}"]`)?.parentNode?.parentNode ?? undefined;
        expect(block, table.id).toBeDefined();
        const classes = (attr(block, 'class') ?? '').split(/\s+/);
        const late = lateOnes[index]!;
        expect(classes.includes('render-when-near'), table.id).toBe(late);
        expect(attr(block, 'style') ?? '', table.id).toBe(
          late ? `--render-estimate:${(table.rows.length + 1) * 14}rem` : '',
        );
      }
    },
  );

  const inTemplate = (element: Element) => {
    for (let at = element.parentNode; at; at = at.parentNode)
      if (at.rawTagName?.toLowerCase() === 'template') return true;
    return false;
  };

  it.each(pages)(
    '$path: a table that waits has no form field in the document, each row its quantity in a template',
    ({ path, tables }) => {
      const document = parseHtml(readText(htmlFor(path)));
      for (const table of tables) {
        const block =
          selectOne(document, `table[id="${table.id}"]`)?.parentNode?.parentNode ?? undefined;
        expect(block, table.id).toBeDefined();
        const late = (attr(block, 'class') ?? '').split(/\s+/).includes('render-when-near');
        const fields = select(block!, 'input, select, textarea').filter(
          (field) => !inTemplate(field),
        );
        const kept = select(block!, 'template[data-controls] input');
        const rows = select(block!, 'tbody tr');
        expect(rows.length, table.id).toBe(table.rows.length);
        if (late) {
          expect(
            fields.map((field) => field.outerHTML.slice(0, 60)),
            table.id,
          ).toEqual([]);
          expect(kept.length, `${table.id}: a quantity kept per row`).toBe(rows.length);
        } else {
          expect(kept, table.id).toEqual([]);
          // Its quantities, and its options' selects: in place at once.
          expect(fields.length, table.id).toBe(rows.length + (table.options?.length ?? 0));
        }
      }
    },
  );
});

describe('which tables wait, from the content alone', () => {
  const rows = (count: number) => ({ rows: Array.from({ length: count }, () => ({})) }) as never;
  const block = (paragraphs: number, subsections: Block[] = []): Block => ({
    heading: 'A heading',
    paragraphs: Array.from({ length: paragraphs }, () => 'A line.'),
    subsections,
  });

  it('without prose above, a table waits once four rows are above it', () => {
    expect(lateTables([rows(3), rows(1), rows(5), rows(1)], [])).toEqual([
      false,
      false,
      true,
      true,
    ]);
  });

  it('12 lines of prose (headings, paragraphs, bullets, in subsections too) put every table below', () => {
    const eleven = [block(4), block(1, [block(3)])]; // 5 + 2 + 4
    expect(proseLines(eleven)).toBe(11);
    expect(lateTables([rows(1), rows(9)], eleven)).toEqual([false, false]);
    const twelve = [...eleven, { heading: 'A heading', bullets: [] }];
    expect(proseLines(twelve)).toBe(12);
    expect(lateTables([rows(1), rows(9)], twelve)).toEqual([true, true]);
  });

  it('for any prose and rows, more of either never draws a waiting table at once', () => {
    fc.assert(
      fc.property(
        fc.array(fc.nat(6), { maxLength: 6 }),
        fc.nat(20),
        fc.nat(6),
        (counts, lines, extra) => {
          const prose = Array.from({ length: lines }, () => ({ heading: 'A heading' }));
          const before = lateTables(counts.map(rows), prose);
          const moreProse = lateTables(counts.map(rows), [
            ...prose,
            ...Array.from({ length: extra }, () => ({ heading: 'A heading' })),
          ]);
          const moreRows = lateTables(
            counts.map((count, index) => rows(index === 0 ? count + extra : count)),
            prose,
          );
          before.forEach((late, index) => {
            if (late) expect(moreProse[index] && moreRows[index]).toBe(true);
          });
        },
      ),
    );
  });
});
