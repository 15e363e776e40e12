import type { Locale } from '@/lib/i18n/locales';
import { getRoute, type RoutePath } from '@/lib/content/routes';
import { getPage } from '@/lib/content/pages';
import { blogPageNumber } from '@/lib/content/blog-pages';
import { DetailPage } from '@/components/templates/DetailPage';
import { ArticlePage } from '@/components/templates/ArticlePage';
import { HubPage } from '@/components/templates/HubPage';
import { LegalPage } from '@/components/templates/LegalPage';

const hubPaths: readonly RoutePath[] = ['/services', '/industries', '/product', '/blog'];

/**
 * Pages with a body of their own (components/pages/*Page.tsx): each language has a route file that
 * imports it, so a page's scripts are its own. Every other route is drawn by a template.
 */
export const ownBodyPaths: readonly RoutePath[] = [
  '/',
  '/about',
  '/career',
  '/contact-us',
  '/quote',
  '/GlandsAccessories',
];

/**
 * The body of a route drawn by a template (product, service, industry, article, legal and hub
 * pages) in one language: the English route files and the Arabic pages generated from the route
 * table both render it.
 */
export function PageBody({ path, locale }: { path: RoutePath; locale: Locale }) {
  const route = getRoute(path);
  switch (route.kind) {
    case 'product':
    case 'service':
    case 'industry':
      return <DetailPage data={getPage('detail', path, locale)} />;
    case 'article':
      return <ArticlePage data={getPage('article', path, locale)} />;
    case 'legal':
      return <LegalPage data={getPage('legal', path, locale)} />;
    default:
      if (hubPaths.includes(path) || blogPageNumber(path))
        return <HubPage data={getPage('hub', path, locale)} />;
  }
  throw new Error(`${path} has a body of its own (components/pages), not a template`);
}
