import { pageMetadata } from '@/components/seo/page-metadata';
import { HomePage } from '@/components/pages/HomePage';

export const metadata = pageMetadata('/', 'ar');

export default function Page() {
  return <HomePage locale="ar" />;
}
