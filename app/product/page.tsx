import { pageMetadata } from '@/components/seo/page-metadata';
import { PageBanner } from '@/components/layout/PageBanner';
import { LinkCards } from '@/components/templates/LinkCards';
import { HubIntro } from '@/components/templates/HubIntro';
import { getRoute, productCatalogue } from '@/content/routes';
import { getProduct } from '@/content/products';

export const metadata = pageMetadata('/product');

export default function ProductsPage() {
  const items = productCatalogue.map((path) => {
    const route = getRoute(path);
    return { href: path, title: route.name, text: route.tagline, image: getProduct(path).image };
  });
  return (
    <>
      <PageBanner path="/product" />
      <LinkCards items={items} label="Product categories" cta="View products" />
      <HubIntro path="/product" />
    </>
  );
}
