import { notFound } from 'next/navigation';
import { isRoute, routes, type RoutePath } from '@/content/routes';
import { pageMetadata } from '@/components/seo/page-metadata';
import { PageBody } from '@/components/pages/PageBody';

/** Every route of the route table but the home page (app/(ar)/ar/page.tsx), in Arabic. */
export const dynamicParams = false;

export function generateStaticParams() {
  return routes
    .filter((route) => route.path !== '/')
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
