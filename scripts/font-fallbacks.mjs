// The fallback faces the brand faces swap over, sized with fontkit from the committed font files so the
// swap moves nothing (issue 44): app/fonts/fallbacks.css, made by `npm run build` (and `npm run dev`)
// before `next build`, and not committed: it follows the font files it is computed from.
// tests/unit/font-fallbacks.test.ts holds what it computes to the files' metrics.
//
// A fallback face is a system font under a name of ours (local()), with the web face's vertical
// metrics (ascent-override, descent-override, line-gap-override) and its average width (size-adjust),
// so a line keeps its height and, as near as one ratio per weight can, its length. The web face's figures come
// from its file; a system font's average width is a constant measured the same way with fontkit from
// its file (they are not in this repository): each constant names the file it came from.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join, resolve } from 'node:path';
import * as fontkit from 'fontkit';
import prettier from 'prettier';
import { parseHtml, select, textRuns } from './html.mjs';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
const fontsDir = join(root, 'app/fonts');

/**
 * The text whose advance width is compared, per script and weight: sentences of the site's own
 * paragraphs (regular) and headings (bold), chosen because their ratio of web face to system font is
 * the ratio over all of the site's Latin text of that weight on 28 Nov 2026 (Inter to Liberation
 * Sans: 1.066 in paragraphs and 1.024 in bold headings, as Chromium draws them; fontkit gives the same
 * within 0.3 %). A line wraps where its own words fall, so a text can still differ from the average
 * (Inter against its fallback: 0.99 to 1.01 for nine paragraphs in ten): the sample centres the error.
 * The Arabic widths are measured otherwise: see ARABIC_IN_CHROMIUM.
 */
export const SAMPLES = {
  latin: {
    400: 'E&I bulk materials consolidated from one source and delivered to your site schedule across the UAE.',
    700: 'Smart Cable Management Solutions You Can Trust',
  },
};

/**
 * Noto Sans Arabic's width over DejaVu Sans's, as Chromium 156 (HarfBuzz) draws the Arabic text of
 * every exported Arabic page (`node scripts/font-fallbacks.mjs --measure`, after a build): paragraphs
 * and list items regular, headings bold. fontkit cannot give it: it shapes the subset's Arabic into a
 * third more glyphs than letters, and put Noto 5 % wider than DejaVu where Chromium draws it 6 %
 * narrower. Nine texts in ten fall within 3 % of these (regular 0.91 to 0.97, bold 0.83 to 0.91).
 */
const ARABIC_IN_CHROMIUM = { 400: 0.936, 700: 0.864 };

/** The Arabic face's ranges (app/fonts/arabic.ts; tests/unit/font.test.ts keeps them in step). */
const ARABIC_RANGE = 'U+0600-06FF, U+200C-200F, U+FE70-FEFF';

/** A font file (one face, never a collection). @param {string} path */
const open = (path) => /** @type {fontkit.Font} */ (fontkit.openSync(path));

/**
 * @typedef {object} Face  one weight of a fallback
 * @property {400 | 700} weight  the web face is measured at this weight (its variable axis)
 * @property {string[]} local  system fonts by full and PostScript name, the first installed one is used
 * @property {number | null} width  the system font's advance width over the sample of this weight,
 *   in em (null: unknown, so no size-adjust; only the vertical metrics are matched)
 * @property {number} [ratio]  the web face's width over the system font's, measured in Chromium
 *   (instead of width)
 *
 * @typedef {object} Fallback
 * @property {string} family  the name the font stacks use
 * @property {string} face  the web face's file in app/fonts
 * @property {keyof typeof SAMPLES | null} sample  the text its widths are measured over (null: no width)
 * @property {Face[]} weights  a regular and a bold face: a system font's bold is wider than its
 *   regular by more than Inter's or Noto Sans Arabic's (Liberation Sans 8 %, Inter 3 %; DejaVu Sans
 *   18 % in Arabic, Noto Sans Arabic 8 %), so one size-adjust for both sets headings too wide
 * @property {string} [unicodeRange]
 */

/** Liberation Sans 1.07.4 (Debian fonts-liberation) over the Latin samples, measured as textWidth does. */
const ARIAL = { 400: 44.68994140625, 700: 24.169921875 };

