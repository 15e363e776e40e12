import { readdirSync, statSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  footerLinks,
  indexedRoutes,
  mainNav,
  routes,
  specRoutes,
  type RoutePath,
} from '@/lib/content/routes';
import { blogPageNumber } from '@/lib/content/blog-pages';
import sitemap from '@/app/sitemap';
import { dynamicParams, generateStaticParams } from '@/app/(ar)/ar/[...slug]/page';
import { ownBodyPaths } from '@/components/pages/PageBody';
import { localePath, splitLocale } from '@/lib/i18n/locales';
import { site } from '@/lib/content/site';
import { fullTitle } from '@/components/seo/page-metadata';

const appDir = join(__dirname, '../../app');

/** Every folder under app/(en)/ (the English routes) that holds a page.tsx, as the URL path it serves. */
function pageFolders(dir = join(appDir, '(en)'), prefix = ''): string[] {
  // /blog is an optional catch-all: the hub, and the articles added in the admin under it.
  const here = existsSync(join(dir, 'page.tsx'))
    ? [(prefix || '/').replace('/[[...slug]]', '')]
    : [];
  const children = readdirSync(dir)
    .filter((name) => statSync(join(dir, name)).isDirectory())
    .flatMap((name) => pageFolders(join(dir, name), `${prefix}/${name}`));
  return [...here, ...children];
}

describe('route module', () => {
  it('lists exactly the 38 routes of the spec, plus the quote list, and any article added in the admin', () => {
    expect(specRoutes).toHaveLength(39);
    expect(new Set(routes.map((route) => route.path)).size).toBe(routes.length);
    const spec = new Set<string>(specRoutes.map((route) => route.path));
    // What is not the spec's is an article an editor added: a page under /blog/; or one of the
    // blog's later pages (tests/unit/blog-pages.test.ts).
    for (const route of routes.filter(({ path }) => !spec.has(path) && !blogPageNumber(path)))
      expect(route, route.path).toEqual({
        path: expect.stringMatching(/^\/blog\/[a-z0-9-]+$/),
        kind: 'article',
      });
    expect(routes.filter((route) => spec.has(route.path))).toHaveLength(39);
    expect(routes.filter((route) => route.noindex).map((route) => route.path)).toEqual(['/quote']);
  });

  it('matches the folders under app/(en)/ exactly, in exact case', () => {
    // What sits under /blog/ (added articles, the blog's later pages) is the catch-all's.
    const own = routes.filter((route) => !route.path.startsWith('/blog/'));
    expect(pageFolders().sort()).toEqual(own.map((route) => route.path).sort());
  });

  it('gives every route an Arabic twin: a route file for a body of its own, the table for the rest', () => {
    const params = generateStaticParams().map(({ slug }) => `/${slug.join('/')}`);
    const arabicFile = (path: string) =>
      join(appDir, '(ar)/ar', path === '/' ? '' : path.slice(1), 'page.tsx');
    expect(params.sort()).toEqual(
      routes
        .map((route) => route.path as string)
        .filter((path) => !ownBodyPaths.includes(path as RoutePath))
        .sort(),
    );
    for (const path of ownBodyPaths) expect(existsSync(arabicFile(path)), path).toBe(true);
    expect(dynamicParams).toBe(false);
  });

  it('keeps every full page title within 70 characters, so results pages show it whole (the content check refuses a longer one)', () => {
    for (const route of routes)
      expect(fullTitle(route.path).length, fullTitle(route.path)).toBeLessThanOrEqual(70);
  });

  it('builds the nav and footer in the spec order (the Products menu is content: the audit)', () => {
    expect(mainNav).toEqual(['/', '/about', '/services', '/industries', '/product', '/blog']);
    const spec = '/ /about /career /blog /contact-us /terms-condition /privacy-policy';
    expect(footerLinks).toEqual(spec.split(' '));
  });

  it('puts every route but the noindex quote list in the sitemap with the configured origin', () => {
    const urls = sitemap().map((entry) => new URL(entry.url).pathname);
    expect(urls).toHaveLength(indexedRoutes.length * 2);
    expect(urls).not.toContain('/quote');
    expect(urls).not.toContain('/ar/quote');
    const english = indexedRoutes.map((route) => route.path);
    expect(urls.sort()).toEqual(
      [...english, ...english.map((path) => localePath(path, 'ar'))].sort(),
    );
  });

  it('names both languages and x-default for each sitemap entry, as absolute URLs', () => {
    for (const entry of sitemap()) {
      const { path } = splitLocale(new URL(entry.url).pathname);
      expect(entry.alternates?.languages, entry.url).toEqual({
        en: new URL(path, site.origin).toString(),
        ar: new URL(localePath(path, 'ar'), site.origin).toString(),
        'x-default': new URL(path, site.origin).toString(),
      });
    }
  });
});
