import { notFound } from 'next/navigation';
import { isRoute, routes, type RoutePath } from '@/lib/content/routes';
import { pageMetadata } from '@/components/seo/page-metadata';
import { PageBody, ownBodyPaths } from '@/components/pages/PageBody';

/**
 * Every route of the route table drawn by a template, in Arabic. The pages with a body of their own
 * (home, about, career, contact, quote list) have their own Arabic route files beside this one, so
 * that each loads only its own scripts, like its English twin.
 */
export const dynamicParams = false;

export function generateStaticParams() {
  return routes
    .filter((route) => !ownBodyPaths.includes(route.path))
    .map((route) => ({ slug: route.path.slice(1).split('/') }));
}

async function pathOf(params: Promise<{ slug: string[] }>): Promise<RoutePath> {
  const path = `/${(await params).slug.join('/')}`;
  if (!isRoute(path)) notFound();
  return path;
}

export async function generateMetadata({ params }: { params: Promise<{ slug: string[] }> }) {
  return pageMetadata(await pathOf(params), 'ar');
}

export default async function Page({ params }: { params: Promise<{ slug: string[] }> }) {
  return <PageBody path={await pathOf(params)} locale="ar" />;
}
