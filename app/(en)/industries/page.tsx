import { pageMetadata } from '@/components/seo/page-metadata';
import { HubPage } from '@/components/templates/HubPage';

export const metadata = pageMetadata('/industries');

export default function IndustriesPage() {
  return <HubPage path="/industries" />;
}
