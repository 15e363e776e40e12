import { pageMetadata } from '@/components/seo/page-metadata';
import { DetailPage } from '@/components/templates/DetailPage';

export const metadata = pageMetadata('/GlandsAccessories');

export default function Page() {
  return <DetailPage path="/GlandsAccessories" />;
}
