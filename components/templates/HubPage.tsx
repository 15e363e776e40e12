import type { Locale } from '@/lib/i18n/locales';
import { hubsIn, type HubPath } from '@/lib/content/hubs';
import { hubIntros } from '@/lib/content/hub-intros';
import { PageBanner } from '@/components/layout/PageBanner';
import { LinkCards } from './LinkCards';
import { HubIntro, type HubIntroPath } from './HubIntro';

/** /services, /industries, /product and /blog: a banner, a grid of cards that lead on, and a how-to-choose text where there is one. */
export function HubPage({ path, locale = 'en' }: { path: HubPath; locale?: Locale }) {
  const { cards, label, headingId, cta } = hubsIn(locale)[path];
  return (
    <>
      <PageBanner path={path} locale={locale} />
      <LinkCards items={cards} label={label} headingId={headingId} cta={cta} locale={locale} />
      {path in hubIntros && <HubIntro path={path as HubIntroPath} locale={locale} />}
    </>
  );
}
