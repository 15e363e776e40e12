import { pageMetadata } from '@/components/seo/page-metadata';
import { CareerPage } from '@/components/pages/CareerPage';

export const metadata = pageMetadata('/career');

export default function Page() {
  return <CareerPage />;
}
