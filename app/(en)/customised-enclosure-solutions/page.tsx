import { pageMetadata } from '@/components/seo/page-metadata';
import { DetailPage } from '@/components/templates/DetailPage';

export const metadata = pageMetadata('/customised-enclosure-solutions');

export default function Page() {
  return <DetailPage path="/customised-enclosure-solutions" />;
}
