import type { Metadata, Viewport } from 'next';
import { getRoute, type RouteKind, type RoutePath } from '@/lib/content/routes';
import {
  defaultLocale,
  localeInfo,
  localePath,
  locales,
  otherLocale,
  type Locale,
} from '@/lib/i18n/locales';
import { contentIn } from '@/lib/content/load';
import { routeText } from '@/lib/content/route-text';
import { site } from '@/lib/content/site';
import { interfaceIn } from '@/lib/content/interface';
import { absoluteUrl } from './structured-data';
import { MAX_TITLE } from '@/lib/content/invariants';

/** One Open Graph image per kind of page, 1200x630, under /og/. */
function ogImageFor(kind: RouteKind) {
  return `/og/${kind}.png`;
}

/** Every page title is "<page title> | <short name>"; the home page leads with the full name. */
const titleTemplate = `%s | ${site.shortName}`;

/**
 * The browser title: the page's own with the company's name, as long as a search result shows it
 * whole (MAX_TITLE); a longer one is the page's own alone. (The admin's counter keeps room for the
 * name; a company name made longer later would otherwise cut every long title.)
 */
export function fullTitle(path: RoutePath, locale: Locale = 'en'): string {
  const title = routeText(path, locale).title;
  const named =
    getRoute(path).kind === 'home' ? `${site.name} | ${title}` : titleTemplate.replace('%s', title);
  return named.length <= MAX_TITLE ? named : title;
}

/**
 * The page's URL in every language, absolute, plus x-default (the English page) for visitors whose
 * language is neither: for `alternates.languages` and the sitemap.
 */
export function languageAlternates(path: string): Record<string, string> {
  return {
    ...Object.fromEntries(
      locales.map((locale) => [localeInfo[locale].lang, absoluteUrl(localePath(path, locale))]),
    ),
    'x-default': absoluteUrl(localePath(path, defaultLocale)),
  };
}

export const siteViewport: Viewport = {
  themeColor: '#0b2545',
  width: 'device-width',
  initialScale: 1,
};

/** The root layout's defaults in a language: metadataBase, title template, description, icons. */
export function rootMetadata(locale: Locale): Metadata {
  return {
    metadataBase: new URL(site.origin),
    title: { default: site.name, template: titleTemplate },
    description: contentIn(locale).site.tagline,
    applicationName: site.name,
    icons: {
      icon: [{ url: '/brand/mark.svg', type: 'image/svg+xml' }, { url: '/favicon.ico' }],
      apple: '/apple-touch-icon.png',
    },
    formatDetection: { telephone: false },
  };
}

/**
 * Metadata for a route in a language, all from its route texts: title, description, canonical, the
 * other language's URL (hreflang, both ways, plus x-default), Open Graph and Twitter.
 */
export function pageMetadata(path: RoutePath, locale: Locale = 'en'): Metadata {
  const route = getRoute(path);
  const text = routeText(path, locale);
  const url = localePath(path, locale);
  const image = { url: ogImageFor(route.kind), width: 1200, height: 630, alt: text.heading };
  const title = { absolute: fullTitle(path, locale) };
  const ogTitle = route.kind === 'home' ? site.name : `${text.title} | ${site.name}`;
  return {
    title,
    description: text.description,
    alternates: { canonical: absoluteUrl(url), languages: languageAlternates(path) },
    ...(route.noindex && { robots: { index: false, follow: true } }),
    openGraph: {
      type: route.kind === 'article' ? 'article' : 'website',
      url,
      siteName: site.name,
      title: ogTitle,
      description: text.description,
      locale: localeInfo[locale].ogLocale,
      alternateLocale: [localeInfo[otherLocale(locale)].ogLocale],
      images: [image],
    },
    twitter: {
      card: 'summary_large_image',
      title: ogTitle,
      description: text.description,
      images: [image.url],
    },
  };
}

/** The branded 404 page (Next.js marks it noindex itself). */
export function notFoundMetadata(locale: Locale): Metadata {
  const text = interfaceIn(locale).notFound;
  return {
    ...rootMetadata(locale),
    title: `${text.title} | ${site.shortName}`,
    description: text.description,
  };
}
