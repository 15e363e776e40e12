import { pageMetadata } from '@/components/seo/page-metadata';
import { AboutPage } from '@/components/pages/AboutPage';

export const metadata = pageMetadata('/about', 'ar');

export default function Page() {
  return <AboutPage locale="ar" />;
}
