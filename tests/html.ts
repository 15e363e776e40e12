/**
 * Reading exported HTML in tests and scripts: one parser (node-html-parser, which decodes character
 * references with the `entities` package) instead of regular expressions over markup. Select with
 * CSS selectors, read text and attributes decoded.
 */
import { parse, NodeType, type HTMLElement, type Node } from 'node-html-parser';

export type Element = HTMLElement;

/** A page or fragment, parsed; <script> and <style> bodies are kept as raw text. */
export function parseHtml(html: string): HTMLElement {
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

const rootOf = (html: string | HTMLElement) => (typeof html === 'string' ? parseHtml(html) : html);

/** Every element matching a CSS selector, in document order. */
export const select = (html: string | HTMLElement, selector: string): HTMLElement[] =>
  rootOf(html).querySelectorAll(selector);

/** The first element matching a CSS selector, or undefined. */
export const selectOne = (html: string | HTMLElement, selector: string): HTMLElement | undefined =>
  rootOf(html).querySelector(selector) ?? undefined;

/** An element's text as a reader meets it: tags dropped, character references decoded. */
export const textOf = (element: HTMLElement | undefined): string => element?.text ?? '';

/** An attribute's value, decoded, or undefined when the element or attribute is missing. */
export const attr = (element: HTMLElement | undefined, name: string): string | undefined =>
  element?.getAttribute(name);

/** The text of the first element matching `selector` ('' when there is none). */
export const textAt = (html: string | HTMLElement, selector: string) =>
  textOf(selectOne(html, selector));

/** The raw body of every <script> matching `selector` (e.g. script[type="application/ld+json"]). */
export const scriptBodies = (html: string | HTMLElement, selector = 'script'): string[] =>
  select(html, selector).map((script) => script.rawText);

/**
 * The text runs of an element in reading order, each decoded, skipping scripts and styles: a tag
 * boundary separates two runs, as the old `replace(/<[^>]+>/g, ' ')` did.
 */
export function textRuns(html: string | HTMLElement): string[] {
  const runs: string[] = [];
  const walk = (node: Node) => {
    if (node.nodeType === NodeType.TEXT_NODE) runs.push(node.text);
    else if (node.nodeType === NodeType.ELEMENT_NODE) {
      const tag = (node as HTMLElement).rawTagName?.toLowerCase();
      if (tag === 'script' || tag === 'style' || tag === 'template') return;
      node.childNodes.forEach(walk);
    }
  };
  walk(rootOf(html));
  return runs;
}
