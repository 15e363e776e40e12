import { pageMetadata } from '@/components/seo/page-metadata';
import { HubPage } from '@/components/templates/HubPage';

export const metadata = pageMetadata('/services');

export default function ServicesPage() {
  return <HubPage path="/services" />;
}
