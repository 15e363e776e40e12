// Reading exported HTML in the build scripts and the tests (tests/html.ts re-exports this): one
// parser, node-html-parser (character references decoded with the `entities` package), instead of
// regular expressions over markup. Select with CSS selectors; read text and attributes decoded.
import { parse, NodeType } from 'node-html-parser';

/** @typedef {import('node-html-parser').HTMLElement} Element */

/**
 * A page or fragment, parsed; <script> and <style> bodies are kept as raw text.
 * @param {string} html
 * @returns {Element}
 */
export function parseHtml(html) {
  const root = parse(html, {
    comment: false,
    blockTextElements: { script: true, style: true, pre: true },
  });
  // The parser keeps <!DOCTYPE html> as a text node; it is no text a reader meets.
  const first = root.firstChild;
  if (first?.nodeType === NodeType.TEXT_NODE && /^\s*<!doctype/i.test(first.rawText))
    root.removeChild(first);
  return root;
}

/** @param {string | Element} html @returns {Element} */
const rootOf = (html) => (typeof html === 'string' ? parseHtml(html) : html);

/**
 * Every element matching a CSS selector, in document order.
 * @param {string | Element} html
 * @param {string} selector
 * @returns {Element[]}
 */
export const select = (html, selector) => rootOf(html).querySelectorAll(selector);

/**
 * The first element matching a CSS selector, or undefined.
 * @param {string | Element} html
 * @param {string} selector
 * @returns {Element | undefined}
 */
export const selectOne = (html, selector) => rootOf(html).querySelector(selector) ?? undefined;

/**
 * An element's text as a reader meets it: tags dropped, character references decoded.
 * @param {Element | undefined} element
 */
export const textOf = (element) => element?.text ?? '';

/**
 * An attribute's value, decoded, or undefined when the element or attribute is missing.
 * @param {Element | undefined} element
 * @param {string} name
 * @returns {string | undefined}
 */
export const attr = (element, name) => element?.getAttribute(name);

/**
 * The text of the first element matching `selector` ('' when there is none).
 * @param {string | Element} html
 * @param {string} selector
 */
export const textAt = (html, selector) => textOf(selectOne(html, selector));

/**
 * The raw body of every element matching `selector` (a <script type="application/ld+json">, a <style>).
 * @param {string | Element} html
 * @param {string} [selector]
 * @returns {string[]}
 */
export const scriptBodies = (html, selector = 'script') =>
  select(html, selector).map((script) => script.rawText);

/**
 * The text runs of an element in reading order, each decoded, skipping scripts, styles, templates
 * and the elements `skip` selects: a tag boundary separates two runs.
 * @param {string | Element} html
 * @param {(element: Element) => boolean} [skip]
 * @returns {string[]}
 */
export function textRuns(html, skip = () => false) {
  /** @type {string[]} */
  const runs = [];
  /** @param {import('node-html-parser').Node} node */
  const walk = (node) => {
    if (node.nodeType === NodeType.TEXT_NODE) runs.push(node.text);
    else if (node.nodeType === NodeType.ELEMENT_NODE) {
      const element = /** @type {Element} */ (node);
      const tag = element.rawTagName?.toLowerCase();
      if (tag === 'script' || tag === 'style' || tag === 'template' || skip(element)) return;
      node.childNodes.forEach(walk);
    }
  };
  walk(rootOf(html));
  return runs;
}

/**
 * An element's text by line, as the page sets it: the elements whose tag `inline` names run on
 * inside their line; any other element ends a line, and so does an inline one marked `data-block`
 * (its CSS sets it on a line of its own, which no reader of the markup can see). Scripts, styles
 * and templates are not read; an element `skip` selects is not read and ends a line.
 * @param {string | Element} html
 * @param {RegExp} inline tag names, e.g. /^(span|bdi|strong)$/i
 * @param {(element: Element) => boolean} [skip]
 * @returns {string} the text, decoded, with '\n' where a line ends (whitespace as in the markup)
 */
export function textLines(html, inline, skip = () => false) {
  /** @type {string[]} */
  const parts = [];
  /** @param {import('node-html-parser').Node} node */
  const walk = (node) => {
    for (const child of node.childNodes) {
      if (child.nodeType === NodeType.TEXT_NODE) parts.push(child.text);
      if (child.nodeType !== NodeType.ELEMENT_NODE) continue;
      const element = /** @type {Element} */ (child);
      const tag = element.rawTagName?.toLowerCase() ?? '';
      if (tag === 'script' || tag === 'style' || tag === 'template' || skip(element)) {
        parts.push('\n');
        continue;
      }
      const ends = !inline.test(tag) || element.hasAttribute('data-block');
      if (ends) parts.push('\n');
      walk(element);
      if (ends) parts.push('\n');
    }
  };
  walk(rootOf(html));
  return parts.join('');
}

/**
 * The Content-Security-Policy a page's <meta http-equiv> gives, or undefined when it has none.
 * @param {string | Element} html
 */
export const metaPolicy = (html) =>
  attr(selectOne(html, 'meta[http-equiv="Content-Security-Policy"]'), 'content');

/**
 * The markup with each element `selector` selects replaced by its content (`a <bdi>b</bdi>` → `a b`),
 * the rest as it was, comments included: a reader of the result meets the content as one run with
 * the text around it.
 * @param {string} html
 * @param {string} selector
 * @returns {string}
 */
export function unwrap(html, selector) {
  const root = parse(html, {
    comment: true,
    blockTextElements: { script: true, style: true, pre: true },
  });
  for (const element of root.querySelectorAll(selector)) element.replaceWith(...element.childNodes);
  return root.toString();
}

/**
 * The paths of the pages a sitemap lists (`<loc>https://host/about</loc>` → '/about'), in its order.
 * @param {string} xml the sitemap.xml
 * @returns {string[]}
 */
export const sitemapPaths = (xml) =>
  select(xml, 'loc').map((loc) => new URL(textOf(loc).trim()).pathname);
