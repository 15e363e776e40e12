import { statSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { htmlFor, outDir, readText, requireExport } from './export';

const KB = 1024;
const posterBytes = (file: string) => statSync(join(outDir, 'media', file)).size;

beforeAll(requireExport);

/** The attributes of the first tag in `html` that matches `pattern`. */
function firstTag(html: string, pattern: RegExp) {
  const tag = html.match(pattern)?.[0];
  if (!tag) throw new Error(`no tag matches ${pattern}`);
  return (name: string) => tag.match(new RegExp(`\\s${name}="([^"]*)"`))?.[1];
}

describe("the home page's largest paint on a phone", () => {
  it('the phone-sized hero posters are a fraction of the 1280 px one', () => {
    // Today 9,154 B against 16,354 B: the same first frame at the same WebP quality
    // (tools/media/make-videos.sh).
    expect(posterBytes('hero-1-828.webp')).toBeLessThanOrEqual(10 * KB);
    expect(posterBytes('hero-1-828.webp')).toBeLessThan(0.6 * posterBytes('hero-1.webp'));
  });

  it('the first hero poster offers them in a srcset, and its preload offers the same list', () => {
    const html = readText(htmlFor('/'));
    const poster = firstTag(html, /<img\b[^>]*fetchPriority="high"[^>]*>/);
    const srcset = '/media/hero-1-828.webp 828w, /media/hero-1.webp 1280w';
    expect(poster('src')).toBe('/media/hero-1.webp');
    expect(poster('srcSet')).toBe(srcset);
    // A phone takes at most the 828 px file (a 390 px phone at DPR 2.6 and a DPR 3 one both take it).
    expect(poster('sizes')).toBe('(max-width: 600px) 276px, 100vw');
    // Same list and sizes as the <img>, so the browser reuses the preloaded file instead of
    // fetching a second candidate.
    const preload = firstTag(
      html,
      /<link\b[^>]*rel="preload"[^>]*as="image"[^>]*imageSrcSet[^>]*>/,
    );
    expect(preload('imageSrcSet')).toBe(srcset);
    expect(preload('imageSizes')).toBe(poster('sizes'));
    expect(preload('fetchPriority')).toBe('high');
    for (const candidate of srcset.split(', ').map((entry) => entry.split(' ')[0]!))
      expect(() => statSync(join(outDir, candidate)), candidate).not.toThrow();
  });
});
