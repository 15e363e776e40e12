import { pageMetadata } from '@/components/seo/page-metadata';
import { GlandsPage } from '@/components/pages/GlandsPage';

export const metadata = pageMetadata('/GlandsAccessories');

export default function Page() {
  return <GlandsPage locale="en" />;
}
