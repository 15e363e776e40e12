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
import { mailtoHref } from './compose';

/** Said to the company (in English, like the template's labels) when the e-mail had to be cut. */
const EMAIL_SHORTENED_NOTE =
  "[List shortened to fit one e-mail: the whole list stays in the visitor's quote list.]";

/** The list for a WhatsApp chat, cut (after a line, marked with `note`) to what a wa.me link carries. */
export const whatsappText = (contact: Pick<Contact, 'mobile'>, text: string, note: string) =>
  fitText(
    text,
    note,
    (candidate) => whatsappLink(contact.mobile, candidate).length <= WHATSAPP_LIMIT,
  );

/** The list as the e-mail provider gets it, cut to the request size it accepts. */
export const emailMessage = (enquiry: QuoteFields, locale: Locale) =>
  fitText(
    enquiry.user_message,
    EMAIL_SHORTENED_NOTE,
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
) {
  const head = `Name: ${enquiry.user_name}\nPhone: ${enquiry.user_mobile}\nEmail: ${enquiry.user_email}\nLanguage: ${userLanguage(locale)}\n\n`;
  const href = (message: string) => mailtoHref(contact, enquiry.user_service, `${head}${message}`);
  return href(
    fitText(enquiry.user_message, note, (candidate) => href(candidate).length <= MAILTO_LIMIT).text,
  );
}
