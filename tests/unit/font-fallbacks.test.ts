import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as fontkit from 'fontkit';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  FALLBACKS,
  SAMPLES,
  fallbackCss,
  textWidth,
  type Fallback,
} from '../../scripts/font-fallbacks.mjs';
import { files, readText, rel, requireExport } from './export';
import { scriptBodies, select } from '../html';

/**
 * The brand faces swap in over system fonts sized to them (issue 44): app/fonts/fallbacks.css, made
 * by scripts/font-fallbacks.mjs from the committed font files with fontkit when the site is built. Here:
 * the build wrote what the files give, each face carries every override and they hold the files'
 * metrics, and every exported page carries the faces in its font stacks.
 */
const fontsDir = join(__dirname, '../../app/fonts');
let computed = '';
beforeAll(async () => {
  computed = await fallbackCss();
});

/** The descriptors of each @font-face rule of a stylesheet (source or minified), by family and weight. */
function faces(css: string) {
  const rules = new Map<string, Map<string, string>>();
  for (const [, body] of css.matchAll(/@font-face\s*\{([^}]*)\}/g)) {
    const descriptors = new Map(
      body!
        .split(';')
        .map((part) => part.split(':'))
        .filter((pair) => pair.length >= 2)
        .map(([name, ...value]) => [name!.trim(), value.join(':').trim()] as const),
    );
    const family = descriptors.get('font-family')?.replace(/^['"]|['"]$/g, '');
    if (family) rules.set(`${family} ${descriptors.get('font-weight') ?? ''}`.trim(), descriptors);
  }
  return rules;
}

/** A CSS percentage as a fraction: '107.89%' is 1.0789. */
const fraction = (value: string | undefined) => {
  if (!value?.endsWith('%')) throw new Error(`not a percentage: ${value}`);
  return parseFloat(value) / 100;
};

const fontOf = (fallback: Fallback) =>
  fontkit.openSync(join(fontsDir, fallback.face)) as fontkit.Font;
/** Every weight of every fallback, named as faces() names its rule. */
const everyFace = FALLBACKS.flatMap((fallback) =>
  fallback.weights.map((face) => ({ name: `${fallback.family} ${face.weight}`, fallback, face })),
);

describe('the fallback faces (app/fonts/fallbacks.css)', () => {
  it('are what the build wrote from the font files (npm run build runs scripts/font-fallbacks.mjs)', () => {
    const built = join(fontsDir, 'fallbacks.css');
    expect(existsSync(built), 'app/fonts/fallbacks.css: run `npm run build`').toBe(true);
    expect(readFileSync(built, 'utf8')).toBe(computed);
  });

  it('carry every override, and the overrides hold the web face’s metrics read by fontkit', () => {
    const declared = faces(computed);
    expect([...declared.keys()]).toEqual(everyFace.map(({ name }) => name));
    for (const { name, fallback, face } of everyFace) {
      const rule = declared.get(name)!;
      const font = fontOf(fallback);
      const sizeAdjust = fraction(rule.get('size-adjust'));
      // The line box: each override, once scaled by size-adjust, is the web face's own metric.
      const scaled = (descriptor: string) => fraction(rule.get(descriptor)) * sizeAdjust;
      expect(scaled('ascent-override'), name).toBeCloseTo(font.ascent / font.unitsPerEm, 3);
      expect(scaled('descent-override'), name).toBeCloseTo(
        Math.abs(font.descent) / font.unitsPerEm,
        3,
      );
      expect(scaled('line-gap-override'), name).toBeCloseTo(font.lineGap / font.unitsPerEm, 3);
      // The width: the web face's over the system font's, measured in Chromium (Arabic) or from the
      // file over the sample at this weight against the system font's figure (Latin).
      const { sample } = fallback;
      expect(sizeAdjust, name).toBeCloseTo(
        face.ratio ??
          (face.width === null || sample === null
            ? 1
            : textWidth(fallback.face, SAMPLES[sample][face.weight], face.weight) / face.width),
        3,
      );
      expect(rule.get('src'), name).toMatch(/^local\(/);
    }
  });

  it('measure the variable faces at their weight: bold Inter is wider than regular', () => {
    // fontkit reads the weight axis of the WOFF2 file (HVAR); were it ignored, both would be equal.
    const text = 'Cable glands for hazardous areas';
    const regular = textWidth('inter-latin.woff2', text, 400);
    expect(textWidth('inter-latin.woff2', text, 700) / regular).toBeGreaterThan(1.02);
  });

  it('sizes Inter’s Arial-metric fallback by more than rounding: the match is real', () => {
    // Inter is wider than Arial: an unsized fallback would set shorter lines and wrap them elsewhere.
    const arial = faces(computed).get('Inter Fallback 400')!;
    expect(fraction(arial.get('size-adjust'))).toBeGreaterThan(1.05);
  });
});

describe('the exported pages', () => {
  beforeAll(requireExport);
  const pages = files().filter((path) => !path.includes('/_next/'));
  const isArabic = (path: string) => /^ar(\.html|\/)/.test(rel(path));
  /** The page's inlined CSS (scripts/inline-css.mjs makes every stylesheet a <style>). */
  const css = (html: string) => scriptBodies(html, 'style').join('\n');

  it('carry every fallback face with its overrides, and the brand faces swap, unpreloaded', () => {
    expect(pages.length).toBeGreaterThan(2);
    const expected = faces(computed);
    for (const page of pages) {
      const html = readText(page);
      const built = faces(css(html));
      for (const [family, descriptors] of expected) {
        const face = built.get(family);
        expect(face, `${rel(page)}: ${family}`).toBeDefined();
        for (const name of [
          'size-adjust',
          'ascent-override',
          'descent-override',
          'line-gap-override',
        ])
          expect(fraction(face!.get(name)), `${rel(page)}: ${family} ${name}`).toBeCloseTo(
            fraction(descriptors.get(name)),
            4,
          );
      }
      // The web faces: swap (paint at once), and no preload to take the link from the document.
      for (const [family, face] of built)
        if (/url\(/.test(face.get('src') ?? ''))
          expect(face.get('font-display'), `${rel(page)}: ${family}`).toBe('swap');
      expect(select(html, 'link[as="font"]').map(String), rel(page)).toEqual([]);
    }
  });

  it('size no box in ch, which changes with the face that draws "0" when the brand face swaps in', () => {
    // A max-width in ch was 324 px in the fallback and 375 px in Inter for the home page's heading
    // at 412 px: the heading rewrapped. Measures are in em (app/globals.css, --prose-width).
    for (const page of pages) {
      const lengths = css(readText(page)).match(/[\s:(,-]\d*\.?\d+ch\b/g) ?? [];
      expect(lengths, rel(page)).toEqual([]);
    }
  });

  it('name the fallbacks right after the web face they stand in for, in both languages', () => {
    const stacks = (html: string, name: string) =>
      [...css(html).matchAll(new RegExp(`${name}:([^;}]+)`, 'g'))].map((m) =>
        m[1]!.replace(/['"]/g, '').replace(/,\s*/g, ','),
      );
    const english = pages.find((page) => !isArabic(page))!;
    const arabic = pages.find(isArabic)!;
    expect(stacks(readText(english), '--font-sans')).toContainEqual(
      expect.stringContaining('var(--font-inter),Inter Fallback,Inter Fallback Roboto,'),
    );
    expect(stacks(readText(arabic), '--font-sans')).toContainEqual(
      expect.stringContaining(
        'var(--font-arabic),Arabic Fallback,Arabic Fallback DejaVu,Arabic Fallback System,var(--font-inter),Inter Fallback,',
      ),
    );
  });
});
