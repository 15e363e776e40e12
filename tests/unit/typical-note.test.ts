import { beforeAll, describe, expect, it } from 'vitest';
import { contentIn } from '@/lib/content/load';
import { decode, files, htmlFor, readText, rel, requireExport } from './export';
import { attr, parseHtml, scriptBodies, select, selectOne, textRuns, type Element } from '../html';

beforeAll(requireExport);

const locales = [
  { locale: 'en', prefix: '' },
  { locale: 'ar', prefix: '/ar' },
] as const;

/** A text without isolates and direction marks, its white space folded. */
const plain = (text: string) =>
  text
    .replace(/[\u2066-\u2069\u200e\u200f]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
/** An element's text: a tag between two runs (a <br/> too) reads as a space. */
const textIn = (element: Element) => plain(textRuns(element).join(' '));

describe('selection tables', () => {
  it('a page of tables says once, in its language, that the figures are typical, and prints it only in its page foot', () => {
    let pages = 0;
    for (const page of files().filter((path) => !path.includes('/_next/'))) {
      const html = parseHtml(readText(page));
      if (!selectOne(html, 'table')) continue;
      pages += 1;
      const { typicalNote } = contentIn(rel(page).startsWith('ar') ? 'ar' : 'en').datasheet;
      const notes = select(html, 'p[data-typical-note]');
      expect(notes.length, rel(page)).toBe(1);
      expect(textIn(notes[0]!), rel(page)).toBe(plain(typicalNote));
      // Printed, the foot of every page carries it (PrintPageStyle), so the page body does not.
      expect(attr(notes[0], 'data-print'), rel(page)).toBe('hide');
    }
    expect(pages).toBeGreaterThan(0);
  });
});

describe.each(locales)(
  'a product page printed is a filed datasheet ($locale)',
  ({ locale, prefix }) => {
    const content = contentIn(locale);
    const { numberPrefix, signatories, print, typicalNote } = content.datasheet;
    it.each(content.products.map((page) => page.path))('%s', (path) => {
      const page = parseHtml(readText(htmlFor(`${prefix}${path}`)));
      const own = content.products.find((page) => page.path === path)!.datasheet;
      const number = `${numberPrefix}-${own.number}`;
      // The first page's document control block: number, revision, date, and who answers for it.
      const block = selectOne(page, 'section[data-document]');
      expect(block, 'document block').toBeDefined();
      const values = select(block!, 'dd').map(textIn);
      const fields = Object.fromEntries(
        select(block!, 'dt').map((label, index) => [textIn(label), values[index]]),
      );
      expect(fields).toEqual({
        [plain(print.documentLabel)]: number,
        [plain(print.revisionLabel)]: own.revision,
        [plain(print.issuedLabel)]: own.issued,
        [plain(print.preparedLabel)]: plain(
          `${signatories.prepared.name} ${signatories.prepared.role}`,
        ),
        [plain(print.checkedLabel)]: plain(
          `${signatories.checked.name} ${signatories.checked.role}`,
        ),
        [plain(print.approvedLabel)]: plain(
          `${signatories.approved.name} ${signatories.approved.role}`,
        ),
      });
      // The page foot of every printed page: the note, then number, revision and date.
      const style = scriptBodies(page, 'style[data-precedence="datasheet"]')[0];
      expect(style, 'print style').toBeDefined();
      const foot = decode(style!).replace(/[\u2066-\u2069]/g, '');
      expect(foot).toMatch(/@bottom-(left|right) \{ content: "[^"]+"/);
      expect(foot).toContain(`"${typicalNote}"`);
      expect(foot).toContain(`${print.documentLabel} ${number}`);
      expect(foot).toContain(`${print.revisionLabel} ${own.revision}`);
      expect(foot).toContain(`${print.issuedLabel} ${own.issued}`);
    });

    it('a page that is no datasheet prints no document number or typical note', () => {
      const html = readText(htmlFor(`${prefix}/quote`));
      expect(html).not.toContain('data-document=""');
      expect(html).not.toContain(numberPrefix);
      expect(html).not.toContain(typicalNote);
    });
  },
);
