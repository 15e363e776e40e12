import { getRoute, type RoutePath } from '@/content/routes';
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
