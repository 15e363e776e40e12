import { hubs, type HubPath } from '@/content/hubs';
import { PageBanner } from '@/components/layout/PageBanner';
import { LinkCards } from './LinkCards';

/** /services, /industries, /product and /blog: a banner and a grid of cards that lead on. */
export function HubPage({ path }: { path: HubPath }) {
  const { cards, label, cta } = hubs[path];
  return (
    <>
      <PageBanner path={path} />
      <LinkCards items={cards} label={label} cta={cta} />
    </>
  );
}
