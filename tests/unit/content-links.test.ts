import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isRoute } from '@/lib/content/routes';
import { loadContent } from '@/lib/content/load';
import { strings } from './content-strings';

const publicDir = join(__dirname, '../../public');

describe('content integrity', () => {
  it('every internal link in content resolves to a route', () => {
    const links = strings.filter(
      (found) =>
        ['path', 'link', 'href', 'related'].includes(found.key) ||
        (typeof found.value === 'string' &&
          /^\/[A-Za-z-]*\d?$/.test(found.value) &&
          found.key !== 'src'),
    );
    // The finder still finds the links (hub card lists, menus are never empty).
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) {
      expect(isRoute(link.value as string), `${link.where} = ${String(link.value)}`).toBe(true);
    }
  });

  it('every image path in content exists in public/', () => {
    const images = strings.filter((found) => found.key === 'src');
    expect(images.length).toBeGreaterThan(0);
    for (const image of images) {
      expect(
        existsSync(join(publicDir, image.value as string)),
        `${image.where}: ${String(image.value)}`,
      ).toBe(true);
    }
  });

  it('every image, video, icon and Open Graph file that components name exists in public/', () => {
    const sources = (dir: string): string[] =>
      readdirSync(dir).flatMap((name) => {
        const path = join(dir, name);
        return statSync(path).isDirectory() ? sources(path) : /\.tsx?$/.test(name) ? [path] : [];
      });
    const root = join(__dirname, '../..');
    const named = [...sources(join(root, 'components')), ...sources(join(root, 'app'))].flatMap(
      (file) =>
        [
          ...readFileSync(file, 'utf8').matchAll(
            /['"`](\/(?:brand|images|media|og)\/[\w./-]+\.\w+)['"`]/g,
          ),
        ].map((m) => m[1]!),
    );
    expect(named).toContain('/brand/logo.svg');
    const kinds = ['home', 'page', 'product', 'service', 'industry', 'article', 'legal'];
    const videos = [...loadContent().home.heroSlides.map((slide) => slide.video), 'footer'];
    const expected = [
      ...named,
      ...kinds.map((kind) => `/og/${kind}.png`),
      ...videos.flatMap((name) => [
        `/media/${name}.webm`,
        `/media/${name}.mp4`,
        `/media/${name}.webp`,
      ]),
      '/favicon.ico',
      '/apple-touch-icon.png',
      '/brand/mark.png',
    ];
    for (const path of expected) expect(existsSync(join(publicDir, path)), path).toBe(true);
  });

  it('every content image alt is a description, never a file name or a path (the content check refuses them)', () => {
    const alts = strings.filter((found) => found.key === 'alt');
    expect(alts.length).toBeGreaterThan(0);
    for (const { value, where } of alts)
      expect(value as string, `${where} is a file name`).not.toMatch(
        /\.(svg|png|jpe?g|webp|avif|gif)$|^\S*\/\S*$/i,
      );
  });
});
