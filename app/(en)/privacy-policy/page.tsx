import { pageMetadata } from '@/components/seo/page-metadata';
import { LegalPage } from '@/components/templates/LegalPage';
import { privacy } from '@/lib/content/legal';

export const metadata = pageMetadata('/privacy-policy');

export default function PrivacyPage() {
  return <LegalPage document={privacy} />;
}
