import localFont from 'next/font/local';

/**
 * Inter 4 (variable weight 400-800), subset by scripts/font-subset.py from @fontsource-variable/inter.
 * Preloaded by every page (scripts/font-preload.mjs at postbuild, in <head> before anything else), and
 * 'swap' over next/font's metric-matched Arial fallback (size-adjust and ascent/descent overrides): the
 * first view of a first visit is in Inter, as every later page is (tests/e2e/fonts.spec.ts), and a
 * file that misses the first paint on a slow link swaps in with little movement.
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
