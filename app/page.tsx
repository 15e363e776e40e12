import { pageMetadata } from '@/components/seo/page-metadata';
import { JsonLd } from '@/components/seo/JsonLd';
import { organizationSchema } from '@/components/seo/schema';
import { heroSlides } from '@/content/home';

export const metadata = pageMetadata('/');

export default function HomePage() {
  return (
    <>
      <h1>{heroSlides[0]?.headline}</h1>
      <JsonLd data={organizationSchema()} />
    </>
  );
}
