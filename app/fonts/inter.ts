import localFont from 'next/font/local';
import './fallbacks.css';

/**
 * Inter 4 (variable weight 400-800), subset by scripts/font-subset.py from @fontsource-variable/inter.
 * Not preloaded (a preload took the slow link from the document: ~300 ms of first paint, issue 44),
 * and 'swap' over the system fonts of fallbacks.css, sized to Inter's metrics by
 * scripts/font-fallbacks.mjs (Arial or its metric twins Liberation Sans and Arimo, Roboto on
 * Android): text paints at once, and Inter takes over when it arrives without moving a line
 * (tests/e2e/fonts.spec.ts). next/font's own fallback is off: it names only local(Arial), which
 * Linux and Android do not have.
 */
export const inter = localFont({
  src: './inter-latin.woff2',
  weight: '400 800',
  style: 'normal',
  display: 'swap',
  preload: false,
  variable: '--font-inter',
  adjustFontFallback: false,
});

/** Latin Extended-A letters (a name such as Marković); fetched only by a page that shows one, not preloaded. */
export const interExtA = localFont({
  src: './inter-latin-ext-a.woff2',
  weight: '400 800',
  style: 'normal',
  display: 'swap',
  preload: false,
  variable: '--font-inter-ext-a',
  adjustFontFallback: false,
  declarations: [{ prop: 'unicode-range', value: 'U+0100-017F' }],
});
