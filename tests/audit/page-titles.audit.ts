import { describe, expect, it } from 'vitest';
import { routes, type RoutePath } from '@/lib/content/routes';
import { locales } from '@/lib/i18n/locales';
import { readContent } from '@/lib/content/load';
import { auditDir, auditedRouteTexts } from './content';

/**
 * Issue 29: a description of 120 to 160 characters, and an Arabic product, service or industry
 * page's title that says what it offers, where, and the English term buyers type.
 */
const catalogue = new Set<RoutePath>(
  routes
    .filter((route) => ['product', 'service', 'industry'].includes(route.kind))
    .map((route) => route.path),
);

describe('Arabic titles and descriptions', () => {
  const texts = auditedRouteTexts('ar');
  const pages = routes
    .filter((route) => !route.noindex)
    .map((route) => ({ path: route.path, ...texts[route.path]! }));
  it("are each a page's own, and short enough for a search result", () => {
    const problems = readContent(auditDir, 'ar').notes.filter((note) =>
      /the same (title|description)|more than the/.test(note),
    );
    expect(problems).toEqual([]);
    expect(pages.length).toBeGreaterThan(0);
  });
});

describe.each(locales)('descriptions (%s)', (locale) => {
  it('are 120 characters or more', () => {
    const texts = auditedRouteTexts(locale);
    const short = routes
      .filter((route) => !route.noindex && texts[route.path])
      .filter((route) => texts[route.path]!.description.length < 120)
      .map((route) => `${route.path}: ${texts[route.path]!.description.length}`);
    expect(short).toEqual([]);
  });
});

describe('Arabic titles of the catalogue', () => {
  const texts = auditedRouteTexts('ar');
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
