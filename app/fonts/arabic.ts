import localFont from 'next/font/local';

/**
 * Noto Sans Arabic (variable weight), the Arabic subset from @fontsource-variable/noto-sans-arabic,
 * for the Arabic pages only: their root layout adds its variable, so English pages never load it.
 * Latin identifiers inside Arabic text (M20, IP68) keep Inter, which comes first in the stack.
 * Loaded like Inter: not preloaded, 'optional', with a metric-matched fallback.
 */
export const arabic = localFont({
  src: './noto-sans-arabic.woff2',
  weight: '100 900',
  style: 'normal',
  display: 'optional',
  preload: false,
  variable: '--font-arabic',
  adjustFontFallback: 'Arial',
});
