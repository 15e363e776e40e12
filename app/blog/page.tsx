import { pageMetadata } from '@/components/seo/page-metadata';
import { PageBanner } from '@/components/layout/PageBanner';
import { LinkCards } from '@/components/templates/LinkCards';
import { formatDate } from '@/components/templates/ArticlePage';
import { articleOrder, getRoute } from '@/content/routes';
import { getArticle } from '@/content/articles';

export const metadata = pageMetadata('/blog');

export default function BlogPage() {
  const items = articleOrder.map((path) => {
    const article = getArticle(path);
    return {
      href: path,
      title: getRoute(path).heading,
      text: article.excerpt,
      image: article.headerImage,
      meta: formatDate(article.published),
      metaDateTime: article.published,
    };
  });
  return (
    <>
      <PageBanner path="/blog" />
      <LinkCards items={items} label="Articles" cta="Read article" />
    </>
  );
}
