import { pageMetadata } from '@/components/seo/page-metadata';
import { getPage } from '@/lib/content/pages';
import { HubPage } from '@/components/templates/HubPage';

export const metadata = pageMetadata('/product');

export default function ProductsPage() {
  return <HubPage data={getPage('hub', '/product', 'en')} />;
}
