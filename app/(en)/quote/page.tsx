import { pageMetadata } from '@/components/seo/page-metadata';
import { QuotePage } from '@/components/pages/QuotePage';

export const metadata = pageMetadata('/quote');

export default function Page() {
  return <QuotePage />;
}
