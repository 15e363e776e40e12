/**
 * One word per thing on the Arabic site (issue 43): each glossary term may list the variants to
 * avoid (content/glossary.ar.yml, `avoid`: another word for the same thing, a false friend, a
 * calque), and no Arabic text uses one. A finding is a note, never a stop (issue 40);
 * tests/repo/arabic-style.test.ts holds the committed content to none.
 */
import { letter, marks, type PlacedText } from './arabic-address';

interface Term {
  term: string;
  avoid?: string;
}

/** The variants of a glossary entry's `avoid`, written one after another with «،» or «,». */
export const variantsOf = (avoid: string | undefined): string[] =>
  (avoid ?? '')
    .split(/[،,]/)
    .map((variant) => variant.trim())
    .filter(Boolean);

/**
 * A variant as a pattern: its words read with or without short vowels and shadda, each with a
 * proclitic (و ف ب ل ك) and the article, or neither (أنظمة احتواء matches وأنظمة الاحتواء); «…»
 * stands for up to six words between (يرشد … أعمال).
 */
function variantPattern(variant: string): RegExp {
  const word = (text: string) =>
    `(?:[وفبلك]${marks})?(?:ال|لل)?` +
    [...text.replace(/^ال/, '')]
      .map((char) =>
        /[\u064b-\u0652]/.test(char)
          ? ''
          : `${char.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}${marks}`,
      )
      .join('');
  const body = variant
    .split(/\s+/)
    .map((part) => (part === '…' ? '(?:\\S+\\s+){0,6}?' : `${word(part)}\\s+`))
    .join('')
    .replace(/\\s\+$/, '');
  return new RegExp(`(?<!${letter}|[\\u064b-\\u0652])${body}(?!${letter})`, 'u');
}

/** What a finding says, so a test can tell these notes from the others. */
export const vocabularyNote = 'a variant the glossary avoids';

/** One line per avoided variant found in `texts`. */
export function vocabularyFindings(texts: readonly PlacedText[], terms: readonly Term[]): string[] {
  const variants = terms.flatMap((term) =>
    variantsOf(term.avoid).map((variant) => ({
      variant,
      term: term.term,
      pattern: variantPattern(variant),
    })),
  );
  const findings: string[] = [];
  for (const { where, text } of texts)
    for (const { variant, term, pattern } of variants) {
      const match = pattern.exec(text);
      if (match)
        findings.push(
          `${where}: «…${text.slice(Math.max(0, match.index - 20), match.index + match[0].length + 20).replace(/\s+/g, ' ')}…» uses «${variant}», ${vocabularyNote}: write «${term}»`,
        );
    }
  return findings;
}
