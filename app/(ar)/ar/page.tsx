import { pageMetadata } from '@/components/seo/page-metadata';
import { PageBody } from '@/components/pages/PageBody';

export const metadata = pageMetadata('/', 'ar');

export default function Page() {
  return <PageBody path="/" locale="ar" />;
}
