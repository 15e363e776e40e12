import localFont from 'next/font/local';
import './arabic.css';

/**
 * Noto Sans Arabic (variable weight 400-700), subset by scripts/font-subset.py from
 * @fontsource-variable/noto-sans-arabic to the Arabic block, presentation forms B and the joiners,
 * for the Arabic pages only: their root layout adds `arabic.variable` to <html> and imports this
 * module, so English pages never load the font nor arabic.css. Loaded like Inter: not preloaded,
 * 'swap' over system fonts sized to its metrics (fallbacks.css, 'Arabic Fallback*', from
 * scripts/font-fallbacks.mjs), so it takes over when it arrives without moving a line
 * (tests/e2e/fonts.spec.ts).
 * The unicode-range (the ranges of make-subset.py; a literal, as next/font requires, checked by
 * tests/unit/font.test.ts) keeps Latin identifiers and digits (M20, IP68, 0.6/1 kV) in Inter.
 */
export const arabic = localFont({
  src: './noto-sans-arabic.woff2',
  weight: '400 700',
  style: 'normal',
  display: 'swap',
  preload: false,
  variable: '--font-arabic',
  // next/font's generated fallback is Latin-measured and has no unicode-range: fallbacks.css has ours.
  adjustFontFallback: false,
  declarations: [{ prop: 'unicode-range', value: 'U+0600-06FF, U+200C-200F, U+FE70-FEFF' }],
});
