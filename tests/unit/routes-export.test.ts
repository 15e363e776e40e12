import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { indexedRoutes, routes } from '@/lib/content/routes';
import { loadContent } from '@/lib/content/load';
import { contentIn } from '@/lib/content/load';
import { localePath, locales } from '@/lib/i18n/locales';
import { htmlFor, outDir, readText, requireExport } from './export';
import { attr, parseHtml, select, selectOne, sitemapPaths, textAt, textOf } from '../html';
import { jsonLd, squash } from '../text';

/**
 * What every route's exported page carries, read from out/ (the browser walk, tests/e2e/pages.spec,
 * sees only what a browser can: console, axe, overflow): the page exists, one h1, the site's frame
 * (header first in the body, the footer with its banner line), robots only on a noindex route; then
 * the 404 page, the sitemap, robots.txt and the LocalBusiness data. No wording is pinned: the texts
 * come from content and the interface dictionaries.
 */
beforeAll(requireExport);

const pages = locales.flatMap((locale) =>
  routes.map((route) => ({ locale, route, url: localePath(route.path, locale) })),
);

describe('every route in both languages', () => {
  it.each(pages)('$url is exported with one h1 and the site frame', ({ locale, route, url }) => {
    const file = htmlFor(url);
    expect(existsSync(file), `${file} missing`).toBe(true);
    const page = parseHtml(readText(file));
    const h1s = select(page, 'h1');
    expect(h1s, 'exactly one h1').toHaveLength(1);
    expect(textOf(h1s[0]).trim(), 'the h1 is not empty').not.toBe('');
    // The skip link, then the header: the frame's first landmark.
    const frame = select(page, 'body header, body main, body footer').map(
      (element) => element.rawTagName,
    );
    expect(frame, 'a header in the body').toContain('header');
    expect(frame.indexOf('header')).toBeLessThan(frame.indexOf('main'));
    expect(frame.indexOf('main')).toBeLessThan(frame.indexOf('footer'));
    expect(squash(textAt(page, 'footer'))).toContain(
      squash(contentIn(locale).interface.frame.footerBanner),
    );
    const robots = attr(selectOne(page, 'meta[name="robots"]'), 'content');
    if (route.noindex) expect(robots).toMatch(/noindex/);
    else expect(robots, 'an indexed page says nothing to robots').toBeUndefined();
  });
});

describe('the 404 page', () => {
  it('is the branded page with ways back home, to the products and to contact', () => {
    const html = readText(join(outDir, '404.html'));
    const text = contentIn('en').interface.notFound;
    expect(textAt(html, 'h1').trim()).toBe(text.heading);
    const links = Object.fromEntries(
      select(html, 'main a[href]').map((link) => [textOf(link).trim(), attr(link, 'href')]),
    );
    expect(links[text.home]).toBe('/');
    expect(links[text.products]).toBe('/product');
    expect(links[text.contact]).toBe('/contact-us');
    expect(attr(selectOne(html, 'meta[name="robots"]'), 'content')).toMatch(/^noindex/);
  });
});

describe('sitemap and robots.txt', () => {
  it('the sitemap lists every indexed page in both languages with its alternates', () => {
    const sitemap = readText(join(outDir, 'sitemap.xml'));
    const locs = sitemapPaths(sitemap);
    const indexed = indexedRoutes.map((route) => route.path as string);
    expect(locs.sort()).toEqual(
      [...indexed, ...indexed.map((path) => localePath(path, 'ar'))].sort(),
    );
    expect(select(sitemap, '[hreflang="ar"]')).toHaveLength(locs.length);
    expect(select(sitemap, '[hreflang="x-default"]')).toHaveLength(locs.length);
  });

  it('robots.txt points at the sitemap', () => {
    const robots = readText(join(outDir, 'robots.txt'));
    const { origin } = loadContent().site;
    expect(robots).toContain(`Sitemap: ${new URL('/sitemap.xml', origin).href}`);
  });
});

describe('LocalBusiness structured data', () => {
  it.each(locales)('the %s home page names the business with its address and phone', (locale) => {
    const { site } = loadContent(undefined, locale);
    const html = readText(htmlFor(localePath('/', locale)));
    const business = jsonLd(html).find((data) => data['@type'] === 'LocalBusiness') as
      { address?: { addressLocality?: string }; telephone?: string } | undefined;
    expect(business?.address?.addressLocality).toBe(site.address.locality);
    expect(business?.telephone).toBeTruthy();
  });
});
