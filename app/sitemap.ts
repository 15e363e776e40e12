import type { MetadataRoute } from 'next';
import { indexedRoutes } from '@/lib/content/routes';
import { localePath, locales } from '@/lib/i18n/locales';
import { absoluteUrl } from '@/components/seo/structured-data';
import { languageAlternates } from '@/components/seo/page-metadata';

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

/** Every indexed route in every language, each naming its twins (hreflang, plus x-default). */
export default function sitemap(): MetadataRoute.Sitemap {
  return locales.flatMap((locale) =>
    indexedRoutes.map((route) => ({
      url: absoluteUrl(localePath(route.path, locale)),
      changeFrequency: route.kind === 'legal' ? 'yearly' : 'monthly',
      priority: priority[route.kind] ?? 0.5,
      alternates: { languages: languageAlternates(route.path) },
    })),
  );
}
