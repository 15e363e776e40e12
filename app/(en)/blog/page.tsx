import { pageMetadata } from '@/components/seo/page-metadata';
import { HubPage } from '@/components/templates/HubPage';

export const metadata = pageMetadata('/blog');

export default function BlogPage() {
  return <HubPage path="/blog" />;
}
