import type { Block, SelectionTable } from '@/lib/content/schema';

/*
 * Which of a product page's selection tables are below every first screen, from the content alone
 * (issue 44). Such a table is drawn only as it nears the view (.render-when-near): most of a long
 * product page's elements, whose style and layout the first paint then does not wait for, nor the
 * brand faces' swap. The bound is a 1920 x 1200 screen: the banner, the introduction and image and
 * the tables' heading and intro, plus 24 rem, are taller.
 */

/**
 * Four rows of the tables above a table give those 24 rem: each row is at least 6 rem high (a
 * stacked card on a phone far more).
 */
const ROWS_ABOVE_A_LATE_TABLE = 4;

/**
 * So do 12 lines of prose above the tables: each heading, paragraph and bullet of the page's
 * sections is at least 2 rem high, one line and its margin (measured at 1920 px: an h3 2.5 rem, a
 * one-line bullet 2.25). Then the page's first tables wait too.
 */
const PROSE_LINES_ABOVE_LATE_TABLES = 12;

/** Headings, paragraphs and bullets of blocks and their subsections: each at least one line. */
export const proseLines = (blocks: readonly Block[]): number =>
  blocks.reduce(
    (lines, block) =>
      lines +
      1 +
      (block.paragraphs?.length ?? 0) +
      (block.bullets?.length ?? 0) +
      proseLines(block.subsections ?? []),
    0,
  );

/** For each of a page's tables, whether it is below every first screen. */
export function lateTables(
  tables: readonly Pick<SelectionTable, 'rows'>[],
  sectionsAbove: readonly Block[],
): boolean[] {
  const proseFillsTheScreen = proseLines(sectionsAbove) >= PROSE_LINES_ABOVE_LATE_TABLES;
  let rowsAbove = 0;
  return tables.map((table) => {
    const late = proseFillsTheScreen || rowsAbove >= ROWS_ABOVE_A_LATE_TABLE;
    rowsAbove += table.rows.length;
    return late;
  });
}
