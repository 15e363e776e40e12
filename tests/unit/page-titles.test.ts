import { describe, expect, it } from 'vitest';
import { routeTextsIn } from '@/lib/content/load';
import { fullTitle } from '@/components/seo/page-metadata';
import { routes } from '@/lib/content/routes';
import { locales } from '@/lib/i18n/locales';

/**
 * What a search result shows (issue 29): every page has a title and a description in both
 * languages; in English each page its own, short enough to be shown whole (the content check refuses
 * anything else, the admin's counter stops there). In Arabic the same slips are notes, never a stop
 * (a translation's slip never holds back a publish): the spec audit lists them, with how long and
 * what words today's titles have (tests/audit/page-titles.audit.ts).
 */
const indexed = routes.filter((route) => !route.noindex);
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
});

describe('English page titles and descriptions', () => {
  const texts = routeTextsIn('en');
  const pages = indexed.map((route) => ({ path: route.path, ...texts[route.path]! }));

  it('keep every description within the 160 characters a result shows', () => {
    const outside = pages
      .filter((page) => page.description.length > 160)
      .map((page) => `${page.path}: ${page.description.length}`);
    expect(outside).toEqual([]);
  });

  it('keep every browser title within 70 characters, with the company name where it fits', () => {
    // components/seo/page-metadata.ts: "<title> | <short name>", the home page "<name> | <title>";
    // a title too long for the name is shown alone. Longer than 70, a result cuts it.
    const long = pages
      .map((page) => ({ path: page.path, title: fullTitle(page.path) }))
      .filter(({ title }) => title.length > 70)
      .map(({ path, title }) => `${path}: ${title.length}`);
    expect(long).toEqual([]);
  });

  it('give each page its own title and description', () => {
    expect(duplicates(pages.map((page) => page.title))).toEqual([]);
    expect(duplicates(pages.map((page) => page.description))).toEqual([]);
  });
});
