import type { Locale } from '@/lib/i18n/locales';
import { userLanguage, type QuoteFields } from './send-quote';

/** Mail programs cut mailto: links around 2,000 characters; stay under that. */
export const MAILTO_LIMIT = 1900;

export const SHORTENED_NOTE =
  '[Message shortened: please paste the full enquiry you copied from the form.]';

/** The enquiry as plain text, for a mail body or the clipboard, with the visitor's language. */
export function enquiryText(
  fields: QuoteFields,
  message = fields.user_message,
  locale: Locale = 'en',
) {
  return [
    `Name: ${fields.user_name}`,
    `Phone: ${fields.user_mobile}`,
    `Email: ${fields.user_email}`,
    `Service type: ${fields.user_service || '-'}`,
    `Language: ${userLanguage(locale)}`,
    '',
    message,
  ].join('\n');
}

export const quoteSubject = (service = '') => `Quote request${service ? `: ${service}` : ''}`;

/**
 * A mailto: link holding the enquiry. A message too long for a mail program is cut at a word and
 * marked (`note`, in the visitor's language), so the visitor knows to paste the rest (`shortened`
 * tells the form to offer a copy button).
 */
export function mailtoFor(
  email: string,
  fields: QuoteFields,
  { locale = 'en', note = SHORTENED_NOTE }: { locale?: Locale; note?: string } = {},
) {
  const link = (message: string) =>
    `mailto:${email}?subject=${encodeURIComponent(quoteSubject(fields.user_service))}&body=${encodeURIComponent(enquiryText(fields, message, locale))}`;
  const full = link(fields.user_message);
  if (full.length <= MAILTO_LIMIT) return { href: full, shortened: false };

  const words = fields.user_message.split(/(?<=\s)/);
  let low = 0;
  let high = words.length;
  // Binary search for the most words that fit (encoded lengths are not proportional to characters).
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (link(`${words.slice(0, mid).join('')}… ${note}`).length <= MAILTO_LIMIT) low = mid;
    else high = mid - 1;
  }
  return { href: link(`${words.slice(0, low).join('')}… ${note}`), shortened: true };
}