/** @type {Fallback[]} */
export const FALLBACKS = [
  {
    family: 'Inter Fallback',
    face: 'inter-latin.woff2',
    sample: 'latin',
    // Liberation Sans and Arimo are metric-compatible with Arial (the same advance widths): Linux
    // and Chrome OS draw them where Windows and Apple systems draw Arial. Measured from
    // LiberationSans-Regular.ttf and LiberationSans-Bold.ttf.
    weights: [
      {
        weight: 400,
        local: [
          'Arial',
          'ArialMT',
          'Liberation Sans',
          'LiberationSans',
          'Arimo Regular',
          'Arimo-Regular',
        ],
        width: ARIAL[400],
      },
      {
        weight: 700,
        local: [
          'Arial Bold',
          'Arial-BoldMT',
          'Liberation Sans Bold',
          'LiberationSans-Bold',
          'Arimo Bold',
          'Arimo-Bold',
        ],
        width: ARIAL[700],
      },
    ],
  },
  {
    family: 'Inter Fallback Roboto',
    face: 'inter-latin.woff2',
    sample: 'latin',
    // Android has no Arial: its sans-serif is Roboto. No Roboto file here: Arial's figures scaled by
    // the two fonts' average widths in the metrics next ships (next/dist/server/capsize-font-metrics.json,
    // from @capsizecss/metrics: 911 and 913 of 2048 regular, 926 and 983 bold).
    weights: [
      {
        weight: 400,
        local: ['Roboto', 'Roboto-Regular', 'Roboto Regular'],
        width: (ARIAL[400] * 911) / 913,
      },
      { weight: 700, local: ['Roboto Bold', 'Roboto-Bold'], width: (ARIAL[700] * 926) / 983 },
    ],
  },
  {
    family: 'Arabic Fallback',
    face: 'noto-sans-arabic.woff2',
    sample: null,
    // The same face installed (Android, many Linux desktops): nothing to adjust.
    weights: [
      {
        weight: 400,
        local: ['Noto Sans Arabic Regular', 'Noto Sans Arabic', 'NotoSansArabic-Regular'],
        width: null,
      },
      { weight: 700, local: ['Noto Sans Arabic Bold', 'NotoSansArabic-Bold'], width: null },
    ],
    unicodeRange: ARABIC_RANGE,
  },
  {
    family: 'Arabic Fallback DejaVu',
    face: 'noto-sans-arabic.woff2',
    sample: null,
    // Linux's default sans-serif, and the only Arabic letters of a bare Debian (fonts-dejavu-core
    // 2.37): the widths as Chromium draws them, ARABIC_IN_CHROMIUM.
    weights: [
      {
        weight: 400,
        local: ['DejaVu Sans', 'DejaVuSans'],
        width: null,
        ratio: ARABIC_IN_CHROMIUM[400],
      },
      {
        weight: 700,
        local: ['DejaVu Sans Bold', 'DejaVuSans-Bold'],
        width: null,
        ratio: ARABIC_IN_CHROMIUM[700],
      },
    ],
    unicodeRange: ARABIC_RANGE,
  },
  {
    family: 'Arabic Fallback System',
    face: 'noto-sans-arabic.woff2',
    sample: null,
    // Windows and Apple systems: their Arabic letters' widths are not measured here (no files), so
    // only the line boxes are matched.
    weights: [
      {
        weight: 400,
        local: ['Segoe UI', 'SegoeUI', 'Tahoma', 'Geeza Pro Regular', 'GeezaPro'],
        width: null,
      },
      {
        weight: 700,
        local: [
          'Segoe UI Bold',
          'SegoeUI-Bold',
          'Tahoma Bold',
          'Tahoma-Bold',
          'Geeza Pro Bold',
          'GeezaPro-Bold',
        ],
        width: null,
      },
    ],
    unicodeRange: ARABIC_RANGE,
  },
];

/**
 * The parts of fontkit's variable TrueType font that textWidth reads (not in @types/fontkit).
 * @typedef {object} VariableFont
 * @property {number[]} variationCoords
 * @property {{ axis: { axisTag: string, defaultValue: number }[] }} fvar
 * @property {{ getAdvanceAdjustment(id: number, table: unknown): number } | null} _variationProcessor
 * @property {{ metrics: { length: number, get(i: number): { advance: number } } }} hmtx
 * @property {unknown} HVAR
 */

/**
 * The advance width of a text in the web face at a weight, in em.
 * The advances are the font's own (hmtx) moved by its variation deltas for the weight (HVAR),
 * through fontkit's variation processor: fontkit's getVariation() cannot read a WOFF2 file.
 * @param {string} file  the web face's file in app/fonts
 * @param {string} text
 * @param {number} weight
 */
export function textWidth(file, text, weight) {
  const path = join(fontsDir, file);
  const font = open(path);
  const glyphs = font.glyphsForString(text);
  // A second copy, set to the weight before anything reads it (fontkit caches its variation state).
  const varied = /** @type {VariableFont} */ (/** @type {unknown} */ (fontkit.openSync(path)));
  varied.variationCoords = varied.fvar.axis.map((axis) =>
    axis.axisTag.trim() === 'wght' ? weight : axis.defaultValue,
  );
  const processor = varied._variationProcessor;
  const metrics = varied.hmtx.metrics;
  /** @param {number} id */
  const advance = (id) =>
    metrics.get(Math.min(id, metrics.length - 1)).advance +
    (processor ? processor.getAdvanceAdjustment(id, varied.HVAR) : 0);
  return glyphs.reduce((sum, glyph) => sum + advance(glyph.id), 0) / font.unitsPerEm;
}

/** @param {number} value */
const percent = (value) => `${(Math.abs(value) * 100).toFixed(2)}%`;

