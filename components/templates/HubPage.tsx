import type { HubPageData } from '@/lib/content/pages';
import { PageBanner } from '@/components/layout/PageBanner';
import { LinkCards } from './LinkCards';
import { HubIntro } from './HubIntro';
import { PageNumbers } from './PageNumbers';

/**
 * /services, /industries, /product and /blog: a banner, a grid of cards that lead on, and a
 * how-to-choose text where there is one. The blog shows its articles a page at a time (/blog, then
 * /blog/page/2 …), with the numbered pages under the cards when there is more than one; its cards
 * stay out of site search, where each article is a result of its own (else every list page would
 * be one for each word of its 24 excerpts).
 */
export function HubPage({ data }: { data: HubPageData }) {
  const { locale, number, pageCount, cards } = data;
  const { label, headingId, cta, intro } = data.hub;
  return (
    <>
      <PageBanner banner={data.banner} locale={locale} />
      <LinkCards
        items={cards}
        label={label}
        headingId={headingId}
        cta={cta}
        locale={locale}
        unsearched={number > 0}
      />
      {pageCount > 1 && <PageNumbers current={number} count={pageCount} locale={locale} />}
      {intro && <HubIntro intro={intro} locale={locale} />}
    </>
  );
}
