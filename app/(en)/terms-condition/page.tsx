import { pageMetadata } from '@/components/seo/page-metadata';
import { LegalPage } from '@/components/templates/LegalPage';
import { getPage } from '@/lib/content/pages';

export const metadata = pageMetadata('/terms-condition');

export default function TermsPage() {
  return <LegalPage data={getPage('legal', '/terms-condition', 'en')} />;
}
