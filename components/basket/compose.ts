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
      ...(line.attributes ?? []).map(({ name, value }) => `   ${name}: ${value}`),
      `   ${words.quantity}: ${line.quantity}`,
      line.note.trim() && `   ${words.note}: ${line.note.trim()}`,
      line.path && `   ${words.page}: ${origin}${line.path}`,
    ]
      .filter(Boolean)
      .join('\n'),
  );
  const extra = message.trim();
  const title = requestTitle(lines.length, locale, words);
  return [title, ...body, ...(extra ? [`${words.message}:\n${extra}`] : [])].join('\n\n');
}

export { normalisePhone } from '@/components/quote/phone';

export function mailtoHref({ email }: Pick<Contact, 'email'>, subject: string, body: string) {
  return `mailto:${email}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}
