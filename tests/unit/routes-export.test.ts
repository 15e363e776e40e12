import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { indexedRoutes, routes } from '@/lib/content/routes';
import { loadContent } from '@/lib/content/load';
import { contentIn } from '@/lib/content/load';
import { localePath, locales } from '@/lib/i18n/locales';
import { decode, htmlFor, outDir, readableText, readText, requireExport } from './export';
import { squash } from '../text';

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
    const html = readText(file);
    const h1s = [...html.matchAll(/<h1\b[^>]*>([\s\S]*?)<\/h1>/g)];
    expect(h1s, 'exactly one h1').toHaveLength(1);
    expect(readableText(h1s[0]![1]!).trim(), 'the h1 is not empty').not.toBe('');
    // The skip link, then the header: the frame's first landmark.
    const body = html.slice(html.indexOf('<body'));
    expect(body.indexOf('<header'), 'a header in the body').toBeGreaterThan(0);
    expect(body.indexOf('<header')).toBeLessThan(body.indexOf('<main'));
    expect(body.indexOf('<main')).toBeLessThan(body.indexOf('<footer'));
    const footer = body.slice(body.indexOf('<footer'), body.indexOf('</footer>'));
    expect(squash(readableText(footer))).toContain(
      squash(contentIn(locale).interface.frame.footerBanner),
    );
    const robots = /<meta name="robots" content="([^"]*)"/.exec(html)?.[1];
    if (route.noindex) expect(robots).toMatch(/noindex/);
    else expect(robots, 'an indexed page says nothing to robots').toBeUndefined();
  });
});

describe('the 404 page', () => {
  it('is the branded page with ways back home, to the products and to contact', () => {
    const html = readText(join(outDir, '404.html'));
    const text = contentIn('en').interface.notFound;
    const h1 = /<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? '';
    expect(decode(h1).trim()).toBe(text.heading);
    const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
    const links = Object.fromEntries(
      [...main.matchAll(/<a\b[^>]*href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/g)].map((m) => [
        readableText(m[2]!).trim(),
        m[1],
      ]),
    );
    expect(links[text.home]).toBe('/');
    expect(links[text.products]).toBe('/product');
    expect(links[text.contact]).toBe('/contact-us');
    expect(html).toMatch(/<meta name="robots" content="noindex/);
  });
});

describe('sitemap and robots.txt', () => {
  it('the sitemap lists every indexed page in both languages with its alternates', () => {
    const sitemap = readText(join(outDir, 'sitemap.xml'));
    const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
    const indexed = indexedRoutes.map((route) => route.path as string);
    expect(locs.sort()).toEqual(
      [...indexed, ...indexed.map((path) => localePath(path, 'ar'))].sort(),
    );
    expect(sitemap.match(/hreflang="ar"/g)).toHaveLength(locs.length);
    expect(sitemap.match(/hreflang="x-default"/g)).toHaveLength(locs.length);
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
    const business = [
      ...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g),
    ]
      .map((m) => JSON.parse(m[1]!))
      .find((data) => data['@type'] === 'LocalBusiness');
    expect(business?.address?.addressLocality).toBe(site.address.locality);
    expect(business?.telephone).toBeTruthy();
  });
});
