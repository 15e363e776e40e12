import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { files, readText, rel, requireExport } from '../unit/export';
import { attr, parseHtml, select, textRuns, type Element } from '../html';
import { woff2CodePoints } from '../unit/woff2-cmap';

const fontsDir = join(__dirname, '../../app/fonts');
const latin = woff2CodePoints(readFileSync(join(fontsDir, 'inter-latin.woff2')));
const latinExtA = woff2CodePoints(readFileSync(join(fontsDir, 'inter-latin-ext-a.woff2')));
const arabicFont = readFileSync(join(fontsDir, 'noto-sans-arabic.woff2'));
const arabic = woff2CodePoints(arabicFont);
const inExtARange = (cp: number) => cp >= 0x100 && cp <= 0x17f;

/** The ranges of `ARABIC` in scripts/font-subset.py, as [start, end] code points. */
const subsetRanges = [
  ...readFileSync(join(fontsDir, '../../scripts/font-subset.py'), 'utf8')
    .match(/^ARABIC = \[([\s\S]*?)^\]/m)![1]!
    .matchAll(/\(0x([\dA-F]+), 0x([\dA-F]+)\)/g),
].map((m) => [parseInt(m[1]!, 16), parseInt(m[2]!, 16)] as const);
const inArabicRange = (cp: number) => subsetRanges.some(([start, end]) => cp >= start && cp <= end);

/** What a page shows in its font: text nodes, and the placeholders of its form fields (no SVG). */
function shownText(html: string) {
  const page = parseHtml(html);
  const isSvg = (element: Element) => element.rawTagName?.toLowerCase() === 'svg';
  const placeholders = select(page, '[placeholder]')
    .filter((element) => !element.closest('svg'))
    .map((element) => attr(element, 'placeholder')!);
  return [...textRuns(page, isSvg), ...placeholders].join(' ');
}

beforeAll(requireExport);

/**
 * Every character today's pages show has a glyph in the font subsets (scripts/font-subset.py). A
 * character outside them (a € or an emoji an editor types) is drawn by the system's font instead:
 * this lists it, to add it to the subset.
 */
describe('the Inter subset', () => {
  it('has a glyph for every character the built pages show', () => {
    const missing = new Map<string, string>();
    const pages = files().filter((path) => !path.includes('/_next/'));
    expect(pages.length).toBeGreaterThan(30);
    for (const page of pages) {
      for (const char of shownText(readText(page))) {
        const cp = char.codePointAt(0)!;
        if (/\s/.test(char) && cp !== 0xa0) continue;
        // Arabic letters are drawn by the Arabic subset on Arabic pages. On an English page the only
        // Arabic is the language switch's "العربية", which the system's Arabic font draws: the Arabic
        // face is never loaded there (see below), but the subset has its letters all the same.
        const covered = inArabicRange(cp)
          ? arabic.has(cp)
          : inExtARange(cp)
            ? latinExtA.has(cp)
            : latin.has(cp);
        if (!covered && !missing.has(char)) missing.set(char, rel(page));
      }
    }
    const report = [...missing].map(
      ([char, page]) => `${char} (U+${char.codePointAt(0)!.toString(16).toUpperCase()}) on ${page}`,
    );
    expect(report, 'add these to scripts/font-subset.py and rerun it').toEqual([]);
  });
});
