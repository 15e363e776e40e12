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
import { enquiry } from './enquiry';

const en = contentIn('en').interface;
const ar = contentIn('ar').interface;
const ARABIC = /[\u0600-\u06ff]/;

describe('the forms texts in Arabic', () => {
  it('label every service option with the page name of its language and send the English name', () => {
    const english = serviceOptionsIn('en');
    const arabic = serviceOptionsIn('ar');
    expect(arabic.map((option) => option.value)).toEqual(english.map((option) => option.value));
    for (const option of english) expect(option.label).toBe(option.value);
    for (const option of arabic) expect(option.label).toMatch(ARABIC);
    // Every product and service page is an option, named as its page is.
    expect(english.map((option) => option.value)).toContain(routeTextOf('/enterable').name);
    expect(english).toHaveLength(5 + 12);
    expect(ar.quoteForm.other).toMatch(ARABIC);
  });

  it('keep the spec messages in English and have them in Arabic', () => {
    expect(en.quoteForm.success).toBe('Message sent successfully!');
    expect(en.quoteForm.failure).toBe('Failed to send message, please try again.');
    expect(en.quoteDialog.title).toBe("Let's Stay Connected With Us");
    expect(en.quoteForm.name.placeholder).toBe('Your Name *');
    for (const text of [
      ar.quoteForm.success,
      ar.quoteForm.failure,
      ar.quoteDialog.title,
      ar.quoteDialog.close,
    ])
      expect(text).toMatch(ARABIC);
  });

  it('tell the visitor what is wrong in their language', () => {
    const problems = quoteProblems({ ...enquiry, user_mobile: '12' }, ar.quoteForm.hints);
    expect(problems).toEqual({ user_mobile: ar.quoteForm.hints.user_mobile });
    expect(
      quoteProblems({ ...enquiry, user_mobile: '12' }, en.quoteForm.hints).user_mobile,
    ).toMatch(/^Please enter/);
  });

  it('count items in the six Arabic plural forms, with Western digits', () => {
    expect([0, 1, 2, 3, 11, 100].map((count) => itemsText('ar', ar.quoteList, count))).toEqual([
      'لا بنود',
      'بند واحد',
      'بندان',
      '3 بنود',
      '11 بندًا',
      '100 بند',
    ]);
    expect(itemsInList('en', en.quoteList, 1)).toBe('1 item in your quote list');
    expect(itemsInList('en', en.quoteList, 0)).toBe('0 items in your quote list');
  });

  it('write the quote list in Arabic and title it for the e-mail', () => {
    expect(requestTitle(2, 'ar', ar.quoteList.listText)).toBe('طلب عرض سعر، بندان');
    expect(requestTitle(2, 'en', en.quoteList.listText)).toBe('Request for quote, 2 lines');
    const line = { id: 'a', product: 'M20', path: '/ar/GlandsAccessories', quantity: 3, note: '' };
    const text = composeList(
      [line],
      { origin: 'https://x.ae' },
      'شكرًا',
      'ar',
      ar.quoteList.listText,
    );
    expect(text).toBe(
      'طلب عرض سعر، بند واحد\n\n1. \u2066M20\u2069\n   الكمية: 3\n   الصفحة: https://x.ae/ar/GlandsAccessories\n\nالرسالة:\nشكرًا',
    );
  });

  it('name the visitor’s language in the e-mail and the mailto fallback', () => {
    expect(userLanguage('en')).toBe('English');
    expect(userLanguage('ar')).toBe('Arabic');
    expect(enquiryText(enquiry, en.companyMail)).toContain('\nLanguage: English\n');
    const { href } = mailtoFor('info@example.ae', enquiry, {
      locale: 'ar',
      note: ar.quoteForm.shortened,
      words: ar.companyMail,
    });
    expect(decodeURIComponent(href)).toContain('\nLanguage: Arabic\n');
  });

  it('say search counts in Arabic', () => {
    const result = { url: '/ar', title: 'x', kind: 'page', excerpt: '' };
    const done = (count: number) => ({
      status: 'done' as const,
      query: 'M20',
      results: Array.from({ length: count }, () => result),
    });
    expect(statusText(done(1), 'ar', ar.search)).toBe('نتيجة واحدة لـ «M20»');
    expect(statusText(done(2), 'ar', ar.search)).toBe('نتيجتان لـ «M20»');
    expect(statusText(done(5), 'ar', ar.search)).toBe('5 نتائج لـ «M20»');
    expect(statusText(done(0), 'ar', ar.search)).toBe('لا نتائج لـ «M20».');
    expect(statusText(done(1), 'en', en.search)).toBe('1 result for “M20”');
    expect(statusText(done(3), 'en', en.search)).toBe('3 results for “M20”');
  });

  it('write ranges in Arabic tables with a dash and Western digits', () => {
    expect(formatRange({ min: 10, max: 14 }, 1, 'ar')).toBe('10.0–14.0');
    expect(formatRange({ min: -55, max: 125 }, undefined, 'ar')).toBe('−55 – +125');
    expect(formatRange({ min: 95, max: 95 }, undefined, 'ar')).toBe('95');
    expect(formatCell({ min: 10, max: 14 }, 1)).toBe('10.0 to 14.0');
  });
});
