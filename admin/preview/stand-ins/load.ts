/**
 * lib/content/load.ts in the admin preview's bundle (scripts/admin-preview.mjs puts this module in
 * its place): no files to read in the browser, so the content the templates read besides the entry
 * (interface words, identity, datasheet texts, page names) is what the build embedded
 * (admin/preview/embedded.ts), and the entry being edited is the one page of its list.
 */
import type { Content } from '@/lib/content/load';
import type { Locale } from '@/lib/i18n/locales';
import type { RoutePath } from '@/lib/content/routes';
import type { RouteText } from '@/lib/content/schema';
import type { Embedded } from '../embedded';

declare const __PREVIEW_CONTENT__: Embedded;
export const embedded: Embedded = __PREVIEW_CONTENT__;

/** The page lists (products, services, industries, articles): the entry being previewed only. */
type Lists = Pick<Content, 'products' | 'services' | 'industries' | 'articles'>;
const emptyLists = (): Lists => ({ products: [], services: [], industries: [], articles: [] });
const lists: Record<Locale, Lists> = { en: emptyLists(), ar: emptyLists() };

/**
 * Shows `pages` as the pages of `list` in `locale` (the entry being previewed, and for the articles'
 * order, the others by their address), and `texts` (an article's) as its page's.
 */
export function showEntries(
  locale: Locale,
  list: keyof Lists,
  pages: readonly { path: RoutePath }[],
  texts?: { path: RoutePath; texts: RouteText },
) {
  lists[locale] = { ...emptyLists(), [list]: pages };
  if (texts) embedded.locales[locale].routeTexts[texts.path] = texts.texts;
}

export const contentIn = (locale: Locale): Content =>
  ({ ...embedded.locales[locale].content, ...lists[locale] }) as Content;

export { fullAddressOf } from '@/lib/content/texts';

/** The texts a page shows in English: the site's, and those the entry's translation lacks. */
const untranslated = new Map<Locale, ReadonlySet<string>>();
export function showUntranslated(locale: Locale, texts: string[]) {
  untranslated.set(locale, new Set([...embedded.locales[locale].untranslated, ...texts]));
}
export function untranslatedIn(locale: Locale): ReadonlySet<string> {
  if (!untranslated.has(locale)) showUntranslated(locale, []);
  return untranslated.get(locale)!;
}

export const routeTextsIn = (locale: Locale) =>
  embedded.locales[locale].routeTexts as Record<RoutePath, RouteText>;
