import { pageMetadata } from '@/components/seo/page-metadata';
import { HomePage } from '@/components/pages/HomePage';

export const metadata = pageMetadata('/');

export default function Page() {
  return <HomePage />;
}
