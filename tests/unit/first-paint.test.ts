import { createHash } from 'node:crypto';
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { bootSource, deferScripts } from '../../scripts/defer-scripts.mjs';
import { files, htmlFor, outDir, readText, rel, requireExport } from './export';

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

describe("the framework's scripts start after the first paint", () => {
  const pages = files().map((path) => ({ path, html: readText(path) }));
  const bootTag = /<script data-scripts="([^"]+)">([\s\S]*?)<\/script>/g;

  it('no page asks for a chunk before its boot script does', () => {
    expect(pages.length).toBeGreaterThanOrEqual(78);
    for (const { path, html } of pages) {
      // Neither a parser-inserted <script src> nor a preload: both load while the page is still
      // painting (the noModule polyfill is the one external script left; modern browsers skip it).
      expect(html, rel(path)).not.toMatch(/<script src="\/_next\/[^"]*"(?![^>]*noModule)[^>]*>/);
      expect(html, rel(path)).not.toMatch(/<link rel="preload" as="script"/);
      expect([...html.matchAll(bootTag)], rel(path)).toHaveLength(1);
    }
  });

  it('each boot script lists the chunks the page had, in the same order, and all exist', () => {
    for (const { path, html } of pages) {
      const [, list, body] = [...html.matchAll(bootTag)][0]!;
      expect(body, rel(path)).toBe(bootSource);
      const sources = list!.split(' ');
      expect(sources.length, rel(path)).toBeGreaterThanOrEqual(5);
      expect(new Set(sources).size, rel(path)).toBe(sources.length);
      for (const src of sources) {
        expect(src, rel(path)).toMatch(/^\/_next\/static\/chunks\/[\w.-]+\.js$/);
        expect(existsSync(join(outDir, src)), `${rel(path)}: ${src}`).toBe(true);
      }
    }
  });

  it('the boot script is pinned by hash in every page policy (one hash, the same everywhere)', () => {
    const hash = `'sha256-${createHash('sha256').update(bootSource).digest('base64')}'`;
    for (const { path, html } of pages) {
      const policy = html.match(
        /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/,
      )?.[1];
      expect(policy, rel(path)).toContain(hash);
    }
  });

  it('the rewrite keeps order and other tags, and refuses a page without chunks', () => {
    const page = [
      '<head><link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/c.js"/>',
      '<link rel="preload" href="/font.woff2" as="font"/>',
      '<script src="/_next/static/chunks/a.js" async=""></script>',
      '<script src="/_next/static/chunks/b.js" async=""></script></head>',
      '<body><p>Text</p><script src="/_next/static/chunks/c.js" async=""></script>',
      '<script src="/_next/static/chunks/poly.js" noModule=""></script></body>',
    ].join('');
    expect(deferScripts(page)).toBe(
      [
        '<head><link rel="preload" href="/font.woff2" as="font"/>',
        `<script data-scripts="/_next/static/chunks/a.js /_next/static/chunks/b.js /_next/static/chunks/c.js">${bootSource}</script></head>`,
        '<body><p>Text</p>',
        '<script src="/_next/static/chunks/poly.js" noModule=""></script></body>',
      ].join(''),
    );
    expect(() => deferScripts('<head></head><body></body>', 'x.html')).toThrow(
      'defer-scripts: x.html has no chunk scripts',
    );
  });
});
