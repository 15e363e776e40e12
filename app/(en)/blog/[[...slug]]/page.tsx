import { notFound } from 'next/navigation';
import { isRoute, routesOfKind, type RoutePath } from '@/lib/content/routes';
import { pageMetadata } from '@/components/seo/page-metadata';
import { HubPage } from '@/components/templates/HubPage';
import { ArticlePage } from '@/components/templates/ArticlePage';

/**
 * /blog, and the articles added in the admin (content/articles/<slug>.yml) at /blog/<slug>. One
 * optional catch-all serves both, so the export always has a page here even before the first
 * article is added (an empty list of pages fails a static export).
 */
export const dynamicParams = false;

export function generateStaticParams() {
  return [
    { slug: [] },
    ...routesOfKind('article')
      .filter((route) => route.path.startsWith('/blog/'))
      .map((route) => ({ slug: route.path.slice(1).split('/').slice(1) })),
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
  return path === '/blog' ? <HubPage path="/blog" /> : <ArticlePage path={path} />;
}
