import { routeTextsIn } from '@/lib/content/load';
import { decode, files, rel } from './export';

/** The exported Arabic pages. */
export const arabicPages = () =>
  files().filter((path) => /^ar(\.html|\/)/.test(rel(path)) && !path.includes('/_next/'));

/** The pages' Arabic menu names: a card or link that names a page is a label, not running text. */
const pageNames = new Set(Object.values(routeTextsIn('ar')).map((text) => text.name));
const inline = /^(span|bdi|bdo|b|strong|em|i|abbr|sup|sub|small|br)$/i;

/**
 * The visible text of the page's <main>, entities decoded: inline tags vanish, block tags end a line
 * (two table cells or a cell and a button are not one phrase).
 */
export function mainText(html: string): string {
  const main = /<main\b[\s\S]*?<\/main>/.exec(html)?.[0] ?? '';
  return decode(
    main
      // Running text only: not the menus, links and options that name a page.
      .replace(/<(script|style|svg|template|nav|select|a|button)\b[\s\S]*?<\/\1>/gi, '\n')
      .replace(/<(h[1-6])\b[^>]*>([^<]*)<\/\1>/gi, (heading, _, text: string) =>
        pageNames.has(decode(text).trim()) ? '\n' : heading,
      )
      .replace(/<\/?([a-z0-9]+)\b[^>]*>/gi, (_, tag: string) => (inline.test(tag) ? '' : '\n'))
      .replace(/[ \t]+/g, ' ')
      .replace(/ ?\n[\s]*/g, '\n'),
  );
}
