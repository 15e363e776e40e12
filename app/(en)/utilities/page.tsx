import { pageMetadata } from '@/components/seo/page-metadata';
import { DetailPage } from '@/components/templates/DetailPage';

export const metadata = pageMetadata('/utilities');

export default function Page() {
  return <DetailPage path="/utilities" />;
}
