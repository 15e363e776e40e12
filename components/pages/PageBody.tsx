import type { Locale } from '@/content/i18n';
import { getRoute, type RoutePath } from '@/content/routes';
import { getLegalIn } from '@/content/legal';
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
  const route = getRoute(path);
  switch (route.kind) {
    case 'product':
    case 'service':
    case 'industry':
      return <DetailPage path={path} locale={locale} />;
    case 'article':
      return <ArticlePage path={path} locale={locale} />;
    case 'legal':
      return <LegalPage document={getLegalIn(path, locale)} locale={locale} />;
    case 'home':
      return <HomePage locale={locale} />;
    case 'page':
      if (hubPaths.includes(path)) return <HubPage path={path as HubPath} locale={locale} />;
      switch (path) {
        case '/about':
          return <AboutPage locale={locale} />;
        case '/career':
          return <CareerPage locale={locale} />;
        case '/contact-us':
          return <ContactPage locale={locale} />;
        case '/quote':
          return <QuotePage locale={locale} />;
      }
  }
  throw new Error(`No page body for ${path}`);
}