/**
 * The descriptors of one weight of a fallback, from its web face's file.
 * @param {Fallback} fallback
 * @param {Face} face
 */
function overrides(fallback, face) {
  const font = open(join(fontsDir, fallback.face));
  const { sample } = fallback;
  const sizeAdjust =
    face.ratio ??
    (face.width === null || sample === null
      ? 1
      : textWidth(fallback.face, SAMPLES[sample][face.weight], face.weight) / face.width);
  const em = font.unitsPerEm * sizeAdjust;
  return {
    'ascent-override': percent(font.ascent / em),
    'descent-override': percent(font.descent / em),
    'line-gap-override': percent(font.lineGap / em),
    'size-adjust': percent(sizeAdjust),
  };
}

/** The whole of app/fonts/fallbacks.css, formatted as the repository's Prettier settings say. */
export async function fallbackCss() {
  const rules = FALLBACKS.flatMap((fallback) =>
    fallback.weights.map((face) => {
      const lines = [
        `  font-family: '${fallback.family}';`,
        `  src: ${face.local.map((name) => `local('${name}')`).join(', ')};`,
        `  font-weight: ${face.weight};`,
        ...(fallback.unicodeRange ? [`  unicode-range: ${fallback.unicodeRange};`] : []),
        ...Object.entries(overrides(fallback, face)).map(([name, value]) => `  ${name}: ${value};`),
      ];
      return `@font-face {\n${lines.join('\n')}\n}\n`;
    }),
  );
  const css = [
    '/*',
    ' * Generated by scripts/font-fallbacks.mjs from the font files beside it: do not edit by hand.',
    ' * System fonts sized to the brand faces (vertical metrics and average width, regular and bold),',
    ' * so the swap to Inter or Noto Sans Arabic (font-display: swap, not preloaded) moves no line.',
    ' */',
    ...rules,
  ].join('\n');
  const target = join(fontsDir, 'fallbacks.css');
  return prettier.format(css, { ...(await prettier.resolveConfig(target)), filepath: target });
}

/**
 * ARABIC_IN_CHROMIUM, measured again: the Arabic text of every exported Arabic page (out/ar), set on
 * one line in Noto Sans Arabic (the committed file) and in DejaVu Sans, in Debian's Chromium.
 */
async function measureArabic() {
  const { chromium } = await import('@playwright/test');
  /** @type {Record<400 | 700, string[]>} */
  const texts = { 400: [], 700: [] };
  /** The Arabic letters of a text, its runs (a tag apart) each a word apart. */
  const arabicOnly = (/** @type {string[]} */ runs) =>
    runs
      .join(' ')
      .replace(/[^\u0600-\u06FF\s]/g, '')
      .replace(/\s+/g, ' ')
      .trim();
  const blocks = 'p, li, h1, h2, h3';
  const pages = readdirSync(join(root, 'out/ar'), { recursive: true, encoding: 'utf8' });
  for (const file of pages.filter((name) => name.endsWith('.html'))) {
    const html = parseHtml(readFileSync(join(root, 'out/ar', file), 'utf8'));
    // The outermost of these blocks (a <p> in an <li> is read with its item), scripts and styles apart.
    for (const block of select(html, blocks).filter((e) => !e.parentNode?.closest(blocks))) {
      const text = arabicOnly(textRuns(block));
      if (text.length >= 12)
        texts[block.rawTagName.toLowerCase().startsWith('h') ? 700 : 400].push(text);
    }
  }
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
  const page = await browser.newPage();
  const font = readFileSync(join(fontsDir, 'noto-sans-arabic.woff2')).toString('base64');
  await page.setContent(
    `<style>@font-face{font-family:web;font-weight:400 700;src:url(data:font/woff2;base64,${font})}</style>`,
  );
  for (const weight of /** @type {const} */ ([400, 700])) {
    const [web, system] = await page.evaluate(
      async ({ list, weight }) => {
        // In the page (this file is type-checked without the DOM's types).
        const { document } = /** @type {{ document: any }} */ (/** @type {unknown} */ (globalThis));
        await document.fonts.load(`${weight} 20px web`, 'ب');
        const width = (/** @type {string} */ family) =>
          list.reduce((sum, text) => {
            const span = document.createElement('span');
            span.style.cssText = `position:absolute;white-space:nowrap;font:${weight} 20px ${family}`;
            span.textContent = text;
            document.body.append(span);
            const { width } = span.getBoundingClientRect();
            span.remove();
            return sum + width;
          }, 0);
        return [width('web'), width('"DejaVu Sans"')];
      },
      { list: texts[weight], weight },
    );
    console.log(`${weight}: ${(web / system).toFixed(4)} over ${texts[weight].length} texts`);
  }
  await browser.close();
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  if (process.argv.includes('--measure')) {
    await measureArabic();
    process.exit(0);
  }
  writeFileSync(join(fontsDir, 'fallbacks.css'), await fallbackCss());
  console.log(
    `app/fonts/fallbacks.css: ${FALLBACKS.length} fallbacks, a regular and a bold face each`,
  );
}
