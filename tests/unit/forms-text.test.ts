import { describe, expect, it } from 'vitest';
import { serviceOptionsIn } from '@/lib/content/hubs';
import { contentIn, routeTextOf } from '@/lib/content/load';
import { enquiryText, mailtoFor } from '@/components/quote/mailto';
import { quoteProblems } from '@/components/quote/quote-rules';
import { userLanguage } from '@/components/quote/send-quote';
import { composeList, requestTitle } from '@/components/basket/compose';
import { itemsInList, itemsText } from '@/components/basket/words';
import { statusText } from '@/components/search/use-site-search';
import { formatCell, formatRange } from '@/lib/content/catalogue/format';
import { routes } from '@/lib/content/routes';
import { fill } from '@/lib/i18n/text';
import { enquiry } from './enquiry';

const en = contentIn('en').interface;
const ar = contentIn('ar').interface;

/** Each language's plural category of a count (Arabic has six), as the site's plural() picks it. */
const category = (locale: 'en' | 'ar', count: number) => new Intl.PluralRules(locale).select(count);
/** What a counted text reads for `count`: its form for the count's category, or `other`. */
const counted = (forms: Record<string, string | undefined>, locale: 'en' | 'ar', count: number) =>
  fill(forms[category(locale, count)] ?? forms.other!, { count });

/**
 * The forms' texts are interface words (content/interface.yml): the code picks a plural form, fills
 * the slots and joins the parts in either language, whatever the words say. What today's words say
 * (the spec's messages, the Arabic of each) is the spec audit's.
 */
describe('the forms texts', () => {
  it('offer every product and service page as a service, by its name in the language, sending the English name', () => {
    const english = serviceOptionsIn('en');
    const arabic = serviceOptionsIn('ar');
    expect(arabic.map((option) => option.value)).toEqual(english.map((option) => option.value));
    for (const option of english) expect(option.label).toBe(option.value);
    const pages = routes.filter((route) => ['product', 'service'].includes(route.kind));
    expect(new Set(english.map((option) => option.value))).toEqual(
      new Set(pages.map((route) => routeTextOf(route.path).name)),
    );
    for (const route of pages)
      expect(arabic.map((option) => option.label)).toContain(routeTextOf(route.path, 'ar').name);
  });

  it('tell the visitor what is wrong in their language', () => {
    for (const words of [en, ar]) {
      const problems = quoteProblems({ ...enquiry, user_mobile: '12' }, words.quoteForm.hints);
      expect(problems).toEqual({ user_mobile: words.quoteForm.hints.user_mobile });
    }
  });

  it.each(['en', 'ar'] as const)('count items in the plural form of the count (%s)', (locale) => {
    const words = contentIn(locale).interface.quoteList;
    for (const count of [0, 1, 2, 3, 11, 100]) {
      expect(itemsText(locale, words, count)).toBe(counted(words.items, locale, count));
      expect(itemsInList(locale, words, count)).toBe(
        fill(words.inList, { items: counted(words.items, locale, count) }),
      );
    }
  });

  it('title the list for the e-mail with its count in English, and write each line with its quantity and page', () => {
    const words = contentIn('en').interface.companyMail;
    expect(requestTitle(2, words.list)).toBe(
      fill(words.list.title, { lines: counted(words.list.lines, 'en', 2) }),
    );
    const line = { id: 'a', product: 'M20', path: '/ar/GlandsAccessories', quantity: 3, note: '' };
    const text = composeList([line], { origin: 'https://x.ae' }, 'شكرًا', words);
    expect(text.split('\n')).toEqual([
      fill(words.list.title, { lines: counted(words.list.lines, 'en', 1) }),
      '',
      '1. M20',
      `   ${words.list.quantity}: 3`,
      `   ${words.list.page}: https://x.ae/ar/GlandsAccessories`,
      '',
      `${words.list.message}:`,
      'شكرًا',
    ]);
  });

  it('name the visitor’s language in the e-mail and the mailto fallback', () => {
    expect(userLanguage('en')).toBe('English');
    expect(userLanguage('ar')).toBe('Arabic');
    const label = en.companyMail.language;
    expect(enquiryText(enquiry, en.companyMail)).toContain(`\n${label}: English\n`);
    const { href } = mailtoFor('info@example.ae', enquiry, {
      locale: 'ar',
      note: ar.quoteForm.shortened,
      words: ar.companyMail,
    });
    expect(decodeURIComponent(href)).toContain(`\n${ar.companyMail.language}: Arabic\n`);
  });

  it.each(['en', 'ar'] as const)(
    'say search counts in the plural form of the count (%s)',
    (locale) => {
      const words = contentIn(locale).interface.search;
      const result = { url: '/ar', title: 'x', kind: 'page', excerpt: '' };
      const done = (count: number) => ({
        status: 'done' as const,
        query: 'M20',
        results: Array.from({ length: count }, () => result),
      });
      expect(statusText(done(0), locale, words)).toBe(fill(words.none, { query: 'M20' }));
      for (const count of [1, 2, 5, 11, 100])
        expect(statusText(done(count), locale, words)).toBe(
          fill(counted(words.count, locale, count), { query: 'M20' }),
        );
    },
  );

  it('write ranges in Arabic tables with a dash and Western digits', () => {
    expect(formatRange({ min: 10, max: 14 }, 1, 'ar')).toBe('10.0–14.0');
    expect(formatRange({ min: -55, max: 125 }, undefined, 'ar')).toBe('−55 – +125');
    expect(formatRange({ min: 95, max: 95 }, undefined, 'ar')).toBe('95');
    expect(formatCell({ min: 10, max: 14 }, 1)).toBe('10.0 to 14.0');
  });
});
