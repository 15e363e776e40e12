import { describe, expect, it } from 'vitest';
import { describeSendError, missingSettings } from '@/components/quote/send-quote';
import {
  quoteLimits,
  quotePatterns,
  quoteProblems,
  trimQuote,
  validPhone,
} from '@/components/quote/quote-rules';
import { MAILTO_LIMIT, enquiryText, mailtoFor } from '@/components/quote/mailto';
import { EMAIL_PARAMS_LIMIT, fitText, jsonBytes } from '@/components/quote/fit';
import { serviceOptionsIn } from '@/lib/content/hubs';
import { contentIn, routeTextOf } from '@/lib/content/load';
import { enquiry } from './enquiry';
import { typedPhoneNumbers } from '../phones';

const { quoteForm: quoteMessages, companyMail } = contentIn('en').interface;
const { products, services } = contentIn('en');
const { hints } = quoteMessages;
const mailOptions = { note: quoteMessages.shortened, words: companyMail };

describe('quote sending', () => {
  it('reads every way the e-mail SDK fails as text', () => {
    expect(describeSendError({ status: 400, text: 'The template ID is invalid' })).toBe(
      '400 The template ID is invalid',
    );
    expect(describeSendError(new TypeError('Failed to fetch'))).toBe('Failed to fetch');
    expect(describeSendError('The public key is required.')).toBe('The public key is required.');
  });

  it('names each e-mail setting that is missing or blank', () => {
    expect(
      missingSettings({
        NEXT_PUBLIC_EMAILJS_PUBLIC_KEY: 'abc',
        NEXT_PUBLIC_EMAILJS_SERVICE_ID: '  ',
        NEXT_PUBLIC_EMAILJS_TEMPLATE_ID: undefined,
      }),
    ).toEqual(['NEXT_PUBLIC_EMAILJS_SERVICE_ID', 'NEXT_PUBLIC_EMAILJS_TEMPLATE_ID']);
  });

  it('offers every service and product page, by its page name', () => {
    const values = serviceOptionsIn('en').map((option) => option.value);
    expect(new Set(values).size).toBe(values.length);
    for (const page of [...products, ...services])
      expect(values, page.path).toContain(routeTextOf(page.path).name);
    expect(values).toHaveLength(products.length + services.length);
  });
});

const good = { ...enquiry, user_service: '' };

describe('quote validation', () => {
  it('passes the numbers UAE visitors really type', () => {
    for (const user_mobile of typedPhoneNumbers)
      expect(quoteProblems({ ...good, user_mobile }, hints), user_mobile).toEqual({});
  });

  it('refuses blank, malformed and overlong values with a message per field', () => {
    const cases: [Partial<typeof good>, string][] = [
      [{ user_name: '   ' }, 'user_name'],
      [{ user_mobile: 'call me maybe' }, 'user_mobile'],
      [{ user_mobile: '  ' }, 'user_mobile'],
      [{ user_mobile: '12345' }, 'user_mobile'],
      [{ user_mobile: '1'.repeat(16) }, 'user_mobile'],
      [{ user_email: 'a@b' }, 'user_email'],
      [{ user_email: 'aisha example.ae' }, 'user_email'],
      [{ user_message: ' \n\t ' }, 'user_message'],
      [{ user_name: 'x'.repeat(quoteLimits.user_name + 1) }, 'user_name'],
      [{ user_message: 'x'.repeat(quoteLimits.user_message + 1) }, 'user_message'],
    ];
    for (const [change, field] of cases) {
      const problems = quoteProblems({ ...good, ...change }, hints);
      expect(Object.keys(problems), JSON.stringify(change)).toEqual([field]);
      expect(problems[field as keyof typeof problems]).toMatch(/^Please /);
    }
  });

  it('the HTML patterns compile under the v flag browsers use', () => {
    for (const pattern of Object.values(quotePatterns))
      expect(() => new RegExp(`^(?:${pattern})$`, 'v')).not.toThrow();
  });

  it('trims every field before sending and sends the phone as the quote list does', () => {
    expect(trimQuote({ ...good, user_name: '  Aisha  ', user_message: '\n hi \n' })).toEqual({
      ...good,
      user_name: 'Aisha',
      user_mobile: '+971501234567',
      user_message: 'hi',
    });
    for (const [typed, sent] of [
      ['050 123 4567', '+971501234567'],
      ['(04) 123-4567', '+97141234567'],
      ['800 637 4342', '+9718006374342'],
      ['+44 20 7946 0958', '+442079460958'],
      // A number both forms accept but that cannot be placed goes as typed, never refused.
      ['1234 5678', '1234 5678'],
    ])
      expect(trimQuote({ ...good, user_mobile: ` ${typed} ` }).user_mobile, typed).toBe(sent);
  });

  it('one phone check for both forms: what the quote form accepts, the quote list accepts', () => {
    for (const user_mobile of ['050 123 4567', '800 637 4342', '1234 5678', 'call me', '12345'])
      expect(validPhone(user_mobile), user_mobile).toBe(
        quoteProblems({ ...good, user_mobile }, hints).user_mobile === undefined,
      );
  });
});

