import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import '../globals.css';
import { inter, interExtA } from '../fonts/inter';
import { arabic } from '../fonts/arabic';
import { rootMetadata, siteViewport } from '@/components/seo/page-metadata';
import { SiteShell } from '@/components/layout/SiteShell';

export const metadata: Metadata = rootMetadata('ar');

export const viewport = siteViewport;

/** The Arabic pages, right to left, with the Arabic typeface (Inter stays for Latin identifiers). */
export default function ArabicLayout({ children }: { children: ReactNode }) {
  return (
    <SiteShell
      locale="ar"
      fonts={[{ font: inter, sample: 'a' }, { font: interExtA }, { font: arabic, sample: 'ا' }]}
    >
      {children}
    </SiteShell>
  );
}
