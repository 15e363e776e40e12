import localFont from 'next/font/local';

/**
 * Inter 4 (variable weight 400-800), subset by scripts/font-subset.py from @fontsource-variable/inter.
 * Not preloaded, so it never competes with the stylesheet and scripts for a slow link before the first
 * paint. 'optional': a page uses Inter when it is there within the first ~100 ms (cached, or a fast
 * link) and otherwise keeps the metric-matched fallback for its lifetime, so text never moves; the
 * file still arrives for the next page.
 */
export const inter = localFont({
  src: './inter-latin.woff2',
  weight: '400 800',
  style: 'normal',
  display: 'optional',
  preload: false,
  variable: '--font-inter',
  adjustFontFallback: 'Arial',
});

/** Latin Extended-A letters (a name such as Marković); fetched only by a page that shows one. */
export const interExtA = localFont({
  src: './inter-latin-ext-a.woff2',
  weight: '400 800',
  style: 'normal',
  display: 'optional',
  preload: false,
  variable: '--font-inter-ext-a',
  adjustFontFallback: false,
  declarations: [{ prop: 'unicode-range', value: 'U+0100-017F' }],
});
