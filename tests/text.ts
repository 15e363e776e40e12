/**
 * Small readers of text the suites share (unit, audit and browser tests): one definition each, so a
 * change to how a test reads a text is made once.
 */
import type { Block } from '@/lib/content/schema';
import { scriptBodies } from './html';

/** Without white space: on Arabic pages a Latin run sits in its own <bdi>, spaced apart by tags. */
export const squash = (text: string) => text.replace(/\s+/g, '');

/** Every text of a content block, its subsections' included, in reading order. */
export const blockText = (block: Block): string[] => [
  block.heading,
  ...(block.paragraphs ?? []),
  ...(block.bullets ?? []),
  ...(block.subsections ?? []).flatMap(blockText),
];

/**
 * A glossary word as a pattern: proclitics (و ف ب ل ك) and the article optional, or merged into لل,
 * so «الانكماش الحراري» matches «للانكماش الحراري». `flags` as for RegExp ('g' to find every mention).
 */
export function arabicPattern(term: string, flags = ''): RegExp {
  const words = term
    .split(/\s+/)
    .map((word) => word.replace(/^ال/, '').replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(words.map((word) => `(?:[وفبلك]?(?:ال|ل)?)${word}`).join('\\s+'), flags);
}

/** The JSON-LD blocks of an exported page, parsed. */
export const jsonLd = (html: string) =>
  scriptBodies(html, 'script[type="application/ld+json"]').map(
    (json) => JSON.parse(json) as { '@type': string } & Record<string, unknown>,
  );
