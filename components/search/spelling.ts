/**
 * Typo tolerance on top of Pagefind, which has none: the build writes the words of each language's
 * pages to /pagefind/vocabulary-<lang>.json (most frequent first); when a query finds nothing, each
 * unknown word of 4 letters or more is replaced by the most frequent known word within one edit (two
 * for words of 8 letters or more) and the corrected query is searched instead.
 */
import { editDistance } from '@/lib/search/edit-distance';

export { editDistance };

/** The edits a word of this length may be away from the word meant. */
const allowed = (word: string) => (word.length >= 8 ? 2 : word.length >= 4 ? 1 : 0);

/** The nearest known word, the most frequent among equals; the word itself if it is known or too short. */
function correctWord(word: string, vocabulary: readonly string[], known: ReadonlySet<string>) {
  const lower = word.toLowerCase();
  const max = allowed(lower);
  if (max === 0 || known.has(lower) || /\d/.test(lower)) return word;
  let best: string | undefined;
  let bestDistance = max + 1;
  for (const candidate of vocabulary) {
    const distance = editDistance(lower, candidate, max);
    if (distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
      if (distance === 1) break;
    }
  }
  return best ?? word;
}

/** The query with its unknown words corrected, or null when nothing changed. */
export function correctQuery(query: string, vocabulary: readonly string[]): string | null {
  const known = new Set(vocabulary);
  const words = query.trim().split(/\s+/);
  const corrected = words.map((word) => correctWord(word, vocabulary, known));
  return corrected.some((word, index) => word !== words[index]) ? corrected.join(' ') : null;
}

/**
 * A figure typed against its unit is searched as the pages write it, apart: '33kV' → '33 kV',
 * '95mm²' → '95 mm²' (the pages say '19/33 kV cables'). Codes that start with a letter stay whole ('M25').
 */
export const splitUnits = (query: string) =>
  query.replace(/\b(\d+(?:[.,]\d+)?)(kv|kva|mm²|mm2|mm|kn)\b/gi, '$1 $2');
