import { beforeAll, describe, expect, it } from 'vitest';
import { routes } from '@/lib/content/routes';
import { localeInfo, localePath, locales, otherLocale } from '@/lib/i18n/locales';
import { loadContent } from '@/lib/content/load';
import { decode, htmlFor, readText, requireExport } from './export';

/**
 * Every route in both languages, read from the export: the document's language and direction, the
 * canonical and hreflang links (both ways, x-default, absolute), Open Graph's locales, and the
 * language switch (header and side menu) pointing at the twin.
 */
beforeAll(requireExport);

const { origin } = loadContent().site;
const absolute = (path: string) => new URL(path, origin).href;
const attribute = (tag: string, name: string) =>
  decode(new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1] ?? '');

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
    const head = html.slice(0, html.indexOf('</head>'));
    const info = localeInfo[locale];

    const root = /<html\b[^>]*>/.exec(html)![0];
    expect(attribute(root, 'lang')).toBe(info.lang);
    expect(attribute(root, 'dir') || 'ltr').toBe(info.dir);

    const links = Object.fromEntries(
      [...head.matchAll(/<link rel="(canonical|alternate)"[^>]*>/g)].map(([tag]) => [
        attribute(tag, 'hrefLang') || 'canonical',
        new URL(attribute(tag, 'href')).href,
      ]),
    );
    expect(links).toEqual({
      canonical: absolute(url),
      en: absolute(path),
      ar: absolute(localePath(path, 'ar')),
      'x-default': absolute(path),
    });
    expect(head).toContain(`<meta property="og:locale" content="${info.ogLocale}"/>`);
    expect(head).toContain(
      `<meta property="og:locale:alternate" content="${localeInfo[otherLocale(locale)].ogLocale}"/>`,
    );

    const twin = localeInfo[otherLocale(locale)];
    const switches = [...html.matchAll(/<a\b[^>]*\shrefLang="[^"]*"[^>]*>[\s\S]*?<\/a>/g)].map(
      ([tag]) => tag,
    );
    expect(switches, 'a language switch in the header and one in the side menu').toHaveLength(2);
    for (const tag of switches) {
      expect(attribute(tag, 'href')).toBe(localePath(path, twin.lang));
      expect(attribute(tag, 'hrefLang')).toBe(twin.lang);
      expect(tag).toContain(`<span lang="${twin.lang}" dir="${twin.dir}">${twin.name}</span>`);
    }
  });
});
