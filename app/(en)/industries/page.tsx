import { pageMetadata } from '@/components/seo/page-metadata';
import { getPage } from '@/lib/content/pages';
import { HubPage } from '@/components/templates/HubPage';

export const metadata = pageMetadata('/industries');

export default function IndustriesPage() {
  return <HubPage data={getPage('hub', '/industries', 'en')} />;
}
