import { pageMetadata } from '@/components/seo/page-metadata';
import { PageBanner } from '@/components/layout/PageBanner';
import { LinkCards } from '@/components/templates/LinkCards';
import { articleCards } from '@/content/hubs';

export const metadata = pageMetadata('/blog');

export default function BlogPage() {
  return (
    <>
      <PageBanner path="/blog" />
      <LinkCards items={articleCards} label="Articles" cta="Read article" />
    </>
  );
}
