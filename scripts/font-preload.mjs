// Each page preloads the typeface of its own language, so the first view of a first visit is drawn
// in it: Inter on every page, and Noto Sans Arabic on the Arabic pages only. next/font's own
// `preload: true` cannot do this: Turbopack puts every root layout's font preloads on every route
// (the Arabic face on English pages too, in the <head> and in every RSC payload). The fonts are
// `font-display: swap` over metric-matched fallbacks (app/fonts), so a font that misses the first
// paint on a slow link still takes over when it arrives; the preload makes that rare.

/** The faces a page preloads, by the start of their file names under /_next/static/media/. */
const facesFor = {
  en: ['inter_latin'],
  ar: ['noto_sans_arabic', 'inter_latin'],
};
const fontUrl = /url\((\/_next\/static\/media\/([a-z_]+)[-.][^)]*\.woff2)\)/g;

/**
 * The page's HTML with a preload of its language's fonts right after <meta charset>; the font files
 * are the ones its inlined @font-face rules name.
 * @param {string} html
 * @returns {string}
 */
export function preloadFonts(html) {
  const lang = /<html[^>]*\blang="(\w+)"/.exec(html)?.[1] === 'ar' ? 'ar' : 'en';
  /** @type {Map<string, string>} */
  const files = new Map();
  for (const [, url, name] of html.matchAll(fontUrl)) if (name && url) files.set(name, url);
  const links = facesFor[lang].map((name) => {
    const url = files.get(name);
    if (!url) throw new Error(`font-preload: no @font-face for ${name} in a ${lang} page`);
    return `<link rel="preload" href="${url}" as="font" type="font/woff2" crossorigin=""/>`;
  });
  // Run twice (a rebuild of the no-email export), a page keeps one set.
  html = html.replace(
    /<link rel="preload" href="\/_next\/static\/media\/[^"]+\.woff2" as="font"[^>]*\/>/g,
    '',
  );
  const charset = html.match(/<meta charSet="utf-8"\/>/i);
  if (!charset) throw new Error('font-preload: the page has no <meta charset>');
  return html.replace(charset[0], `${charset[0]}${links.join('')}`);
}
