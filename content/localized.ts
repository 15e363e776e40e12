/**
 * Content in one language, for the page bodies: a per-language cache over `contentIn(locale)`, and
 * the one place route texts (name, heading, tagline, title, description) are read in a language.
 */
import 'server-only';
import type { Locale } from './i18n';
import { getRoute, type RoutePath } from './routes';

/** `make(locale)` computed once per language (content is read once per build). */
export function perLocale<T>(make: (locale: Locale) => T): (locale: Locale) => T {
  const made = new Map<Locale, T>();
  return (locale) => {
    if (!made.has(locale)) made.set(locale, make(locale));
    return made.get(locale)!;
  };
}

export type RouteText = Pick<
  ReturnType<typeof getRoute>,
  'name' | 'title' | 'description' | 'heading' | 'tagline'
>;

/**
 * A route's texts in a language. To wire when content/route-text.ts (issue 19a) lands:
 * `return routeText(path, locale);` — until then English for both languages.
 */
export function routeTextIn(path: RoutePath, locale: Locale): RouteText {
  void locale;
  return getRoute(path);
}
