import { describe, expect, it } from 'vitest';
import { contentIn, routeTextsIn } from '@/lib/content/load';
import { routes, type RoutePath } from '@/lib/content/routes';
import { locales } from '@/lib/i18n/locales';

/**
 * What a search result shows (issue 29): every page has its own title and a description of
 * 120-160 characters, in both languages; an Arabic product, service or industry page's title says
 * what it offers, where, and the English term buyers type.
 */
const indexed = routes.filter((route) => !route.noindex);
const catalogue = new Set<RoutePath>(
  routes
    .filter((route) => ['product', 'service', 'industry'].includes(route.kind))
    .map((route) => route.path),
);
const duplicates = (values: string[]) =>
  values.filter((value, index) => values.indexOf(value) !== index);

describe.each(locales)('page titles and descriptions (%s)', (locale) => {
  const texts = routeTextsIn(locale);
  const pages = indexed.map((route) => {
    const text = texts[route.path];
    if (!text) throw new Error(`no texts for ${route.path}`);
    return { path: route.path, title: text.title, description: text.description };
  });

  it('give every page a title and a description', () => {
    expect(pages.length).toBeGreaterThan(30);
    for (const page of pages) {
      expect(page.title.trim(), page.path).not.toBe('');
      expect(page.description.trim(), page.path).not.toBe('');
    }
  });

  it('keep every description within 120-160 characters', () => {
    const outside = pages
      .filter((page) => page.description.length < 120 || page.description.length > 160)
      .map((page) => `${page.path}: ${page.description.length}`);
    expect(outside).toEqual([]);
  });

  it('keep every browser title within 70 characters, the company name included', () => {
    // components/seo/page-metadata.ts: "<title> | <short name>", the home page "<name> | <title>";
    // counted as the HTML writes it (& is &amp;), as html-validate does; longer, a result cuts it.
    const { site } = contentIn(locale);
    const shown = (page: (typeof pages)[number]) =>
      (page.path === '/'
        ? `${site.name} | ${page.title}`
        : `${page.title} | ${site.shortName}`
      ).replace(/&/g, '&amp;').length;
    const long = pages
      .filter((page) => shown(page) > 70)
      .map((page) => `${page.path}: ${shown(page)}`);
    expect(long).toEqual([]);
  });

  it('give each page its own title and description', () => {
    expect(duplicates(pages.map((page) => page.title))).toEqual([]);
    expect(duplicates(pages.map((page) => page.description))).toEqual([]);
  });
});

describe('Arabic titles of the catalogue', () => {
  const texts = routeTextsIn('ar');
  const titles = [...catalogue].map((path) => ({ path, title: texts[path]?.title ?? '' }));

  it('carry the English term buyers search for and the place', () => {
    expect(titles.length).toBeGreaterThan(15);
    const bare = titles.filter(
      ({ title }) => !/[A-Za-z]{2,}/.test(title) || !/الإمارات|الشارقة|دبي|أبوظبي/.test(title),
    );
    expect(bare).toEqual([]);
  });

  it('are longer than the menu name: intent, not just a label', () => {
    const same = titles.filter(({ path, title }) => title === texts[path]?.name);
    expect(same).toEqual([]);
  });
});
