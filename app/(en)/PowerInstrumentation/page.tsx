import { pageMetadata } from '@/components/seo/page-metadata';
import { getPage } from '@/lib/content/pages';
import { DetailPage } from '@/components/templates/DetailPage';

export const metadata = pageMetadata('/PowerInstrumentation');

export default function Page() {
  return <DetailPage data={getPage('detail', '/PowerInstrumentation', 'en')} />;
}
