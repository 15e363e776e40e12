/**
 * The site's two languages. English is the default and keeps its URLs; every Arabic page is the
 * English path under /ar (`/` → `/ar`, `/about` → `/ar/about`). No content is read here, so client
 * components may import it.
 */
export const locales = ['en', 'ar'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'en';

export const localeInfo = {
  en: { lang: 'en', dir: 'ltr', name: 'English', ogLocale: 'en_AE', intl: 'en-GB' },
  ar: { lang: 'ar', dir: 'rtl', name: 'العربية', ogLocale: 'ar_AE', intl: 'ar-AE' },
} as const satisfies Record<
  Locale,
  { lang: string; dir: 'ltr' | 'rtl'; name: string; ogLocale: string; intl: string }
>;

/** The URL of an English route path in a language: localePath('/about', 'ar') → '/ar/about'. */
export function localePath(path: string, locale: Locale): string {
  if (locale === defaultLocale) return path;
  return path === '/' ? `/${locale}` : `/${locale}${path}`;
}

/** The language of a URL path and the English route path it shows: '/ar/about' → ['ar', '/about']. */
export function splitLocale(pathname: string): { locale: Locale; path: string } {
  const match = /^\/(ar)(\/.*)?$/.exec(pathname);
  if (!match) return { locale: defaultLocale, path: pathname };
  return { locale: match[1] as Locale, path: match[2] ?? '/' };
}

export const otherLocale = (locale: Locale): Locale => (locale === 'en' ? 'ar' : 'en');
