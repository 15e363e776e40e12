import { pageMetadata } from '@/components/seo/page-metadata';
import { ArticlePage } from '@/components/templates/ArticlePage';

export const metadata = pageMetadata('/blogdetail');

export default function Page() {
  return <ArticlePage path="/blogdetail" />;
}
