import { beforeAll, describe, expect, it } from 'vitest';
import { audited } from './content';
import { readText, rel, requireExport } from '../unit/export';
import { arabicPages, mainText } from '../unit/arabic-text';
import { arabicPattern } from '../text';

/**
 * The built Arabic pages as a UAE engineer reads them (issue 29): the English term in parentheses
 * at a glossary word's first mention, numbers kept with their nouns, Arabic punctuation.
 */

beforeAll(requireExport);

describe('the built Arabic pages', () => {
  it('give the English term in parentheses at the first mention of each marked glossary word', () => {
    const terms = audited('ar').glossary.terms.filter(
      (term) => term.parentheses === 'first mention',
    );
    expect(terms.length).toBeGreaterThan(10);
    const pages = arabicPages();
    expect(pages.length).toBeGreaterThan(30);
    const missing: string[] = [];
    let mentions = 0;
    for (const page of pages) {
      const text = mainText(readText(page));
      for (const term of terms) {
        const first = arabicPattern(term.term, 'g').exec(text);
        if (!first) continue;
        mentions += 1;
        // The parenthesis follows the word, or the phrase it heads, before the sentence ends.
        const after = text.slice(first.index + first[0].length, first.index + first[0].length + 60);
        const english = after.match(/^[^.:؛؟!(\n]*\(([^)]*)\)/)?.[1] ?? '';
        if (!english.toLowerCase().includes(term.english.toLowerCase()))
          missing.push(`${rel(page)}: ${first[0]}${after.slice(0, 30)}… needs (${term.english})`);
      }
    }
    expect(mentions).toBeGreaterThan(20);
    expect(missing).toEqual([]);
  });

  it('join nothing with a Latin comma between Arabic words (the address, lists)', () => {
    const latinComma: string[] = [];
    for (const page of arabicPages()) {
      const text = mainText(readText(page));
      for (const match of text.matchAll(/[\u0621-\u064a][\u064b-\u0652]*, [\u0621-\u064a]/g))
        latinComma.push(`${rel(page)}: ${text.slice(match.index - 20, match.index + 20)}`);
    }
    expect(latinComma).toEqual([]);
  });

  it('write Arab people’s names in Arabic script', () => {
    // Common Arab given names: on an Arabic page a person so named is written in Arabic.
    const latinArabName =
      /\b(?:Mohammed|Muhammad|Ahmed|Ahmad|Omar|Ali|Khalid|Faisal|Hassan|Hussein|Saeed|Rashid|Sultan|Hamad|Abdullah|Yousef|Tariq|Salem|Fatima|Aisha|Mariam|Noura|Layla|Hind|Al [A-Z][a-z]+)\b/g;
    const latin = arabicPages().flatMap((page) =>
      [...mainText(readText(page)).matchAll(latinArabName)].map(
        (match) => `${rel(page)}: ${match[0]}`,
      ),
    );
    expect(latin).toEqual([]);
  });
});
