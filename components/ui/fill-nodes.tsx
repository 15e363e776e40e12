import { Fragment, type ReactNode } from 'react';

/**
 * fill() for JSX, the one node-filling helper: 'Or use the form on {link}' with { link: <a …/> } gives
 * the text and the element as siblings, each slot its own node (the same text nodes as writing the
 * JSX by hand). Each language orders the sentence its own way, so links go into the text, not around
 * it. A slot the values do not name stays as written, so a mistyped slot shows rather than vanishes.
 */
export function fillNodes(template: string, values: Record<string, ReactNode>): ReactNode[] {
  return template
    .split(/(\{\w+\})/)
    .filter((part) => part !== '')
    .map((part, index) => {
      const name = /^\{(\w+)\}$/.exec(part)?.[1];
      if (name === undefined || !(name in values)) return part;
      return <Fragment key={index}>{values[name]}</Fragment>;
    });
}
