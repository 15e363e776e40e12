import type { MetadataRoute } from 'next';
import { indexedRoutes } from '@/content/routes';
import { absoluteUrl } from '@/components/seo/schema';

export const dynamic = 'force-static';

const priority: Record<string, number> = {
  home: 1,
  page: 0.8,
  product: 0.8,
  service: 0.8,
  industry: 0.7,
  article: 0.6,
  legal: 0.3,
};

export default function sitemap(): MetadataRoute.Sitemap {
  return indexedRoutes.map((route) => ({
    url: absoluteUrl(route.path),
    changeFrequency: route.kind === 'legal' ? 'yearly' : 'monthly',
    priority: priority[route.kind] ?? 0.5,
  }));
}
