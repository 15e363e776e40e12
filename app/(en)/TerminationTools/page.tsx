import { pageMetadata } from '@/components/seo/page-metadata';
import { DetailPage } from '@/components/templates/DetailPage';

export const metadata = pageMetadata('/TerminationTools');

export default function Page() {
  return <DetailPage path="/TerminationTools" />;
}
