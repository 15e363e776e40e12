/**
 * How to reach the company, as the browser needs it: the few identity values client components
 * (quote form, quote list, map) receive as props from their server parents, and pure helpers over
 * them. No content is read here, so this module may be imported by client components.
 */
export interface Phone {
  label: string;
  display: string;
  tel: string;
}

export interface Contact {
  origin: string;
  email: string;
  replyTime: string;
  office: Phone;
  mobile: Phone;
}

/** Phone numbers as link text: non-breaking spaces keep a number on one line. */
export const phoneText = (display: string) => display.replace(/ /g, '\u00a0');

/** WhatsApp click-to-chat: international format, digits only (wa.me's rule). */
export const whatsappNumberOf = (phone: Phone) => phone.tel.replace(/\D/g, '');

/** WhatsApp click-to-chat goes to the mobile number. */
export function whatsappLink(phone: Phone, text?: string) {
  const query = text ? `?text=${encodeURIComponent(text)}` : '';
  return `https://wa.me/${whatsappNumberOf(phone)}${query}`;
}
