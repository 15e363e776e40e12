import { pageMetadata } from '@/components/seo/page-metadata';
import { DetailPage } from '@/components/templates/DetailPage';

export const metadata = pageMetadata('/oilgas');

export default function Page() {
  return <DetailPage path="/oilgas" />;
}
