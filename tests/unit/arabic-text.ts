import { routeTextsIn } from '@/lib/content/load';
import { selectOne, textLines, textOf, type Element } from '../html';
import { files, rel } from './export';

/** The exported Arabic pages. */
export const arabicPages = () =>
  files().filter((path) => /^ar(\.html|\/)/.test(rel(path)) && !path.includes('/_next/'));

/** The pages' Arabic menu names: a card or link that names a page is a label, not running text. */
const pageNames = new Set(Object.values(routeTextsIn('ar')).map((text) => text.name));
const inline = /^(span|bdi|bdo|b|strong|em|i|abbr|sup|sub|small|br)$/i;
/** Not running text: the menus, links and options that name a page, and what is not read. */
const notRunning = /^(svg|nav|select|a|button)$/i;
/** A heading that is a page's name labels a card or link to that page. */
const label = (element: Element) =>
  /^h[1-6]$/i.test(element.rawTagName ?? '') && pageNames.has(textOf(element).trim());

/**
 * The visible text of the page's <main>, read with the shared parser: inline elements vanish, any
 * other element ends a line (two table cells or a cell and a button are not one phrase), and so
 * does an inline element marked `data-block`, which its CSS sets on a line of its own: the home
 * page's figure (`<strong data-block>6+</strong> سنوات`) stands above its noun, so the ordinary
 * space between them is no place a line can break. React's `<!-- -->` markers are comments, no text.
 */
export function mainText(html: string): string {
  const main = selectOne(html, 'main');
  if (!main) return '';
  return textLines(
    main,
    inline,
    (element) => notRunning.test(element.rawTagName ?? '') || label(element),
  )
    .replace(/[ \t]+/g, ' ')
    .replace(/ ?\n[\s]*/g, '\n');
}
