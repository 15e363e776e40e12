import { pageMetadata } from '@/components/seo/page-metadata';
import { DetailPage } from '@/components/templates/DetailPage';

export const metadata = pageMetadata('/LabellingSystems');

export default function Page() {
  return <DetailPage path="/LabellingSystems" />;
}
