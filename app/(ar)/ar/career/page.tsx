import { pageMetadata } from '@/components/seo/page-metadata';
import { CareerPage } from '@/components/pages/CareerPage';

export const metadata = pageMetadata('/career', 'ar');

export default function Page() {
  return <CareerPage locale="ar" />;
}
