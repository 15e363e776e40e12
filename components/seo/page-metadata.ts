import type { Metadata } from 'next';
import { getRoute, type RouteKind, type RoutePath } from '@/content/routes';
import { site } from '@/content/site';

/** One Open Graph image per kind of page, 1200x630, under /og/. */
function ogImageFor(kind: RouteKind) {
  return `/og/${kind}.png`;
}

/** Every page title is "<page title> | <short name>"; the home page leads with the full name. */
export const titleTemplate = `%s | ${site.shortName}`;

export function fullTitle(path: RoutePath): string {
  const route = getRoute(path);
  return route.kind === 'home'
    ? `${site.name} | ${route.title}`
    : titleTemplate.replace('%s', route.title);
}

/** Metadata for a route, all from the route table: title, description, canonical, Open Graph, Twitter. */
export function pageMetadata(path: RoutePath): Metadata {
  const route = getRoute(path);
  const image = { url: ogImageFor(route.kind), width: 1200, height: 630, alt: route.heading };
  const title = route.kind === 'home' ? { absolute: fullTitle(path) } : route.title;
  const ogTitle = route.kind === 'home' ? site.name : `${route.title} | ${site.name}`;
  return {
    title,
    description: route.description,
    alternates: { canonical: path },
    ...(route.noindex && { robots: { index: false, follow: true } }),
    openGraph: {
      type: route.kind === 'article' ? 'article' : 'website',
      url: path,
      siteName: site.name,
      title: ogTitle,
      description: route.description,
      locale: 'en_AE',
      images: [image],
    },
    twitter: {
      card: 'summary_large_image',
      title: ogTitle,
      description: route.description,
      images: [image.url],
    },
  };
}
