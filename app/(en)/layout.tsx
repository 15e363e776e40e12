import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import '../globals.css';
import { inter, interExtA } from '../fonts/inter';
import { rootMetadata, siteViewport } from '@/components/seo/page-metadata';
import { SiteShell } from '@/components/layout/SiteShell';

export const metadata: Metadata = rootMetadata('en');

export const viewport = siteViewport;

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <SiteShell locale="en" fonts={[{ font: inter, sample: 'a' }, { font: interExtA }]}>
      {children}
    </SiteShell>
  );
}
