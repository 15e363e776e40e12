import { Fragment, type ReactNode } from 'react';

/**
 * fill() for JSX: 'Or use the form on {link}' with { link: <a …/> } gives the text and the element
 * as siblings, each slot its own node (the same text nodes as writing the JSX by hand).
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
