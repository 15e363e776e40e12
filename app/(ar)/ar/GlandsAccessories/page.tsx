import { pageMetadata } from '@/components/seo/page-metadata';
import { GlandsPage } from '@/components/pages/GlandsPage';

export const metadata = pageMetadata('/GlandsAccessories', 'ar');

export default function Page() {
  return <GlandsPage locale="ar" />;
}
