import localFont from 'next/font/local';

/**
 * Inter from the @fontsource-variable/inter package, self-hosted through next/font: the file is
 * preloaded and a metric-matched Arial fallback is generated, so the swap never shifts the layout.
 */
export const inter = localFont({
  src: '../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  weight: '100 900',
  style: 'normal',
  display: 'swap',
  variable: '--font-inter',
  adjustFontFallback: 'Arial',
});
