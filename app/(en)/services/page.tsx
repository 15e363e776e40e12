import { pageMetadata } from '@/components/seo/page-metadata';
import { getPage } from '@/lib/content/pages';
import { HubPage } from '@/components/templates/HubPage';

export const metadata = pageMetadata('/services');

export default function ServicesPage() {
  return <HubPage data={getPage('hub', '/services', 'en')} />;
}
