import type { Contact } from '@/lib/content/contact';
import type { Locale } from '@/lib/i18n/locales';
import { fill, plural, type PluralForms } from '@/lib/i18n/text';
import type { BasketLine } from './store';

/** The words of the list as text; lib/i18n/forms.ts holds them in each language. */
export const composeWords = {
  title: 'Request for quote, {lines}',
  lines: { one: '{count} line', other: '{count} lines' } as PluralForms,
  options: 'Options',
  quantity: 'Quantity',
  note: 'Note',
  page: 'Page',
  message: 'Message',
};

export type ComposeWords = typeof composeWords;

/** The request's title, sent as user_service: "Request for quote, 3 lines". */
export const requestTitle = (count: number, locale: Locale = 'en', words = composeWords) =>
  fill(words.title, { lines: plural(locale, count, words.lines) });

/**
 * The list as plain text, the same for the e-mail, WhatsApp, the mailto fallback and the clipboard;
 * each line links to its page on the site.
 */
export function composeList(
  lines: readonly BasketLine[],
  { origin }: Pick<Contact, 'origin'>,
  message = '',
  locale: Locale = 'en',
  words = composeWords,
): string {
  const body = lines.map((line, index) =>
    [
      `${index + 1}. ${line.product}`,
      line.options && `   ${words.options}: ${line.options}`,
      `   ${words.quantity}: ${line.quantity}`,
      line.note.trim() && `   ${words.note}: ${line.note.trim()}`,
      `   ${words.page}: ${origin}${line.path}`,
    ]
      .filter(Boolean)
      .join('\n'),
  );
  const extra = message.trim();
  const title = requestTitle(lines.length, locale, words);
  return [title, ...body, ...(extra ? [`${words.message}:\n${extra}`] : [])].join('\n\n');
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
