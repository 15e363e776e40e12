import { beforeAll, describe, expect, it } from 'vitest';
import { routes } from '@/lib/content/routes';
import { localeInfo, localePath, locales, otherLocale } from '@/lib/i18n/locales';
import { loadContent } from '@/lib/content/load';
import { htmlFor, readText, requireExport } from './export';
import { attr, parseHtml, select, selectOne, textOf } from '../html';

/**
 * Every route in both languages, read from the export: the document's language and direction, the
 * canonical and hreflang links (both ways, x-default, absolute), Open Graph's locales, and the
 * language switch (header and side menu) pointing at the twin.
 */
beforeAll(requireExport);

const { origin } = loadContent().site;
const absolute = (path: string) => new URL(path, origin).href;

const pages = locales.flatMap((locale) =>
  routes.map((route) => ({
    locale,
    path: route.path as string,
    url: localePath(route.path, locale),
  })),
);

describe('every page in both languages names its language and its twin', () => {
  it.each(pages)('$url', ({ locale, path, url }) => {
    const html = readText(htmlFor(url));
    const page = parseHtml(html);
    const info = localeInfo[locale];

    const root = selectOne(page, 'html');
    expect(attr(root, 'lang')).toBe(info.lang);
    expect(attr(root, 'dir') || 'ltr').toBe(info.dir);

    const links = Object.fromEntries(
      select(page, 'head link[rel="canonical"], head link[rel="alternate"]').map((link) => [
        attr(link, 'hrefLang') || 'canonical',
        new URL(attr(link, 'href') ?? '').href,
      ]),
    );
    expect(links).toEqual({
      canonical: absolute(url),
      en: absolute(path),
      ar: absolute(localePath(path, 'ar')),
      'x-default': absolute(path),
    });
    const og = (property: string) =>
      select(page, `head meta[property="${property}"]`).map((meta) => attr(meta, 'content'));
    expect(og('og:locale')).toContain(info.ogLocale);
    expect(og('og:locale:alternate')).toContain(localeInfo[otherLocale(locale)].ogLocale);

    const twin = localeInfo[otherLocale(locale)];
    const switches = select(page, 'a[hrefLang]');
    expect(switches, 'a language switch in the header and one in the side menu').toHaveLength(2);
    for (const link of switches) {
      expect(attr(link, 'href')).toBe(localePath(path, twin.lang));
      expect(attr(link, 'hrefLang')).toBe(twin.lang);
      const name = select(link, 'span[lang]').map((span) => [
        attr(span, 'lang'),
        attr(span, 'dir'),
        textOf(span),
      ]);
      expect(name).toContainEqual([twin.lang, twin.dir, twin.name]);
    }
  });
});
