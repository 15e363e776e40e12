/**
 * Content in one language, for the page bodies: a per-language cache over `contentIn(locale)`.
 */
import 'server-only';
import type { Locale } from '../i18n/locales';

/** `make(locale)` computed once per language (content is read once per build). */
export function perLocale<T>(make: (locale: Locale) => T): (locale: Locale) => T {
  const made = new Map<Locale, T>();
  return (locale) => {
    if (!made.has(locale)) made.set(locale, make(locale));
    return made.get(locale)!;
  };
}
