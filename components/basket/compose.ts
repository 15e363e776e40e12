import type { Contact } from '@/lib/content/contact';
import type { InterfaceWords } from '@/lib/content/interface-schema';
import { fill, plural } from '@/lib/i18n/text';
import type { BasketLine } from './store';

/** The words of the list as the sales team reads it (content/interface.yml, companyMail.list: English). */
type ListWords = InterfaceWords['companyMail']['list'];
type CompanyWords = Pick<InterfaceWords['companyMail'], 'list' | 'inArabic'>;

/** Who asks and for what, printed above the lines: only what was given. */
interface RequestHead {
  reference?: string;
  name?: string;
  company?: string;
  project?: string;
  site?: string;
  requiredBy?: string;
}

/** The request's title, sent as user_service (the e-mail's subject): "Request for quote RFQ-…, 3 lines". */
export const requestTitle = (count: number, words: ListWords, reference = '') =>
  fill(reference ? words.titleReference : words.title, {
    reference,
    lines: plural('en', count, words.lines),
  });

/** An English text with what the buyer read beside it, when that differs: "Brass (نحاس)". */
const beside = (english: string, read: string) =>
  english === read ? english : `${english} (${read})`;

/** A line's text: in English, with the Arabic the buyer read under it when it was added on /ar. */
function lineText(line: BasketLine, index: number, origin: string, words: CompanyWords) {
  const { list } = words;
  const { english } = line;
  const attributes = (line.attributes ?? []).map(({ name, value }, at) => {
    const own = english?.attributes?.[at];
    return `   ${own ? beside(own.name, name) : name}: ${own ? beside(own.value, value) : value}`;
  });
  return [
    `${index + 1}. ${english?.product ?? line.product}`,
    english && english.product !== line.product && `   ${words.inArabic}: ${line.product}`,
    line.options && `   ${list.options}: ${line.options}`,
    ...attributes,
    `   ${list.quantity}: ${line.quantity}`,
    line.note.trim() && `   ${list.note}: ${line.note.trim()}`,
    line.path && `   ${list.page}: ${origin}${line.path}${line.row ? `#${line.row}` : ''}`,
  ]
    .filter(Boolean)
    .join('\n');
}

/**
 * The list as plain text, the same for the e-mail, WhatsApp, the mailto fallback and the clipboard:
 * all of them reach the sales team, so it is in English on every page (a line added on the Arabic
 * site carries the Arabic the buyer read beside it), in plain characters: no direction marks.
 * The request's head (reference, sender, company, project, delivery, date), then each line with
 * every chosen attribute, its quantity and a link to its row on the site.
 */
export function composeList(
  lines: readonly BasketLine[],
  { origin }: Pick<Contact, 'origin'>,
  message: string,
  words: CompanyWords,
  head: RequestHead = {},
): string {
  const { list } = words;
  const headLines = (['reference', 'name', 'company', 'project', 'site', 'requiredBy'] as const)
    .map((key) => {
      const value = head[key]?.trim();
      const label = key === 'name' ? list.from : list[key];
      return value ? `${label}: ${value}` : '';
    })
    .filter(Boolean);
  const body = lines.map((line, index) => lineText(line, index, origin, words));
  const extra = message.trim();
  const title = requestTitle(lines.length, list);
  return [
    headLines.length > 0 ? `${title}\n${headLines.join('\n')}` : title,
    ...body,
    ...(extra ? [`${list.message}:\n${extra}`] : []),
  ].join('\n\n');
}

/**
 * The list as a WhatsApp chat opens with it: the lines and the reference, nothing the buyer typed
 * about themselves (name, company, project, site, message, a line's note). A wa.me link is a URL,
 * read by the browser's history, the phone's share sheet and WhatsApp's servers before the buyer
 * sends anything; the buyer's details go by e-mail, or are typed in the chat.
 */
export const chatList = (
  lines: readonly BasketLine[],
  contact: Pick<Contact, 'origin'>,
  words: CompanyWords,
  reference: string,
) =>
  composeList(
    lines.map((line) => ({ ...line, note: '' })),
    contact,
    '',
    words,
    { reference },
  );

export { normalisePhone } from '@/components/quote/phone';

export function mailtoHref({ email }: Pick<Contact, 'email'>, subject: string, body: string) {
  return `mailto:${email}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}
