import { pageMetadata } from '@/components/seo/page-metadata';
import { LegalPage } from '@/components/templates/LegalPage';
import { getPage } from '@/lib/content/pages';

export const metadata = pageMetadata('/privacy-policy');

export default function PrivacyPage() {
  return <LegalPage data={getPage('legal', '/privacy-policy', 'en')} />;
}
