import { pageMetadata } from '@/components/seo/page-metadata';
import { ContactPage } from '@/components/pages/ContactPage';

export const metadata = pageMetadata('/contact-us');

export default function Page() {
  return <ContactPage />;
}
