import { Fragment, type ReactNode } from 'react';

/**
 * fill() for texts with elements in their slots: fillNodes('Call {phone} now', { phone: <a …/> }).
 * Each language orders the sentence its own way, so links go into the text, not around it.
 */
export function fillNodes(template: string, values: Record<string, ReactNode>): ReactNode {
  return template
    .split(/(\{\w+\})/)
    .map((part, index) => (
      <Fragment key={index}>{/^\{\w+\}$/.test(part) ? values[part.slice(1, -1)] : part}</Fragment>
    ));
}
