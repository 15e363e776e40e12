import { pageMetadata } from '@/components/seo/page-metadata';
import { getPage } from '@/lib/content/pages';
import { ArticlePage } from '@/components/templates/ArticlePage';

export const metadata = pageMetadata('/blogdetail3');

export default function Page() {
  return <ArticlePage data={getPage('article', '/blogdetail3', 'en')} />;
}
