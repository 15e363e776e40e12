import type { Locale } from '@/lib/i18n/locales';

/** The groups of interface words a lazily loaded component fetches with its code. */
export type WordsFile = 'quote-form' | 'search';

/**
 * A group of interface words in a language, a file of the export (app/words/[file]/route.ts): a
 * dialog fetches it with its code, so no page's document carries it (issue 44).
 */
export const wordsFile = (name: WordsFile, locale: Locale) => `${name}.${locale}.json`;

/** Fetches a file of the export as JSON; a failed answer fails like a chunk that did not load. */
export async function fetchJson<T>(source: string): Promise<T> {
  const response = await fetch(source);
  if (!response.ok) throw new Error(`${source}: ${response.status}`);
  return (await response.json()) as T;
}

export const fetchWords = <T>(name: WordsFile, locale: Locale) =>
  fetchJson<T>(`/words/${wordsFile(name, locale)}`);
