import { pageMetadata } from '@/components/seo/page-metadata';
import { PageBanner } from '@/components/layout/PageBanner';
import { LinkCards } from '@/components/templates/LinkCards';
import { HubIntro } from '@/components/templates/HubIntro';
import { getRoute } from '@/content/routes';
import { serviceSummaries } from '@/content/services';

export const metadata = pageMetadata('/services');

export default function ServicesPage() {
  const items = serviceSummaries.map((service) => ({
    href: service.path,
    title: getRoute(service.path).name,
    text: service.subText,
    image: service.image,
  }));
  return (
    <>
      <PageBanner path="/services" />
      <LinkCards items={items} label="Services" />
      <HubIntro path="/services" />
    </>
  );
}
