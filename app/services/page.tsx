import { pageMetadata } from '@/components/seo/page-metadata';
import { PageBanner } from '@/components/layout/PageBanner';
import { LinkCards } from '@/components/templates/LinkCards';
import { serviceCards } from '@/content/hubs';

export const metadata = pageMetadata('/services');

export default function ServicesPage() {
  return (
    <>
      <PageBanner path="/services" />
      <LinkCards items={serviceCards} label="Services" />
    </>
  );
}
