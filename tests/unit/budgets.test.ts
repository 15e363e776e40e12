import { gzipSync } from 'node:zlib';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { routes } from '@/content/routes';
import { files, htmlFor, outDir, readText, requireExport } from './export';

const KB = 1024;
const gzipped = new Map<string, number>();
const gzip = (path: string) => {
  if (!gzipped.has(path)) gzipped.set(path, gzipSync(readFileSync(path), { level: 9 }).length);
  return gzipped.get(path)!;
};
const assetsOf = (html: string, pattern: RegExp) => [
  ...new Set([...html.matchAll(pattern)].map((m) => m[1]!)),
];

beforeAll(requireExport);

const mediaDir = join(outDir, '_next/static/media');
/** The built font file whose name starts with `prefix` (next/font adds a content hash). */
const fontFile = (prefix: string) => {
  const name = readdirSync(mediaDir).find((file) => file.startsWith(prefix));
  if (!name) throw new Error(`no ${prefix}* font in ${mediaDir}`);
  return join('_next/static/media', name);
};

describe('font budgets', () => {
  it('keeps the Inter subsets small: 30 KB for Latin, 12 KB for Latin Extended-A', () => {
    expect(statSync(join(outDir, fontFile('inter_latin-'))).size).toBeLessThanOrEqual(30 * KB);
    expect(statSync(join(outDir, fontFile('inter_latin_ext_a'))).size).toBeLessThanOrEqual(12 * KB);
  });

  it('preloads no font: text paints in the metric-matched fallback and swaps without a shift', () => {
    for (const route of routes) {
      const html = readText(htmlFor(route.path));
      expect(html, route.path).not.toMatch(/<link[^>]+as="font"/);
    }
  });
});

describe('JavaScript and CSS budgets (gzip, per route)', () => {
  it('keeps every route within its first-load budget', () => {
    const rows = routes.map((route) => {
      const html = readText(htmlFor(route.path));
      const scripts = assetsOf(html, /<script[^>]+src="(\/_next\/[^"]+\.js)"/g);
      const styles = assetsOf(html, /<link[^>]+rel="stylesheet"[^>]+href="(\/_next\/[^"]+\.css)"/g);
      const js = scripts.reduce((sum, src) => sum + gzip(join(outDir, src)), 0);
      const css = styles.reduce((sum, href) => sum + gzip(join(outDir, href)), 0);
      return {
        route: route.path,
        jsKB: +(js / KB).toFixed(1),
        cssKB: +(css / KB).toFixed(1),
        cssFiles: styles.length,
      };
    });
    console.table(rows);
    for (const row of rows) {
      // Today 182.2 KB on a detail page, 190.6 KB on /quote (its list editor), 195.5 KB on /: the
      // budgets leave a few KB, not a free ride.
      const jsBudget = row.route === '/' ? 200 : 195;
      expect(
        row.jsKB,
        `${row.route}: first-load JavaScript ${row.jsKB} KB gzip > ${jsBudget} KB`,
      ).toBeLessThanOrEqual(jsBudget);
      // Render-blocking: every CSS byte delays the first paint on a slow link. Today 8.7 KB in 4 files
      // on a product page (site shell, catalogue tables, header tools, detail template); Turbopack's
      // 'graph' CSS chunking was measured and makes more files, not fewer.
      expect(row.cssKB, `${row.route}: CSS ${row.cssKB} KB gzip > 10 KB`).toBeLessThanOrEqual(10);
      expect(row.cssFiles, `${row.route}: ${row.cssFiles} stylesheets`).toBeLessThanOrEqual(4);
    }
  });
});

describe('first-screen requests', () => {
  const home = () => readText(htmlFor('/'));
  const tags = (html: string, name: string) =>
    html.match(new RegExp(`<${name}\\b[^>]*>`, 'g')) ?? [];

  it('the home page loads only the first hero slide: hidden slides have no poster, videos wait', () => {
    const html = home();
    for (const name of ['hero-2', 'hero-3', 'hero-4'])
      expect(html, `${name}'s poster is in the page`).not.toContain(`/media/${name}.webp`);
    const eagerMedia = tags(html, 'img').filter(
      (tag) => tag.includes('/media/') && !tag.includes('loading="lazy"'),
    );
    expect(eagerMedia).toEqual([expect.stringContaining('src="/media/hero-1.webp"')]);
    for (const video of tags(html, 'video')) expect(video).toContain('preload="none"');
  });

  it('no video has a poster attribute (browsers fetch posters at once, wherever the video is)', () => {
    for (const route of routes)
      for (const video of tags(readText(htmlFor(route.path)), 'video'))
        expect(video, route.path).not.toMatch(/\sposter=/);
  });

  it('only the logo and one first-screen image are preloaded or fetched at high priority', () => {
    for (const route of routes) {
      const html = readText(htmlFor(route.path));
      const preloads = tags(html, 'link').filter((tag) => /rel="preload"/.test(tag));
      const eager = preloads.filter((tag) => !/fetchPriority="low"/i.test(tag));
      expect(eager.length, `${route.path}: ${eager.join(' ')}`).toBeLessThanOrEqual(2);
      for (const tag of eager) expect(tag, route.path).toMatch(/as="image"/);
      const high = tags(html, 'img').filter((tag) => /fetchPriority="high"/i.test(tag));
      expect(high.length, `${route.path}: ${high.join(' ')}`).toBeLessThanOrEqual(2);
      for (const tag of [...tags(html, 'video'), ...tags(html, 'source')])
        expect(tag, route.path).not.toMatch(/fetchPriority="high"|preload="auto"/i);
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
  /** The files in public/ whose names match `ext`, after checking each is at most `budgetKB`. */
  const checkMedia = (ext: RegExp, budgetKB: number) => {
    const media = files(publicDir, '').filter((path) => ext.test(path));
    for (const path of media) {
      const { size } = statSync(path);
      expect(size, `${path} is ${(size / KB).toFixed(0)} KB`).toBeLessThanOrEqual(budgetKB * KB);
    }
    return media;
  };

  it('every image is at most 150 KB', () => {
    expect(checkMedia(/\.(svg|png|jpe?g|webp|avif|ico)$/, 150).length).toBeGreaterThan(60);
  });

  it('every video is at most 600 KB', () => {
    expect(checkMedia(/\.(webm|mp4)$/, 600)).toHaveLength(10);
  });

  it("keeps each page's first load (HTML, CSS, JS, fonts, first-screen images) within budget", () => {
    for (const route of routes) {
      const html = readText(htmlFor(route.path));
      const scripts = assetsOf(html, /<script[^>]+src="(\/_next\/[^"]+\.js)"/g);
      const styles = assetsOf(html, /<link[^>]+rel="stylesheet"[^>]+href="(\/_next\/[^"]+\.css)"/g);
      const eagerImages = assetsOf(html, /<link rel="preload" href="([^"]+)" as="image"/g);
      const posters = route.path === '/' ? ['/media/hero-1.webp'] : [];
      const fontFiles = [fontFile('inter_latin-')];
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
