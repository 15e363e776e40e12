import type { Locale } from '@/lib/i18n/locales';
import { userLanguage, type QuoteFields } from './send-quote';
import { fitText, MAILTO_LIMIT } from './fit';

export { MAILTO_LIMIT };

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

const quoteSubject = (service = '') => `Quote request${service ? `: ${service}` : ''}`;

/**
 * A mailto: link holding the enquiry. A message too long for a mail program is cut after a line or a word and
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
  const message = fitText(fields.user_message, note, (text) => link(text).length <= MAILTO_LIMIT);
  return { href: link(message.text), shortened: message.shortened };
}

/**
 * The link the quote form offers without JavaScript: the company's address, the subject, and the
 * headings of an enquiry for the visitor to fill in their own mail program, percent-encoded as RFC
 * 6068 asks (a space is %20: a form's own mailto: submission writes + or garbles the text).
 */
export const noscriptMailto = (email: string, body: string) =>
  `mailto:${email}?subject=${encodeURIComponent(quoteSubject())}&body=${encodeURIComponent(body)}`;
