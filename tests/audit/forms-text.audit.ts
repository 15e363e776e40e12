import { describe, expect, it } from 'vitest';
import { serviceOptionsIn } from '@/lib/content/hubs';
import { audited } from './content';

/** Spec §5 and §8: the quote form's texts of record, and the forms' words in Arabic today. */
const en = audited('en').interface;
const ar = audited('ar').interface;
const ARABIC = /[\u0600-\u06ff]/;

describe('the forms texts', () => {
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
      ar.quoteForm.other,
    ])
      expect(text).toMatch(ARABIC);
  });

  it('offer the five services and the twelve product pages, named in Arabic on Arabic pages', () => {
    expect(serviceOptionsIn('en')).toHaveLength(5 + 12);
    for (const option of serviceOptionsIn('ar')) expect(option.label).toMatch(ARABIC);
  });

  it('count items in the six Arabic plural forms', () => {
    for (const form of ['zero', 'one', 'two', 'few', 'many', 'other'] as const)
      expect(ar.quoteList.items[form], form).toMatch(ARABIC);
  });
});
