import { describe, expect, it } from 'vitest';
import { describeSendError, missingSettings } from '@/components/quote/send-quote';
import { serviceOptions, quoteMessages } from '@/content/quote';
import { products } from '@/content/products';
import { services } from '@/content/services';

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

  it('offers the five services, every product category and Other', () => {
    expect(serviceOptions.at(-1)).toBe('Other');
    expect(new Set(serviceOptions).size).toBe(serviceOptions.length);
    for (const page of [...products, ...services]) {
      expect(serviceOptions, page.path).toContain(page.quoteService);
    }
    expect(serviceOptions).toHaveLength(5 + 12 + 1);
  });
});
