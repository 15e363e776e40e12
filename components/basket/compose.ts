import type { Contact } from '@/lib/content/contact';
import type { InterfaceWords } from '@/lib/content/interface-schema';
import type { Locale } from '@/lib/i18n/locales';
import { fill, plural } from '@/lib/i18n/text';
import { bidiParts } from '@/lib/i18n/bidi';
import type { BasketLine } from './store';

/** The words of the list as text, in the page's language (content/interface.yml, quoteList.listText). */
type ListWords = InterfaceWords['quoteList']['listText'];

/** Who asks and for what, printed above the lines: only what was given. */
interface RequestHead {
  reference?: string;
  name?: string;
  company?: string;
  project?: string;
  site?: string;
  requiredBy?: string;
}

/**
 * On an Arabic text, each run of Latin letters and digits (M20 × 1.5, 6.1–11.6 mm, a company's
 * name) between Unicode isolates (LRI … PDI), so a mail program or WhatsApp keeps its order inside
 * the right-to-left line; English text is returned as it is.
 */
export function isolateText(text: string, locale: Locale): string {
  if (locale !== 'ar') return text;
  return bidiParts(text)
    .map((part) => (part.isolate ? `\u2066${part.text}\u2069` : part.text))
    .join('');
}

/** The request's title, sent as user_service (the e-mail's subject): "Request for quote RFQ-…, 3 lines". */
export const requestTitle = (count: number, locale: Locale, words: ListWords, reference = '') =>
  fill(reference ? words.titleReference : words.title, {
    reference: isolateText(reference, locale),
    lines: plural(locale, count, words.lines),
  });

/**
 * The list as plain text, the same for the e-mail, WhatsApp, the mailto fallback and the clipboard:
 * the request's head (reference, sender, company, project, delivery, date), then each line with
 * every chosen attribute and its quantity, linking to its page on the site.
 */
export function composeList(
  lines: readonly BasketLine[],
  { origin }: Pick<Contact, 'origin'>,
  message: string,
  locale: Locale,
  words: ListWords,
  head: RequestHead = {},
): string {
  const own = (text: string) => isolateText(text, locale);
  const headLines = (['reference', 'name', 'company', 'project', 'site', 'requiredBy'] as const)
    .map((key) => {
      const value = head[key]?.trim();
      const label = key === 'name' ? words.from : words[key];
      return value ? `${label}: ${own(value)}` : '';
    })
    .filter(Boolean);
  const body = lines.map((line, index) =>
    [
      `${index + 1}. ${own(line.product)}`,
      line.options && `   ${words.options}: ${own(line.options)}`,
      ...(line.attributes ?? []).map(({ name, value }) => `   ${own(name)}: ${own(value)}`),
      `   ${words.quantity}: ${line.quantity}`,
      line.note.trim() && `   ${words.note}: ${own(line.note.trim())}`,
      line.path && `   ${words.page}: ${origin}${line.path}`,
    ]
      .filter(Boolean)
      .join('\n'),
  );
  const extra = message.trim();
  const title = requestTitle(lines.length, locale, words);
  return [
    headLines.length > 0 ? `${title}\n${headLines.join('\n')}` : title,
    ...body,
    ...(extra ? [`${words.message}:\n${extra}`] : []),
  ].join('\n\n');
}

export { normalisePhone } from '@/components/quote/phone';

export function mailtoHref({ email }: Pick<Contact, 'email'>, subject: string, body: string) {
  return `mailto:${email}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}
