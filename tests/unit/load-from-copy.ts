/**
 * The content loader for a test file that edits a copy of content/: every reader of the content
 * (pages, interface words, route texts, the untranslated list) reads `copy.dir` instead. Used in a
 * `vi.mock` factory, so it takes the real module rather than importing it.
 */
type Load = typeof import('@/lib/content/load');

export const loadingFrom = (actual: Load, copy: { dir: string }): Load => ({
  ...actual,
  contentIn: (locale) => actual.loadContent(copy.dir, locale),
  untranslatedIn: (locale) => actual.untranslatedIn(locale, copy.dir),
  routeTextsIn: (locale) => actual.routeTextsIn(locale, copy.dir),
});
