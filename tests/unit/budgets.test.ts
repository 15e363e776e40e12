import { gzipSync } from 'node:zlib';
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { routes } from '@/content/routes';
import { files, htmlFor, outDir, readText, requireExport } from './export';

const KB = 1024;
const gzip = (path: string) => gzipSync(readFileSync(path), { level: 9 }).length;
const assetsOf = (html: string, pattern: RegExp) => [
  ...new Set([...html.matchAll(pattern)].map((m) => m[1]!)),
];

beforeAll(requireExport);

describe('JavaScript and CSS budgets (gzip, per route)', () => {
  it('keeps every route within its first-load budget', () => {
    const rows = routes.map((route) => {
      const html = readText(htmlFor(route.path));
      const scripts = assetsOf(html, /<script[^>]+src="(\/_next\/[^"]+\.js)"/g);
      const styles = assetsOf(html, /<link[^>]+rel="stylesheet"[^>]+href="(\/_next\/[^"]+\.css)"/g);
      const js = scripts.reduce((sum, src) => sum + gzip(join(outDir, src)), 0);
      const css = styles.reduce((sum, href) => sum + gzip(join(outDir, href)), 0);
      return { route: route.path, jsKB: +(js / KB).toFixed(1), cssKB: +(css / KB).toFixed(1) };
    });
    console.table(rows);
    for (const row of rows) {
      const jsBudget = row.route === '/' ? 235 : 215;
      expect(
        row.jsKB,
        `${row.route}: first-load JavaScript ${row.jsKB} KB gzip > ${jsBudget} KB`,
      ).toBeLessThanOrEqual(jsBudget);
      expect(row.cssKB, `${row.route}: CSS ${row.cssKB} KB gzip > 30 KB`).toBeLessThanOrEqual(30);
    }
    // Gzipping every route's assets is work, not a timing check: give a busy machine room.
  }, 60_000);
});

describe('site search', () => {
  it('loads nothing of the search with a page: its code and Pagefind come when the dialog opens', () => {
    const chunks = files(join(outDir, '_next/static/chunks'), '.js');
    const searchChunks = chunks.filter((path) => readText(path).includes('/pagefind/pagefind.js'));
    expect(searchChunks, 'one lazy chunk imports /pagefind/pagefind.js').toHaveLength(1);
    for (const route of routes) {
      const html = readText(htmlFor(route.path));
      expect(html, `${route.path} preloads no search code`).not.toContain('/pagefind/');
      for (const src of assetsOf(html, /<script[^>]+src="(\/_next\/[^"]+\.js)"/g))
        expect(join(outDir, src), `${route.path} loads the search chunk up front`).not.toBe(
          searchChunks[0],
        );
    }
  });
});

describe('media budgets', () => {
  const publicDir = join(__dirname, '../../public');
  const media = (ext: RegExp) =>
    files(publicDir, '')
      .filter((path) => ext.test(path))
      .map((path) => ({ path, bytes: statSync(path).size }));

  it('every image is at most 150 KB', () => {
    const images = media(/\.(svg|png|jpe?g|webp|avif|ico)$/);
    expect(images.length).toBeGreaterThan(60);
    for (const image of images)
      expect(
        image.bytes,
        `${image.path} is ${(image.bytes / KB).toFixed(0)} KB`,
      ).toBeLessThanOrEqual(150 * KB);
  });

  it('every video is at most 600 KB', () => {
    const videos = media(/\.(webm|mp4)$/);
    expect(videos.length).toBe(10);
    for (const video of videos)
      expect(
        video.bytes,
        `${video.path} is ${(video.bytes / KB).toFixed(0)} KB`,
      ).toBeLessThanOrEqual(600 * KB);
  });

  it("keeps each page's first load (HTML, CSS, JS, fonts, first-screen images) within budget", () => {
    for (const route of routes) {
      const html = readText(htmlFor(route.path));
      const scripts = assetsOf(html, /<script[^>]+src="(\/_next\/[^"]+\.js)"/g);
      const styles = assetsOf(html, /<link[^>]+rel="stylesheet"[^>]+href="(\/_next\/[^"]+\.css)"/g);
      const eagerImages = assetsOf(html, /<link rel="preload" href="([^"]+)" as="image"/g);
      const posters = route.path === '/' ? ['/media/hero-1.webp'] : [];
      const fontFiles = assetsOf(html, /<link rel="preload" href="([^"]+\.woff2)" as="font"/g);
      expect(fontFiles.length, `${route.path} preloads its font`).toBe(1);
      const bytes =
        gzipSync(html).length +
        [...scripts, ...styles].reduce((sum, src) => sum + gzip(join(outDir, src)), 0) +
        [...eagerImages, ...posters, ...fontFiles].reduce(
          (sum, src) => sum + statSync(join(outDir, src)).size,
          0,
        );
      const budget = route.path === '/' ? 700 : 500;
      expect(
        bytes / KB,
        `${route.path}: first load ${(bytes / KB).toFixed(0)} KB > ${budget} KB`,
      ).toBeLessThanOrEqual(budget);
    }
  }, 60_000);
});
