import { describe, expect, it } from 'vitest';
import { routeTextsIn } from '@/lib/content/load';
import { productsMenuIn, serviceOptionsIn } from '@/lib/content/hubs';
import { footerLinks, mainNav, type RoutePath } from '@/lib/content/routes';
import { localLinks } from '@/lib/content/route-text';
import { locales } from '@/lib/i18n/locales';

/**
 * One word per page: the menus, the footer and the quote form's service list show each page's name
 * (content/routes.yml), never other words, in both languages. (What the glossary's words are, and
 * the Arabic's false friends, is the spec audit's: tests/audit/glossary.audit.ts.)
 */
describe('page names', () => {
  it.each(locales)(
    'gives the quote form, the menus and the footer the page names (%s)',
    (locale) => {
      const names = routeTextsIn(locale);
      const english = routeTextsIn('en');
      for (const option of serviceOptionsIn(locale)) {
        const page = (Object.keys(english) as RoutePath[]).find(
          (path) => english[path]?.name === option.value,
        );
        expect(page, option.value).toBeDefined();
        expect(option.label).toBe(names[page!]?.name);
      }
      const links = [...mainNav, ...footerLinks, ...productsMenuIn(locale)];
      const labels = localLinks(links, locale).map((link) => link.label);
      expect(labels).toEqual(links.map((path) => names[path]?.name));
    },
  );
});
