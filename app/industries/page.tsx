import { pageMetadata } from '@/components/seo/page-metadata';
import { PageBanner } from '@/components/layout/PageBanner';
import { LinkCards } from '@/components/templates/LinkCards';
import { HubIntro } from '@/components/templates/HubIntro';
import { getRoute } from '@/content/routes';
import { industrySummaries } from '@/content/industries';

export const metadata = pageMetadata('/industries');

export default function IndustriesPage() {
  const items = industrySummaries.map((industry) => ({
    href: industry.path,
    title: getRoute(industry.path).name,
    text: industry.description,
    image: industry.image,
  }));
  return (
    <>
      <PageBanner path="/industries" />
      <LinkCards items={items} label="Industries" cta="Explore" />
      <HubIntro path="/industries" />
    </>
  );
}
