import type { RoutePath } from '@/lib/content/routes';
import { localeInfo, localePath, type Locale } from '@/lib/i18n/locales';
import type { Article, DetailPage } from '@/lib/content/types';
import { routeText } from '@/lib/content/route-text';
import { siteIn } from '@/lib/content/site';
import { interfaceIn } from '@/lib/content/interface';
import type { Banner } from '@/lib/content/pages';

export const absoluteUrl = (path: string) => new URL(path, siteIn('en').site.origin).toString();

/** The absolute URL of a route in a language: /about → https://…/ar/about in Arabic. */
const pageUrl = (path: string, locale: Locale) => absoluteUrl(localePath(path, locale));

/** English structured data stays as it was; Arabic adds its language. */
const language = (locale: Locale) =>
  locale === 'en' ? {} : { inLanguage: localeInfo[locale].lang };

export function organizationSchema(locale: Locale = 'en') {
  const { site, fullAddress } = siteIn(locale);
  return {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    '@id': absoluteUrl('/#organization'),
    ...language(locale),
    name: site.name,
    legalName: site.legalName,
    url: pageUrl('/', locale),
    logo: absoluteUrl('/brand/mark.png'),
    image: absoluteUrl('/og/home.png'),
    description: site.tagline,
    email: site.email,
    telephone: site.phones.office.tel,
    foundingDate: site.founded,
    openingHours: site.openingHours,
    address: {
      '@type': 'PostalAddress',
      streetAddress: site.address.street,
      addressLocality: site.address.locality,
      addressRegion: site.address.region,
      postOfficeBoxNumber: site.address.poBox,
      addressCountry: site.address.countryCode,
    },
    geo: { '@type': 'GeoCoordinates', ...site.geo },
    contactPoint: Object.entries(site.phones).map(([key, phone]) => ({
      '@type': 'ContactPoint',
      telephone: phone.tel,
      contactType: key === 'tollFree' ? 'customer service' : 'sales',
      areaServed: 'AE',
    })),
    areaServed: interfaceIn(locale).structuredData.areaServed,
    hasMap: `https://www.google.com/maps?q=${encodeURIComponent(fullAddress)}`,
    sameAs: site.social.map((social) => social.href),
  };
}

/** The breadcrumb trail (Home, then the listing page, then the page itself: a banner's `trail`). */
export function breadcrumbSchema(trail: Banner['trail'], locale: Locale) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    ...language(locale),
    itemListElement: trail.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: pageUrl(item.path, locale),
    })),
  };
}

const provider = (locale: Locale) => ({
  '@type': 'Organization',
  name: siteIn('en').site.name,
  url: pageUrl('/', locale),
});

/** A product is a Product, a service a Service; an industry page lists its component cards, if any. */
export function detailSchema(
  kind: 'product' | 'service' | 'industry',
  path: RoutePath,
  page: DetailPage,
  locale: Locale = 'en',
) {
  const route = routeText(path, locale);
  const common = {
    '@context': 'https://schema.org',
    ...language(locale),
    name: route.heading,
    description: route.description,
    url: pageUrl(path, locale),
    image: absoluteUrl(page.image.src),
  };
  if (kind === 'service')
    return { ...common, '@type': 'Service', provider: provider(locale), areaServed: 'AE' };
  if (kind === 'product')
    return { ...common, '@type': 'Product', brand: provider(locale), category: route.name };
  const cards = (page.cardGroups ?? []).flatMap((group) => group.cards);
  if (cards.length === 0) return { ...common, '@type': 'WebPage' };
  return {
    ...common,
    '@type': 'ItemList',
    itemListElement: cards.map((card, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: card.title,
    })),
  };
}

export function itemListSchema(
  name: string,
  items: { title: string; href: string }[],
  locale: Locale = 'en',
) {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    ...language(locale),
    name,
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.title,
      url: pageUrl(item.href, locale),
    })),
  };
}

export function articleSchema(path: RoutePath, article: Article, locale: Locale = 'en') {
  const route = routeText(path, locale);
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    ...language(locale),
    headline: route.heading,
    description: route.description,
    image: absoluteUrl(article.headerImage.src),
    datePublished: article.published,
    ...(article.author ? { author: { '@type': 'Person', name: article.author } } : {}),
    publisher: {
      '@type': 'Organization',
      name: siteIn('en').site.name,
      logo: absoluteUrl('/brand/mark.png'),
    },
    mainEntityOfPage: pageUrl(path, locale),
  };
}
