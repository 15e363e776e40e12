import { pageMetadata } from '@/components/seo/page-metadata';
import { PageBanner } from '@/components/layout/PageBanner';
import { LinkCards } from '@/components/templates/LinkCards';
import { productCards } from '@/content/hubs';

export const metadata = pageMetadata('/product');

export default function ProductsPage() {
  return (
    <>
      <PageBanner path="/product" />
      <LinkCards items={productCards} label="Product categories" cta="View products" />
    </>
  );
}
