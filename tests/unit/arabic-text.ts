import { routeTextsIn } from '@/lib/content/load';
import { selectOne, textOf, textRuns, type Element } from '../html';
import { files, rel } from './export';

/** The exported Arabic pages. */
export const arabicPages = () =>
  files().filter((path) => /^ar(\.html|\/)/.test(rel(path)) && !path.includes('/_next/'));

/** The pages' Arabic menu names: a card or link that names a page is a label, not running text. */
const pageNames = new Set(Object.values(routeTextsIn('ar')).map((text) => text.name));
const inline = /^(span|bdi|bdo|b|strong|em|i|abbr|sup|sub|small|br)$/i;
/** Not running text: the menus, links and options that name a page, and what is not read. */
const notRunning = /^(script|style|svg|template|nav|select|a|button)$/i;

/**
 * The visible text of the page's <main>, read with the shared parser: inline elements vanish, any
 * other element ends a line (two table cells or a cell and a button are not one phrase), and so
 * does an inline element the component marks `data-block`, which its CSS sets on a line of its
 * own (the home page's figure, `<strong data-block>6+</strong> سنوات`: the figure stands above the
 * noun, so the ordinary space between them is no place a line can break). React's `<!-- -->`
 * markers are comments, no text.
 */
export function mainText(html: string): string {
  const main = selectOne(html, 'main');
  if (!main) return '';
  const breaks = (element: Element) => {
    const tag = element.rawTagName ?? '';
    return !inline.test(tag) || element.hasAttribute('data-block');
  };
  const runs: string[] = [];
  const walk = (element: Element) => {
    for (const node of element.childNodes) {
      if (node.nodeType !== 1) {
        runs.push(node.text);
        continue;
      }
      const child = node as Element;
      const tag = child.rawTagName ?? '';
      const label = /^h[1-6]$/i.test(tag) && pageNames.has(textOf(child).trim());
      if (notRunning.test(tag) || label) runs.push('\n');
      else if (breaks(child)) {
        runs.push('\n');
        walk(child);
        runs.push('\n');
      } else walk(child);
    }
  };
  walk(main);
  return runs
    .join('')
    .replace(/[ \t]+/g, ' ')
    .replace(/ ?\n[\s]*/g, '\n');
}
