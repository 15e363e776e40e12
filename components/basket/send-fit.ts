import { whatsappLink, type Contact } from '@/lib/content/contact';
import type { Locale } from '@/lib/i18n/locales';
import {
  EMAIL_PARAMS_LIMIT,
  MAILTO_LIMIT,
  WHATSAPP_LIMIT,
  fitText,
  jsonBytes,
} from '@/components/quote/fit';
import { userLanguage, type QuoteFields } from '@/components/quote/send-quote';
import type { MailWords } from '@/components/quote/mailto';
import { mailtoHref } from './compose';

/** The list for a WhatsApp chat, cut (after a line, marked with `note`) to what a wa.me link carries. */
export const whatsappText = (contact: Pick<Contact, 'mobile'>, text: string, note: string) =>
  fitText(
    text,
    note,
    (candidate) => whatsappLink(contact.mobile, candidate).length <= WHATSAPP_LIMIT,
  );

/**
 * The list as the e-mail provider gets it, cut to the request size it accepts; `note` (said to the
 * company, in English like the template's labels: companyMail.listShortened) marks the cut.
 */
export const emailMessage = (enquiry: QuoteFields, locale: Locale, note: string) =>
  fitText(
    enquiry.user_message,
    note,
    (candidate) =>
      jsonBytes({ ...enquiry, user_message: candidate, user_language: userLanguage(locale) }) <=
      EMAIL_PARAMS_LIMIT,
  );

/**
 * The mailto: link offered when the e-mail could not be sent: for the company, like the template
 * (English labels and the visitor's language), cut to what a mail program keeps.
 */
export function listMailto(
  contact: Pick<Contact, 'email'>,
  enquiry: QuoteFields,
  locale: Locale,
  note: string,
  words: MailWords,
) {
  const head = `${words.name}: ${enquiry.user_name}\n${words.phone}: ${enquiry.user_mobile}\n${words.email}: ${enquiry.user_email}\n${words.language}: ${userLanguage(locale)}\n\n`;
  const href = (message: string) => mailtoHref(contact, enquiry.user_service, `${head}${message}`);
  return href(
    fitText(enquiry.user_message, note, (candidate) => href(candidate).length <= MAILTO_LIMIT).text,
  );
}
