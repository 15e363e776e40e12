import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { inlinePoster } from '../../scripts/inline-poster.mjs';
import { htmlFor, outDir, readText, requireExport } from './export';
import { attr, parseHtml, select, selectOne } from '../html';

const KB = 1024;
const posterBytes = (file: string) => statSync(join(outDir, 'media', file)).size;

beforeAll(requireExport);

/** The attributes of the first element of `page` that `selector` selects. */
function firstTag(page: ReturnType<typeof parseHtml>, selector: string) {
  const element = selectOne(page, selector);
  if (!element) throw new Error(`no element matches ${selector}`);
  return (name: string) => attr(element, name);
}

describe("the home page's largest paint on a phone", () => {
  it('the phone-sized hero posters are a fraction of the 1280 px one', () => {
    // Today 9,154 B against 16,354 B: the same first frame at the same WebP quality
    // (made by the video generator, now in history: docs/architecture.md).
    expect(posterBytes('hero-1-828.webp')).toBeLessThanOrEqual(10 * KB);
    expect(posterBytes('hero-1-828.webp')).toBeLessThan(0.6 * posterBytes('hero-1.webp'));
  });

  it("a phone paints the first poster from the page's own bytes; a desktop fetches the 1280 px one", () => {
    for (const route of ['/', '/ar']) {
      const html = readText(htmlFor(route));
      const page = parseHtml(html);
      const poster = firstTag(page, 'img[fetchPriority="high"]');
      expect(poster('src'), route).toBe('/media/hero-1.webp');
      // A phone takes at most the 828 px candidate (a 390 px phone at DPR 2.6 and a DPR 3 one both do).
      expect(poster('sizes'), route).toBe('(max-width: 600px) 276px, 100vw');
      const [phone, desktop] = poster('srcSet')!.split(', ');
      expect(desktop, route).toBe('/media/hero-1.webp 1280w');
      const inlined = phone!.match(/^data:image\/webp;base64,([\w+/=]+) 828w$/)?.[1];
      // The committed file's bytes exactly (committed in public/videos/).
      expect(
        Buffer.from(inlined!, 'base64').equals(readFileSync(join(outDir, 'media/hero-1-828.webp'))),
        route,
      ).toBe(true);
      // Nothing fetches the 828 px file: no preload (React's would, again, on a phone), no URL left.
      expect(html, route).not.toContain('/media/hero-1-828.webp');
      expect(select(page, 'link[rel="preload"][as="image"][imageSrcSet]'), route).toEqual([]);
      // The first slide's text (headline to quote link) precedes the inlined bytes, so it arrives
      // whole: centred in the slide, it would move if the first paint caught it half parsed.
      // (Positions are offsets in the HTML as it arrives: each element's `range`.)
      const start = (element: { range: readonly [number, number] } | undefined) =>
        element?.range[0] ?? -1;
      const headline = start(selectOne(page, 'h1'));
      const quoteLink = start(
        select(page, 'a[href^="mailto:"]').find((link) => start(link) > headline),
      );
      const inlinedAt = start(
        select(page, '[srcSet]').find((element) =>
          attr(element, 'srcSet')!.includes('data:image/webp'),
        ),
      );
      expect(headline, route).toBeGreaterThan(0);
      expect(quoteLink, route).toBeGreaterThan(headline);
      expect(quoteLink, route).toBeLessThan(inlinedAt);
    }
  });

  it('the inlined poster costs the home HTML under 11 KB gzip (the file is 9 KB)', () => {
    const inlined = readText(htmlFor('/'));
    const withUrl = inlined.replace(
      /data:image\/webp;base64,[\w+/=]+ 828w/,
      '/media/hero-1-828.webp 828w',
    );
    expect(
      gzipSync(inlined, { level: 9 }).length - gzipSync(withUrl, { level: 9 }).length,
    ).toBeLessThan(11 * KB);
  });

  it('the rewrite leaves a page without a high-priority 828 px poster as it is, and needs the preload', () => {
    const page = '<head></head><body><img src="/a.webp" alt="" loading="lazy"/></body>';
    expect(inlinePoster(page, outDir)).toBe(page);
    const noPreload =
      '<img src="/media/hero-1.webp" srcSet="/media/hero-1-828.webp 828w, /media/hero-1.webp 1280w" fetchPriority="high"/>';
    expect(() => inlinePoster(noPreload, outDir)).toThrow(
      /^inline-poster: expected <link rel="preload".*\/media\/hero-1-828\.webp/,
    );
  });
});
