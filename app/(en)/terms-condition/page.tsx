import { pageMetadata } from '@/components/seo/page-metadata';
import { LegalPage } from '@/components/templates/LegalPage';
import { terms } from '@/lib/content/legal';

export const metadata = pageMetadata('/terms-condition');

export default function TermsPage() {
  return <LegalPage document={terms} />;
}
