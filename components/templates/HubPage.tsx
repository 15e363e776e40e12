import type { Locale } from '@/lib/i18n/locales';
import { hubsIn, type HubPath } from '@/lib/content/hubs';
import { PageBanner } from '@/components/layout/PageBanner';
import { LinkCards } from './LinkCards';
import { HubIntro } from './HubIntro';

/** /services, /industries, /product and /blog: a banner, a grid of cards that lead on, and a how-to-choose text where there is one. */
export function HubPage({ path, locale = 'en' }: { path: HubPath; locale?: Locale }) {
  const { cards, label, headingId, cta, intro } = hubsIn(locale)[path];
  return (
    <>
      <PageBanner path={path} locale={locale} />
      <LinkCards items={cards} label={label} headingId={headingId} cta={cta} locale={locale} />
      {intro && <HubIntro intro={intro} locale={locale} />}
    </>
  );
}
