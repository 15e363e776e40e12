import { pageMetadata } from '@/components/seo/page-metadata';
import { PageBanner } from '@/components/layout/PageBanner';
import { LinkCards } from '@/components/templates/LinkCards';
import { industryCards } from '@/content/hubs';

export const metadata = pageMetadata('/industries');

export default function IndustriesPage() {
  return (
    <>
      <PageBanner path="/industries" />
      <LinkCards items={industryCards} label="Industries" cta="Explore" />
    </>
  );
}
