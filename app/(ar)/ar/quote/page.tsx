import { pageMetadata } from '@/components/seo/page-metadata';
import { QuotePage } from '@/components/pages/QuotePage';

export const metadata = pageMetadata('/quote', 'ar');

export default function Page() {
  return <QuotePage locale="ar" />;
}
