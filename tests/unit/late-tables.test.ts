import { beforeAll, describe, expect, it } from 'vitest';
import { contentIn } from '@/lib/content/load';
import { localePath } from '@/lib/i18n/locales';
import { attr, parseHtml, select, selectOne, type Element } from '../html';
import { htmlFor, readText, requireExport } from './export';

/*
 * A long product page's later tables are drawn only as they near the view (issue 44): a table with
 * four rows or more in the tables above it is below every first screen (the banner, the page's
 * introduction and image, the tables' heading and four rows are taller than a 1920 x 1200 screen),
 * so its block is `.render-when-near` (content-visibility: auto) and stands in for its height by its
 * rows until drawn (--render-estimate, 14 rem a row). A table with fewer rows above it may be in a
 * first screen: it is drawn at once. For any content: the counts come from the page's own tables.
 *
 * A late table's form fields are not in the prerendered document (components/catalogue/WhenNear):
 * Chrome's autofill lays out a skipped block to read a field inside it. Its options and filter come
 * as it nears the view, and each row keeps its quantity field in a `<template data-controls>`.
 */

beforeAll(requireExport);

const pages = (['en', 'ar'] as const).flatMap((locale) =>
  contentIn(locale)
    .products.filter((page) => page.tables?.length)
    .map((page) => ({ path: localePath(page.path, locale), tables: page.tables! })),
);

describe('product pages: later tables drawn as they near the view (issue 44)', () => {
  it('has product pages with tables', () => {
    expect(pages.length).toBeGreaterThan(0);
  });

  it.each(pages)(
    '$path: a table below four rows waits; one above them is drawn',
    ({ path, tables }) => {
      const document = parseHtml(readText(htmlFor(path)));
      let rowsAbove = 0;
      for (const table of tables) {
        const block =
          selectOne(document, `table[id="${table.id}"]`)?.parentNode?.parentNode ?? undefined;
        expect(block, table.id).toBeDefined();
        const classes = (attr(block, 'class') ?? '').split(/\s+/);
        const late = rowsAbove >= 4;
        expect(classes.includes('render-when-near'), `${table.id}: ${rowsAbove} rows above`).toBe(
          late,
        );
        expect(attr(block, 'style') ?? '', table.id).toBe(
          late ? `--render-estimate:${(table.rows.length + 1) * 14}rem` : '',
        );
        rowsAbove += table.rows.length;
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
