import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { decode, files, readText, rel, requireExport } from './export';
import { woff2CodePoints } from './woff2-cmap';

const fontsDir = join(__dirname, '../../app/fonts');
const latin = woff2CodePoints(readFileSync(join(fontsDir, 'inter-latin.woff2')));
const latinExtA = woff2CodePoints(readFileSync(join(fontsDir, 'inter-latin-ext-a.woff2')));
const inExtARange = (cp: number) => cp >= 0x100 && cp <= 0x17f;
// Arabic letters (the Arabic pages, and the language switch's "العربية" on the English ones) are
// checked against the Arabic typeface instead.
const arabic = woff2CodePoints(readFileSync(join(fontsDir, 'noto-sans-arabic.woff2')));
const isArabic = (cp: number) =>
  (cp >= 0x600 && cp <= 0x6ff) || (cp >= 0xfb50 && cp <= 0xfdff) || (cp >= 0xfe70 && cp <= 0xfeff);

/** What a page shows in its font: text nodes, and the placeholders of its form fields. */
function shownText(html: string) {
  const body = html.replace(/<(script|style|svg)\b[\s\S]*?<\/\1>/gi, ' ');
  const placeholders = [...body.matchAll(/placeholder="([^"]*)"/g)].map((m) => m[1]);
  return decode(body.replace(/<[^>]+>/g, ' ') + placeholders.join(' '));
}

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

  it('has a glyph for every character the built pages show', () => {
    const missing = new Map<string, string>();
    const pages = files().filter((path) => !path.includes('/_next/'));
    expect(pages.length).toBeGreaterThan(30);
    for (const page of pages) {
      for (const char of shownText(readText(page))) {
        const cp = char.codePointAt(0)!;
        if (/\s/.test(char) && cp !== 0xa0) continue;
        const covered = isArabic(cp)
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
    expect(report, 'add these to tools/font/make-subset.py and rerun it').toEqual([]);
  });
});
