import './globals.css';
import { inter, interExtA } from './fonts/inter';
import { notFoundMetadata } from '@/components/seo/page-metadata';
import { SiteShell } from '@/components/layout/SiteShell';
import { NotFoundPanel } from '@/components/layout/NotFoundPanel';

export const metadata = notFoundMetadata('en');

/**
 * The one 404 page of both languages (each has its own root layout, so no layout's not-found can
 * serve the other): the English frame, with the language switch leading to the Arabic home page.
 */
export default function GlobalNotFound() {
  return (
    <SiteShell
      locale="en"
      fonts={[{ font: inter, sample: 'a' }, { font: interExtA }]}
      switchPath="/"
      footerRenderWhenNear={false}
    >
      <NotFoundPanel locale="en" />
    </SiteShell>
  );
}
