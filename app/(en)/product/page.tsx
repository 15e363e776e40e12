import { pageMetadata } from '@/components/seo/page-metadata';
import { HubPage } from '@/components/templates/HubPage';

export const metadata = pageMetadata('/product');

export default function ProductsPage() {
  return <HubPage path="/product" />;
}
