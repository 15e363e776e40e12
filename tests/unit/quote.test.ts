import { describe, expect, it } from 'vitest';
import { describeSendError, missingSettings } from '@/components/quote/send-quote';
import {
  quoteLimits,
  quotePatterns,
  quoteProblems,
  trimQuote,
} from '@/components/quote/quote-rules';
import { MAILTO_LIMIT, SHORTENED_NOTE, enquiryText, mailtoFor } from '@/components/quote/mailto';
import { quoteMessages } from '@/lib/content/quote';
import { serviceOptionsIn } from '@/lib/content/hubs';
import { routeTextOf } from '@/lib/content/load';
import { products } from '@/lib/content/products';
import { services } from '@/lib/content/services';

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

  it('uses the spec messages word for word', () => {
    expect(quoteMessages.success).toBe('Message sent successfully!');
    expect(quoteMessages.failure).toBe('Failed to send message, please try again.');
  });

  it('offers the five services and every product category, by their page names', () => {
    const values = serviceOptionsIn('en').map((option) => option.value);
    expect(new Set(values).size).toBe(values.length);
    for (const page of [...products, ...services])
      expect(values, page.path).toContain(routeTextOf(page.path).name);
    expect(values).toHaveLength(5 + 12);
  });
});

const good = {
  user_name: 'Aisha Rahman',
  user_mobile: '+971 50 123 4567',
  user_email: 'aisha@example.ae',
  user_service: '',
  user_message: 'Please quote 200 M20 glands.',
};

describe('quote validation', () => {
  it('passes the numbers UAE visitors really type', () => {
    for (const user_mobile of [
      '+971 50 123 4567',
      '+971501234567',
      '00971 50 123 4567',
      '050 123 4567',
      '050-123-4567',
      '04 123 4567',
      '(04) 123-4567',
      '800 637 4342',
      '+44 20 7946 0958',
    ])
      expect(quoteProblems({ ...good, user_mobile }), user_mobile).toEqual({});
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
      const problems = quoteProblems({ ...good, ...change });
      expect(Object.keys(problems), JSON.stringify(change)).toEqual([field]);
      expect(problems[field as keyof typeof problems]).toMatch(/^Please /);
    }
  });

  it('the HTML patterns compile under the v flag browsers use', () => {
    for (const pattern of Object.values(quotePatterns))
      expect(() => new RegExp(`^(?:${pattern})$`, 'v')).not.toThrow();
  });

  it('trims every field before sending', () => {
    expect(trimQuote({ ...good, user_name: '  Aisha  ', user_message: '\n hi \n' })).toEqual({
      ...good,
      user_name: 'Aisha',
      user_message: 'hi',
    });
  });
});

describe('mailto fallback', () => {
  const fields = { ...good, user_service: 'Cable Glands & Accessories' };

  it('holds a short enquiry whole', () => {
    const { href, shortened } = mailtoFor('info@example.ae', fields);
    expect(shortened).toBe(false);
    expect(decodeURIComponent(href)).toContain(fields.user_message);
    expect(decodeURIComponent(href)).toContain('Quote request: Cable Glands & Accessories');
  });

  it('cuts a very long message at a word, says so, and stays under 2,000 characters', () => {
    const long = 'armoured gland with shroud, '.repeat(2000);
    const { href, shortened } = mailtoFor('info@example.ae', { ...fields, user_message: long });
    expect(shortened).toBe(true);
    expect(href.length).toBeLessThanOrEqual(MAILTO_LIMIT);
    const body = decodeURIComponent(href.split('body=')[1]!);
    expect(body).toContain(fields.user_email);
    expect(body).toContain(SHORTENED_NOTE);
    expect(body).toMatch(/(armoured|gland|with|shroud,) … \[Message shortened/);
    expect(enquiryText({ ...fields, user_message: long })).toContain(long);
  });
});
