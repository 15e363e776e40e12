/**
 * A buyer's words as the catalogue's: one normaliser for site search and the pasted material list.
 * Text is folded (NFKC, so mm² is mm2; lower case; Arabic without diacritics or tatweel, one alif,
 * Arabic-Indic digits as 0-9), cut into tokens (a figure apart from the unit typed against it, 150mm2
 * → 150 mm2; codes that start with a letter stay whole, M25, IP68), lightly stemmed (glands → gland,
 * الجلبات → جلب), and the phrases of content/synonyms.yml are read as their entry (SS → stainless
 * steel, sq mm → mm², جلاند → cable gland).
 */
import { editDistance } from './edit-distance';

export type SynonymKind = 'unit' | 'count' | 'term';

/** An entry of content/synonyms.yml as the browser gets it: its words in both languages. */
export interface Synonym {
  id: string;
  kind: SynonymKind;
  /** The word the pages of this language use for it. */
  means: string;
  /** What buyers type for it, in either language (the pages' words in both included). */
  words: string[];
}

export interface Token {
  /** As typed (NFKC, lower case): what a search engine is given. */
  surface: string;
  /** Folded and stemmed: what is compared. */
  key: string;
}

const ARABIC_PREFIX = /^(?:وال|بال|كال|فال|لل|ال)(?=.{3})/u;

/** Folds a text for comparison: case, compatibility forms, Arabic letter variants and digits. */
export function fold(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\u0660-\u0669\u06f0-\u06f9]/g, (digit) => String(digit.charCodeAt(0) & 0xf))
    .replace(/[\u064b-\u065f\u0670\u0640]/g, '')
    .replace(/[أإآٱ]/g, 'ا')
    .replace(/ى/g, 'ي')
    .replace(/ة/g, 'ه')
    .replace(/ؤ/g, 'و')
    .replace(/ئ/g, 'ي')
    .replace(/٫/g, '.');
}

/** The key a token is compared by: plural and article taken off, so glands and gland are one word. */
export function stem(word: string): string {
  if (/^[a-z]+$/.test(word))
    return word.length >= 4 && word.endsWith('s') && !/(?:ss|us|is)$/.test(word)
      ? word.slice(0, -1)
      : word;
  if (/^[\u0600-\u06ff]+$/.test(word)) {
    let key = word.replace(ARABIC_PREFIX, '');
    if (key.length >= 5) key = key.replace(/ات$/, '');
    if (key.length >= 4) key = key.replace(/ه$/, '');
    return key;
  }
  return word;
}

// A fraction is one word (1/2 NPT is not 1 and 2; 1 1/2 NPT is 1 and 1/2, so not the 1/2 NPT row).
const TOKEN = /\d+\/\d+|\d+(?:\.\d+)?[\p{L}\p{N}]*|[\p{L}\p{M}][\p{L}\p{M}\p{N}]*/gu;

/** The tokens of a text, in order. */
export function tokens(text: string): Token[] {
  const typed = text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\u0660-\u0669\u06f0-\u06f9]/g, (digit) => String(digit.charCodeAt(0) & 0xf))
    .replace(/٫/g, '.')
    // 400x300x200, 4.6 × 360: the figures of a dimension apart.
    .replace(/(\d)\s*[x×*]\s*(?=\d)/g, '$1 ');
  const list: Token[] = [];
  for (const [word] of typed.matchAll(TOKEN)) {
    const figure = /^(\d+(?:\.\d+)?)(\p{L}.*)$/u.exec(word);
    for (const part of figure ? [figure[1]!, figure[2]!] : [word])
      list.push({ surface: part, key: stem(fold(part)) });
  }
  return list;
}

export const isFigure = (key: string) => /^\d+(?:\.\d+)?$/.test(key);

/** Words that join a description but never name a thing. */
const STOP = new Set(
  'a an and as the of for to with w or on at by from مع و في من على او الى ل'
    .split(' ')
    .map((word) => stem(fold(word))),
);
export const isStopWord = (key: string) => STOP.has(key);

/** Where an entry's phrase was found in a token list. */
interface Found {
  synonym: Synonym;
  from: number;
  to: number;
}

/**
 * The synonyms of content/synonyms.yml, ready to find: each phrase (the entry's words and the pages'
 * own word, in both languages) by its folded tokens, the longest first.
 */
export class Vocabulary {
  private phrases = new Map<string, Synonym>();
  private longest = 1;
  /** Every key a phrase is made of: known words that typo correction may offer. */
  readonly keys = new Set<string>();

  constructor(readonly synonyms: readonly Synonym[]) {
    for (const synonym of synonyms)
      for (const phrase of [synonym.means, ...synonym.words]) {
        const keys = tokens(phrase).map((token) => token.key);
        if (keys.length === 0) continue;
        const joined = keys.join(' ');
        if (!this.phrases.has(joined)) this.phrases.set(joined, synonym);
        this.longest = Math.max(this.longest, keys.length);
        for (const key of keys) if (!isFigure(key)) this.keys.add(key);
      }
  }

  /** The entries named in a list of keys, longest phrase first, without overlaps. */
  find(keys: readonly string[]): Found[] {
    const found: Found[] = [];
    for (let from = 0; from < keys.length;) {
      let hit: Found | undefined;
      for (let length = Math.min(this.longest, keys.length - from); length > 0 && !hit; length--) {
        const synonym = this.phrases.get(keys.slice(from, from + length).join(' '));
        if (synonym) hit = { synonym, from, to: from + length };
      }
      if (hit) found.push(hit);
      from = hit ? hit.to : from + 1;
    }
    return found;
  }
}

/** The edits a word of this length may be away from the word meant. */
const allowed = (word: string) => (word.length >= 8 ? 2 : word.length >= 4 ? 1 : 0);

/**
 * The known word nearest to an unknown one, or undefined: fewest edits, then the same first letter
 * (a typo seldom hits it: lables is labels, not cables), then the earlier in `known` (most frequent).
 */
export function nearestWord(word: string, known: readonly string[]): string | undefined {
  const max = allowed(word);
  if (max === 0 || /\d/.test(word)) return undefined;
  let best: string | undefined;
  let bestCost = Infinity;
  for (const candidate of known) {
    const distance = editDistance(word, candidate, max);
    if (distance > max) continue;
    const cost = distance * 2 + (candidate[0] === word[0] ? 0 : 1);
    if (cost < bestCost) {
      best = candidate;
      bestCost = cost;
    }
  }
  return best;
}
