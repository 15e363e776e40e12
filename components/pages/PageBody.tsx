import type { Locale } from '@/content/i18n';
import { getRoute, type RoutePath } from '@/content/routes';
import { terms, privacy } from '@/content/legal';
import type { HubPath } from '@/content/hubs';
import { DetailPage } from '@/components/templates/DetailPage';
import { ArticlePage } from '@/components/templates/ArticlePage';
import { HubPage } from '@/components/templates/HubPage';
import { LegalPage } from '@/components/templates/LegalPage';
import { HomePage } from './HomePage';
import { AboutPage } from './AboutPage';
import { CareerPage } from './CareerPage';
import { ContactPage } from './ContactPage';
import { QuotePage } from './QuotePage';

const hubPaths: readonly RoutePath[] = ['/services', '/industries', '/product', '/blog'];

/**
 * The body of any route of the route table in one language: the English route files and the Arabic
 * pages generated from the route table both render it.
 */
export function PageBody({ path, locale }: { path: RoutePath; locale: Locale }) {
  void locale; // threaded into the templates by issue 19
  const route = getRoute(path);
  switch (route.kind) {
    case 'product':
    case 'service':
    case 'industry':
      return <DetailPage path={path} />;
    case 'article':
      return <ArticlePage path={path} />;
    case 'legal':
      return <LegalPage document={path === '/terms-condition' ? terms : privacy} />;
    case 'home':
      return <HomePage />;
    case 'page':
      if (hubPaths.includes(path)) return <HubPage path={path as HubPath} />;
      switch (path) {
        case '/about':
          return <AboutPage />;
        case '/career':
          return <CareerPage />;
        case '/contact-us':
          return <ContactPage />;
        case '/quote':
          return <QuotePage />;
      }
  }
  throw new Error(`No page body for ${path}`);
}
