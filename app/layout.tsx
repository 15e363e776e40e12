import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import './globals.css';
import { inter, interExtA } from './fonts/inter';
import { contact, site } from '@/content/site';
import { titleTemplate } from '@/components/seo/page-metadata';
import { Header } from '@/components/layout/Header';
import { Footer } from '@/components/layout/Footer';
import { ContactProvider } from '@/components/layout/ContactContext';
import { LocaleProvider } from '@/components/i18n/LocaleProvider';
import { clientText } from '@/content/ui/client';
import { SmoothRouteScroll } from '@/components/layout/SmoothRouteScroll';
import { QuoteDialog } from '@/components/quote/QuoteDialog';
import { Toaster } from '@/components/quote/Toaster';
import { SearchDialog } from '@/components/search/SearchDialog';
import styles from './layout.module.css';

export const metadata: Metadata = {
  metadataBase: new URL(site.origin),
  title: { default: site.name, template: titleTemplate },
  description: site.tagline,
  applicationName: site.name,
  icons: {
    icon: [{ url: '/brand/mark.svg', type: 'image/svg+xml' }, { url: '/favicon.ico' }],
    apple: '/apple-touch-icon.png',
  },
  formatDetection: { telephone: false },
};

export const viewport: Viewport = {
  themeColor: '#0b2545',
  width: 'device-width',
  initialScale: 1,
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en" className={`${inter.variable} ${interExtA.variable}`}>
      <body>
        <LocaleProvider locale="en" text={clientText('en')}>
          <a href="#main" className={styles.skip}>
            Skip to content
          </a>
          <Header />
          <main id="main" tabIndex={-1} className={styles.main} data-pagefind-body>
            <ContactProvider contact={contact}>{children}</ContactProvider>
          </main>
          <Footer />
          <QuoteDialog contact={contact} />
          <SearchDialog />
          <Toaster />
          <SmoothRouteScroll />
        </LocaleProvider>
      </body>
    </html>
  );
}
