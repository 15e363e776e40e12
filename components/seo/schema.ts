import { getRoute, type RoutePath } from '@/content/routes';
import type { Article, DetailPage } from '@/content/types';
import { fullAddress, site } from '@/content/site';

export const absoluteUrl = (path: string) => new URL(path, site.origin).toString();

export function organizationSchema() {
  return {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    '@id': absoluteUrl('/#organization'),
    name: site.name,
    legalName: site.legalName,
    url: absoluteUrl('/'),
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
    contactPoint: Object.values(site.phones).map((phone) => ({
      '@type': 'ContactPoint',
      telephone: phone.tel,
      contactType: phone.label === 'Toll free' ? 'customer service' : 'sales',
      areaServed: 'AE',
    })),
    areaServed: 'United Arab Emirates',
    hasMap: `https://www.google.com/maps?q=${encodeURIComponent(fullAddress)}`,
    sameAs: site.social.map((social) => social.href),
  };
}

/** Breadcrumb trail: Home, then the listing page, then the page itself. */
export function breadcrumbTrail(path: RoutePath, parent?: RoutePath) {
  const trail: RoutePath[] = ['/', ...(parent ? [parent] : []), path];
  return trail.map((item) => ({ path: item, name: getRoute(item).name }));
}

export function breadcrumbSchema(path: RoutePath, parent?: RoutePath) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: breadcrumbTrail(path, parent).map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: absoluteUrl(item.path),
    })),
  };
}

const provider = () => ({ '@type': 'Organization', name: site.name, url: absoluteUrl('/') });

/** A product is a Product, a service a Service; an industry page lists its component cards, if any. */
export function detailSchema(
  kind: 'product' | 'service' | 'industry',
  path: RoutePath,
  page: DetailPage,
) {
  const route = getRoute(path);
  const common = {
    '@context': 'https://schema.org',
    name: route.heading,
    description: route.description,
    url: absoluteUrl(path),
    image: absoluteUrl(page.image.src),
  };
  if (kind === 'service')
    return { ...common, '@type': 'Service', provider: provider(), areaServed: 'AE' };
  if (kind === 'product')
    return { ...common, '@type': 'Product', brand: provider(), category: route.name };
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

export function itemListSchema(name: string, items: { title: string; href: string }[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name,
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.title,
      url: absoluteUrl(item.href),
    })),
  };
}

export function articleSchema(path: RoutePath, article: Article) {
  const route = getRoute(path);
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: route.heading,
    description: route.description,
    image: absoluteUrl(article.headerImage.src),
    datePublished: article.published,
    author: { '@type': 'Person', name: article.author },
    publisher: { '@type': 'Organization', name: site.name, logo: absoluteUrl('/brand/mark.png') },
    mainEntityOfPage: absoluteUrl(path),
  };
}
