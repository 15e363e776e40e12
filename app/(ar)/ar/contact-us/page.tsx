import { pageMetadata } from '@/components/seo/page-metadata';
import { ContactPage } from '@/components/pages/ContactPage';

export const metadata = pageMetadata('/contact-us', 'ar');

export default function Page() {
  return <ContactPage locale="ar" />;
}
