import type { Locale } from '@/lib/i18n/locales';
import { fill } from '@/lib/i18n/text';
import type { InterfaceWords } from '@/lib/content/interface-schema';
import { userLanguage, type QuoteFields } from './send-quote';
import { fitText, MAILTO_LIMIT } from './fit';

export { MAILTO_LIMIT };

/** The labels of an enquiry the company reads (content/interface.yml, companyMail: English). */
export type MailWords = InterfaceWords['companyMail'];

/** The enquiry as plain text, for a mail body or the clipboard, with the visitor's language. */
export function enquiryText(
  fields: QuoteFields,
  words: MailWords,
  message = fields.user_message,
  locale: Locale = 'en',
) {
  return [
    `${words.name}: ${fields.user_name}`,
    `${words.phone}: ${fields.user_mobile}`,
    `${words.email}: ${fields.user_email}`,
    `${words.service}: ${fields.user_service || '-'}`,
    `${words.language}: ${userLanguage(locale)}`,
    '',
    message,
  ].join('\n');
}

const quoteSubject = (words: MailWords, service = '') =>
  service ? fill(words.subjectService, { service }) : words.subject;

/**
 * A mailto: link holding the enquiry. A message too long for a mail program is cut after a line or a word and
 * marked (`note`, in the visitor's language), so the visitor knows to paste the rest (`shortened`
 * tells the form to offer a copy button).
 */
export function mailtoFor(
  email: string,
  fields: QuoteFields,
  { locale = 'en', note, words }: { locale?: Locale; note: string; words: MailWords },
) {
  const link = (message: string) =>
    `mailto:${email}?subject=${encodeURIComponent(quoteSubject(words, fields.user_service))}&body=${encodeURIComponent(enquiryText(fields, words, message, locale))}`;
  const message = fitText(fields.user_message, note, (text) => link(text).length <= MAILTO_LIMIT);
  return { href: link(message.text), shortened: message.shortened };
}

/**
 * The link the quote form offers without JavaScript: the company's address, the subject, and the
 * headings of an enquiry for the visitor to fill in their own mail program, percent-encoded as RFC
 * 6068 asks (a space is %20: a form's own mailto: submission writes + or garbles the text).
 */
export const noscriptMailto = (email: string, body: string, words: MailWords) =>
  `mailto:${email}?subject=${encodeURIComponent(quoteSubject(words))}&body=${encodeURIComponent(body)}`;
