import type { Page } from '@playwright/test';
import { routesOfKind } from '@/lib/content/routes';
import { contentIn, loadContent } from '@/lib/content/load';
import { test, expect } from './fixtures';
import { pdfPages, type PdfPage } from './pdf-text';
import { squash } from '../text';

/** A4 in PostScript points; Chromium rounds the page to whole CSS pixels, within a point. */
const A4 = { width: 595.28, height: 841.89 };
/** The printed page's content box: A4 less the margins of components/catalogue/print.css. */
const CONTENT_MM = { width: 210 - 28, height: 297 - 38 };
const PX_PER_MM = 96 / 25.4;

const productPaths = routesOfKind('product').map((route) => route.path);
const content = loadContent();
/** The note at the foot of every printed page (content/datasheet.yml), and only there. */
const typicalNote = content.datasheet.typicalNote;
/** A product's datasheet: its full document number, revision and date (its own file). */
function documentOf(path: string) {
  const own = content.products.find((product) => product.path === path)!.datasheet;
  return { ...own, number: `${content.datasheet.numberPrefix}-${own.number}` };
}
const occurrences = (text: string, part: string) => text.split(part).length - 1;
/** The tables' introduction, for the screen only. */
const webOnly = contentIn('en').interface.selectionTables.intro;
const words = (text: string) => text.replace(/\s+/g, ' ').trim();

async function printed(page: Page): Promise<PdfPage[]> {
  return await pdfPages(await page.pdf({ preferCSSPageSize: true, printBackground: true }));
}

/** The text of each table row as printed: its cells without the screen-only action cell. */
async function tables(page: Page) {
  await page.emulateMedia({ media: 'print' });
  await page.setViewportSize({
    width: Math.round(CONTENT_MM.width * PX_PER_MM),
    height: Math.round(CONTENT_MM.height * PX_PER_MM),
  });
  const found = await page.locator('table').evaluateAll((elements) =>
    elements.map((table) => ({
      caption: table.querySelector('caption')?.textContent ?? '',
      height: (table.closest('[class*="block"]') ?? table).getBoundingClientRect().height,
      rows: [...table.querySelectorAll('tbody tr')].map((row) =>
        [...row.children]
          .filter((cell) => !cell.hasAttribute('data-print'))
          .map((cell) => cell.textContent ?? '')
          .join(''),
      ),
    })),
  );
  await page.emulateMedia({ media: null });
  return found;
}

test.describe('a product page prints as an A4 datasheet', () => {
  test.beforeEach(() => {
    test.skip(test.info().project.name !== 'desktop', 'print is the same at every width');
  });

  test('English: A4 pages, letterhead, address, document number, revision, the note once and page number on each, the approval block, tables whole', async ({
    page,
  }) => {
    test.setTimeout(300_000);
    for (const path of productPaths) {
      await page.goto(path);
      const legalName = words((await page.locator('[data-print="only"] p').first().textContent())!);
      const note = words(typicalNote);
      const { number, revision, issued } = documentOf(path);
      const { print, signatories } = content.datasheet;
      const url = new URL(path, 'https://x').pathname;
      const rows = await tables(page);
      const pages = await printed(page);
      // As many pages as the content takes, each numbered.
      expect(pages.length, path).toBeGreaterThan(0);
      pages.forEach((sheet, index) => {
        const where = `${path} page ${index + 1}`;
        expect(Math.abs(sheet.width - A4.width), where).toBeLessThan(1.5);
        expect(Math.abs(sheet.height - A4.height), where).toBeLessThan(1.5);
        const text = words(sheet.text);
        expect(text, where).toContain(legalName);
        // The figures are typical: said once a page, in its foot, never again under each table.
        expect(occurrences(text, note), `${where}: the typical-values note`).toBe(1);
        // The foot of every page: document number, revision and its date.
        expect(text, where).toContain(`${print.documentLabel} ${number}`);
        expect(text, where).toContain(`${print.revisionLabel} ${revision}`);
        expect(text, where).toContain(`${print.issuedLabel} ${issued}`);
        expect(text, where).toContain(url);
        expect(text, where).toContain(`${index + 1} / ${pages.length}`);
        expect(text, where).not.toContain(words(webOnly));
        expect(text, where).not.toContain('Ask for a quote');
      });
      // The first page's document control block: who prepared, checked and approved this revision.
      const first = words(pages[0]!.text);
      for (const [label, person] of [
        [print.preparedLabel, signatories.prepared],
        [print.checkedLabel, signatories.checked],
        [print.approvedLabel, signatories.approved],
      ] as const) {
        expect(first, `${path}: ${label}`).toContain(label);
        expect(first, `${path}: ${label}`).toContain(person.name);
        expect(first, `${path}: ${label}`).toContain(person.role);
      }
      expect(occurrences(first, number), `${path}: the number in the block and the foot`).toBe(2);
      const sheets = pages.map((sheet) => squash(sheet.text));
      const pageOf = (text: string) => sheets.findIndex((sheet) => sheet.includes(squash(text)));
      for (const table of rows) {
        for (const row of table.rows)
          expect(
            pageOf(row),
            `${path}: a row of "${table.caption}" splits: ${row}`,
          ).toBeGreaterThan(-1);
        // A table that fits on a page is printed on one page, caption and rows together.
        if (table.height < CONTENT_MM.height * PX_PER_MM * 0.9) {
          const first = pageOf(table.caption);
          for (const row of table.rows)
            expect(pageOf(row), `${path}: "${table.caption}" is cut before ${row}`).toBe(first);
        }
      }
    }
  });

  test('Arabic: the same A4 pages, right to left, with the letterhead, document number and page number on each', async ({
    page,
  }) => {
    test.setTimeout(300_000);
    for (const path of productPaths) {
      await page.goto(`/ar${path}`);
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      const legalName = words((await page.locator('[data-print="only"] p').first().textContent())!);
      const { number } = documentOf(path);
      const pages = await printed(page);
      expect(pages.length, path).toBeGreaterThan(0);
      // The document block on the first page carries the number too: in the block and the foot.
      expect(occurrences(words(pages[0]!.text), number), `/ar${path}`).toBe(2);
      pages.forEach((sheet, index) => {
        const where = `/ar${path} page ${index + 1}`;
        // The number, an isolated Latin run in the right-to-left foot, reads whole. (Its date is
        // split into runs by the PDF's right-to-left text; the gate reads it in the page's style.)
        expect(sheet.text, where).toContain(number);
        expect(Math.abs(sheet.width - A4.width), where).toBeLessThan(1.5);
        expect(Math.abs(sheet.height - A4.height), where).toBeLessThan(1.5);
        const text = words(sheet.text);
        expect(text, where).toContain(legalName);
        expect(text, where).toContain(`/ar${path}`);
        expect(text, where).toContain(`${index + 1} / ${pages.length}`);
      });
    }
  });
});
