// A render-blocking stylesheet costs a slow first visit a round trip before the first paint. Each page's
// stylesheets go into the page as <style> elements (postbuild then pins them by hash in style-src, as
// it pins the inline scripts). Next's own experimental.inlineCss does this too but repeats every style
// in the page's RSC payload: 14 to 16 KB gzip more HTML per page than these elements alone.
//
// Each <link> stays, `disabled` (the browser fetches nothing for it): React looks up a page's
// stylesheets by <link href> when it hydrates and, finding none, would insert and load them again.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expectOutput } from './expect-output.mjs';

/** How Next links a page's stylesheet (every page has one: app/globals.css); the step rewrites it. */
const stylesheet =
  /<link rel="stylesheet" href="(\/_next\/static\/[^"]+\.css)" data-precedence="[^"]+"\/>/;
/** A run of such links, one after the other: their CSS goes into one element, in their order. */
const stylesheets = new RegExp(`(?:${stylesheet.source})+`, 'g');
const relativeUrl = /url\((["']?)(?![a-z]+:|\/|#)([^"')]+)\1\)/g;

/**
 * A stylesheet's relative url()s as absolute paths, for use anywhere but at its own `href`.
 * @param {string} css
 * @param {string} href
 */
export const absoluteUrls = (css, href) =>
  css.replace(
    relativeUrl,
    (/** @type {string} */ _, /** @type {string} */ quote, /** @type {string} */ url) =>
      `url(${quote}${new URL(url, `https://site${href}`).pathname}${quote})`,
  );

/**
 * The page's HTML with its stylesheets inlined; `outDir` is the export the hrefs resolve in. Stops the
 * build when the page links no stylesheet the way Next wrote it. Next links a page's CSS as one run
 * of links (one per group of its routes' CSS, next.config.ts `cssChunking`); the run becomes one
 * `<style>` with their CSS in their order, one hash in the page's policy rather than one per group.
 * @param {string} html
 * @param {string} outDir
 * @param {string} [file] the page, for the message
 */
export function inlineStylesheets(html, outDir, file = 'a page') {
  expectOutput('inline-css', html, stylesheet, file);
  return html.replace(stylesheets, (/** @type {string} */ run) => {
    const links = run.match(new RegExp(stylesheet.source, 'g')) ?? [];
    const hrefs = links.map((link) => stylesheet.exec(link)?.[1] ?? '');
    const css = hrefs
      .map((href) => absoluteUrls(readFileSync(join(outDir, href), 'utf8'), href).trim())
      .join('\n');
    if (css.includes('</')) throw new Error(`inline-css: ${hrefs.join(' ')} contains "</"`);
    const disabled = links.map((link) => link.replace('/>', ' disabled=""/>')).join('');
    return `<style data-href="${hrefs.join(' ')}">${css}</style>${disabled}`;
  });
}
