import { pageMetadata } from '@/components/seo/page-metadata';
import { ArticlePage } from '@/components/templates/ArticlePage';

export const metadata = pageMetadata('/blogdetail2');

export default function Page() {
  return <ArticlePage path="/blogdetail2" />;
}
