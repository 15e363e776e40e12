import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { files, readText, rel, requireExport } from './export';
import { woff2CodePoints } from './woff2-cmap';
import { selectOne } from '../html';

const fontsDir = join(__dirname, '../../app/fonts');
const latin = woff2CodePoints(readFileSync(join(fontsDir, 'inter-latin.woff2')));
const arabicFont = readFileSync(join(fontsDir, 'noto-sans-arabic.woff2'));
const arabic = woff2CodePoints(arabicFont);

/** The ranges of `ARABIC` in scripts/font-subset.py, as [start, end] code points. */
const subsetRanges = [
  ...readFileSync(join(fontsDir, '../../scripts/font-subset.py'), 'utf8')
    .match(/^ARABIC = \[([\s\S]*?)^\]/m)![1]!
    .matchAll(/\(0x([\dA-F]+), 0x([\dA-F]+)\)/g),
].map((m) => [parseInt(m[1]!, 16), parseInt(m[2]!, 16)] as const);
/** A CSS unicode-range value as [start, end] code points ('U+6??' is U+0600-06FF). */
const cssRanges = (value: string) =>
  value.split(',').map((part) => {
    const range = part.trim().replace(/^U\+/i, '');
    const [start, end = start] = range.includes('?')
      ? [range.replace(/\?/g, '0'), range.replace(/\?/g, 'F')]
      : range.split('-');
    return [parseInt(start!, 16), parseInt(end!, 16)] as const;
  });
/** Exported pages by language: Arabic ones live under ar.html and ar/. */
const isArabicPage = (path: string) => /^ar(\.html|\/)/.test(rel(path));

beforeAll(requireExport);

describe('the Inter subset', () => {
  // The soft hyphen (U+00AD) is invisible and needs no glyph.
  it('covers Latin-1, General Punctuation and the technical symbols copy uses', () => {
    for (const char of '°−–—²³×±µ·©®™€’“”…•')
      expect(latin.has(char.codePointAt(0)!), char).toBe(true);
    for (let cp = 0x20; cp <= 0x7e; cp += 1)
      expect(latin.has(cp), `U+${cp.toString(16)}`).toBe(true);
    for (let cp = 0xa0; cp <= 0xff; cp += 1)
      if (cp !== 0xad) expect(latin.has(cp), `U+${cp.toString(16)}`).toBe(true);
  });
});

describe('the Arabic subset (Noto Sans Arabic, Arabic pages only)', () => {
  it('stays under 40 KB', () => {
    expect(arabicFont.length).toBeLessThanOrEqual(40 * 1024);
  });

  it('covers the whole Arabic block, presentation forms B and the joiners, and no Latin', () => {
    for (let cp = 0x600; cp <= 0x6ff; cp += 1)
      expect(arabic.has(cp), `U+${cp.toString(16)}`).toBe(true);
    for (const char of '،؛؟٪ﻻﻼ\u200c\u200d\u200e')
      expect(arabic.has(char.codePointAt(0)!), char).toBe(true);
    for (const char of 'AZaz09') expect(arabic.has(char.codePointAt(0)!), char).toBe(false);
  });

  it('is declared for exactly the ranges it was cut to, font and fallback alike', () => {
    const declared = readFileSync(join(fontsDir, 'arabic.ts'), 'utf8').match(
      /prop: 'unicode-range', value: '([^']+)'/,
    )![1]!;
    // Every fallback face limited to a range (fallbacks.css: the Arabic ones) has the font's.
    const fallbacks = [
      ...readFileSync(join(fontsDir, 'fallbacks.css'), 'utf8').matchAll(/unicode-range: ([^;]+);/g),
    ].map((match) => match[1]!);
    expect(subsetRanges.length).toBeGreaterThan(2);
    expect(cssRanges(declared)).toEqual(subsetRanges);
    expect(fallbacks.length).toBeGreaterThan(0);
    for (const fallback of fallbacks) expect(cssRanges(fallback)).toEqual(subsetRanges);
  });

  it('is never used by an English page; every Arabic page declares and uses it', () => {
    // Turbopack puts every root layout's next/font rules into the one shared stylesheet, so English
    // pages carry the Arabic @font-face too (a few hundred bytes). A browser downloads a face only
    // for text set in it: the Arabic face is reached only through --font-arabic, which the Arabic
    // layout's class on <html> defines, and no English page has that class.
    const pages = files().filter((path) => !path.includes('/_next/'));
    const variableClass = (html: string) => /\.([\w-]+_variable)\{--font-arabic:/.exec(html)?.[1];
    for (const page of pages) {
      const html = readText(page);
      const htmlClasses = selectOne(html, 'html')?.classList.value ?? [];
      const arabicClass = variableClass(html);
      if (isArabicPage(page)) {
        expect(html, rel(page)).toMatch(
          /url\(\/_next\/static\/media\/noto_sans_arabic[^)]*\.woff2\)/,
        );
        expect(html, rel(page)).toContain('Arabic Fallback');
        expect(htmlClasses, rel(page)).toContain(arabicClass);
      } else if (arabicClass) {
        expect(htmlClasses, rel(page)).not.toContain(arabicClass);
      }
    }
  });
});
