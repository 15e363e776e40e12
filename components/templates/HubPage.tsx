import { hubs, type HubPath } from '@/content/hubs';
import { PageBanner } from '@/components/layout/PageBanner';
import { hubIntros } from '@/content/hub-intros';
import { LinkCards } from './LinkCards';
import { HubIntro } from './HubIntro';

/** /services, /industries, /product and /blog: a banner, a grid of cards that lead on, and a how-to-choose text where there is one. */
export function HubPage({ path }: { path: HubPath }) {
  const { cards, label, cta } = hubs[path];
  return (
    <>
      <PageBanner path={path} />
      <LinkCards items={cards} label={label} cta={cta} />
      {path in hubIntros && <HubIntro path={path as keyof typeof hubIntros} />}
    </>
  );
}
