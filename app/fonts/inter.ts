import localFont from 'next/font/local';

/**
 * Inter 4 (variable weight 400-800), subset by tools/font/make-subset.py from @fontsource-variable/inter.
 * Not preloaded: a preload would compete with the stylesheet and scripts for a slow link before the
 * first paint. Text paints at once in the metric-matched Arial fallback and swaps without a shift.
 */
export const inter = localFont({
  src: './inter-latin.woff2',
  weight: '400 800',
  style: 'normal',
  display: 'swap',
  preload: false,
  variable: '--font-inter',
  adjustFontFallback: 'Arial',
});

/** Latin Extended-A letters (a name such as Marković); fetched only by a page that shows one. */
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
