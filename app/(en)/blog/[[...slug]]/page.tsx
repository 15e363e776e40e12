import { notFound } from 'next/navigation';
import { isRoute, routes, type RoutePath } from '@/lib/content/routes';
import { blogPageNumber } from '@/lib/content/blog-pages';
import { getPage } from '@/lib/content/pages';
import { pageMetadata } from '@/components/seo/page-metadata';
import { HubPage } from '@/components/templates/HubPage';
import { ArticlePage } from '@/components/templates/ArticlePage';

/**
 * /blog, its later pages (/blog/page/2 …, as many as the articles fill) and the articles added in
 * the admin (content/articles/<slug>.yml) at /blog/<slug>. One optional catch-all serves them all,
 * so the export always has a page here even before the first article is added (an empty list of
 * pages fails a static export).
 */
export const dynamicParams = false;

export function generateStaticParams() {
  return [
    { slug: [] },
    ...routes
      .filter((route) => route.path.startsWith('/blog/'))
      .map((route) => ({ slug: route.path.split('/').slice(2) })),
  ];
}

type Params = Promise<{ slug?: string[] }>;

async function pathOf(params: Params): Promise<RoutePath> {
  const { slug = [] } = await params;
  const path = ['/blog', ...slug].join('/');
  if (!isRoute(path)) notFound();
  return path;
}

export async function generateMetadata({ params }: { params: Params }) {
  return pageMetadata(await pathOf(params));
}

export default async function Page({ params }: { params: Params }) {
  const path = await pathOf(params);
  return blogPageNumber(path) ? (
    <HubPage data={getPage('hub', path, 'en')} />
  ) : (
    <ArticlePage data={getPage('article', path, 'en')} />
  );
}
