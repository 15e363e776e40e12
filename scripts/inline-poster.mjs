// The home page's largest paint on a phone, inlined: the first hero slide's 828 px poster (9 KB WebP)
// becomes a data: URL in the <img srcset>, so a phone paints it from the page's own bytes instead of
// opening another request after the HTML (on a slow link that request's latency was half the largest
// paint: real-throttled LCP 1,336 ms against 783 ms inlined, docs/performance.md).
//
// Only in the HTML: React's RSC payload keeps the file's URL (hydration leaves an <img>'s attributes
// as they are, and the props never change), so the image is in the page once, not twice. A desktop
// still takes the 1280 px file from its URL: the srcset's other candidate. React's preload of the
// poster goes (it would fetch the 828 px file again on a phone); the <img> is early in the body, where
// the preload scanner finds it. The data: URL needs img-src data:, which the site's policy allows.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expectOutput } from './expect-output.mjs';

const poster =
  /<img\b[^>]*\bsrcSet="(\/media\/[\w-]+-828\.webp) 828w, [^"]+"[^>]*fetchPriority="high"[^>]*>/;

/**
 * The pages that must have the poster: the home page in each language, whose first hero slide (the
 * content schema asks for at least one) is its high-priority image.
 */
export const pagesWithPoster = ['index.html', 'ar.html'];

/**
 * The page's HTML with its high-priority 828 px poster inlined; a page without one is returned as is,
 * but a page of `pagesWithPoster` without one stops the build (Next wrote the <img> differently).
 * @param {string} html
 * @param {string} outDir
 * @param {string} [file] the page, relative to outDir
 * @returns {string}
 */
export function inlinePoster(html, outDir, file = '') {
  if (pagesWithPoster.includes(file)) expectOutput('inline-poster', html, poster, file);
  const match = html.match(poster);
  if (!match) return html;
  const [tag, image] = match;
  const data = `data:image/webp;base64,${readFileSync(join(outDir, image)).toString('base64')}`;
  const preload = new RegExp(`<link rel="preload" as="image" imageSrcSet="${image} 828w[^>]*>`);
  expectOutput('inline-poster', html, preload, `the preload of ${image}`);
  return html
    .replace(preload, '')
    .replace(tag, tag.replace(`srcSet="${image} 828w`, `srcSet="${data} 828w`));
}
