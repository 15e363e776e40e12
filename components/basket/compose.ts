import type { Contact } from '@/content/contact';
import type { BasketLine } from './store';
import { plural } from './words';

/** The request's title, sent as user_service: "Request for quote, 3 lines". */
export const requestTitle = (count: number) => `Request for quote, ${plural(count, 'line')}`;

/**
 * The list as plain text, the same for the e-mail, WhatsApp, the mailto fallback and the clipboard;
 * each line links to its page on the site.
 */
export function composeList(
  lines: readonly BasketLine[],
  { origin }: Pick<Contact, 'origin'>,
  message = '',
): string {
  const body = lines.map((line, index) =>
    [
      `${index + 1}. ${line.product}`,
      line.options && `   Options: ${line.options}`,
      `   Quantity: ${line.quantity}`,
      line.note.trim() && `   Note: ${line.note.trim()}`,
      `   Page: ${origin}${line.path}`,
    ]
      .filter(Boolean)
      .join('\n'),
  );
  const extra = message.trim();
  return [requestTitle(lines.length), ...body, ...(extra ? [`Message:\n${extra}`] : [])].join(
    '\n\n',
  );
}

/**
 * A UAE visitor types a number as 050 123 4567, 00971 50 123 4567, +971 50 123 4567 or
 * 971 50 123 4567: all become +971501234567. Any other international number keeps its own
 * country code. Returns null for anything that is not a phone number.
 */
export function normalisePhone(input: string): string | null {
  const compact = input.trim().replace(/[\s().-]/g, '');
  const international = compact.startsWith('00') ? `+${compact.slice(2)}` : compact;
  if (/^\+[1-9]\d{6,14}$/.test(international)) return international;
  if (/^971\d{8,9}$/.test(compact)) return `+${compact}`;
  if (/^0[1-9]\d{7,8}$/.test(compact)) return `+971${compact.slice(1)}`;
  return null;
}

export function mailtoHref({ email }: Pick<Contact, 'email'>, subject: string, body: string) {
  return `mailto:${email}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}