describe('fitting text to a channel', () => {
  const list = Array.from(
    { length: 40 },
    (_, index) => `${index + 1}. Gland M${index + 20}\n`,
  ).join('');
  const fits = (limit: number) => (candidate: string) =>
    encodeURIComponent(candidate).length <= limit;

  it('keeps a text that fits whole', () => {
    expect(fitText(list, '[cut]', fits(10_000))).toEqual({ text: list, shortened: false });
  });

  it('cuts after the last whole line that fits, marks it, and stays under the limit', () => {
    const { text, shortened } = fitText(list, '[cut]', fits(300));
    expect(shortened).toBe(true);
    expect(encodeURIComponent(text).length).toBeLessThanOrEqual(300);
    expect(text).toMatch(/^1\. Gland M20\n[\s\S]*\n… \[cut\]$/);
    // One more line would not have fitted.
    const kept = text.slice(0, -'… [cut]'.length);
    const next = list.slice(kept.length).split(/(?<=\n)/)[0];
    expect(fits(300)(`${kept}${next}… [cut]`)).toBe(false);
  });

  it('falls back to whole words when not even one line fits', () => {
    const line = 'ملاحظة طويلة جدًا '.repeat(40);
    const { text, shortened } = fitText(line, '[cut]', fits(400));
    expect(shortened).toBe(true);
    expect(encodeURIComponent(text).length).toBeLessThanOrEqual(400);
    expect(text).toMatch(/ … \[cut\]$/);
  });

  it('counts the e-mail request in UTF-8 bytes, as it goes on the wire', () => {
    expect(jsonBytes({ a: 'ب' })).toBe('{"a":"ب"}'.length + 1);
    expect(EMAIL_PARAMS_LIMIT).toBeLessThan(50 * 1024);
  });
});

describe('mailto fallback', () => {
  it('holds a short enquiry whole', () => {
    const { href, shortened } = mailtoFor('info@example.ae', enquiry, mailOptions);
    expect(shortened).toBe(false);
    expect(decodeURIComponent(href)).toContain(enquiry.user_message);
    expect(decodeURIComponent(href)).toContain(`Quote request: ${enquiry.user_service}`);
  });

  it('cuts a very long message at a word, says so, and stays under 2,000 characters', () => {
    const long = 'armoured gland with shroud, '.repeat(2000);
    const { href, shortened } = mailtoFor(
      'info@example.ae',
      { ...enquiry, user_message: long },
      mailOptions,
    );
    expect(shortened).toBe(true);
    expect(href.length).toBeLessThanOrEqual(MAILTO_LIMIT);
    const body = decodeURIComponent(href.split('body=')[1]!);
    expect(body).toContain(enquiry.user_email);
    expect(body).toContain(quoteMessages.shortened);
    expect(body).toMatch(/(armoured|gland|with|shroud,) … \[Message shortened/);
    expect(enquiryText({ ...enquiry, user_message: long }, companyMail)).toContain(long);
  });
});
