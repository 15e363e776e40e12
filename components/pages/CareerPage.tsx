import type { Locale } from '@/lib/i18n/locales';
import { getPage } from '@/lib/content/pages';
import { PageBanner } from '@/components/layout/PageBanner';
import { Section } from '@/components/ui/Section';
import { PointGrid } from '@/components/ui/PointGrid';
import { bidi } from '@/components/ui/Text';
import { CareerTabs } from '@/components/career/CareerTabs';
import { JobList } from '@/components/career/JobList';

export function CareerPage({ locale = 'en' }: { locale?: Locale }) {
  const { content, banner } = getPage('career', '/career', locale);
  const { offer, perks, jobs } = content;
  return (
    <>
      <PageBanner banner={banner} locale={locale} />
      <Section id="offer" heading={bidi(offer.heading, locale)} tone="tint">
        <CareerTabs topics={offer.topics} />
      </Section>
      <Section id="perks" heading={bidi(perks.heading, locale)}>
        <PointGrid points={perks.cards} locale={locale} />
      </Section>
      <Section id="careers" heading={bidi(jobs.heading, locale)} tone="tint">
        <JobList jobs={jobs.openings} locale={locale} />
      </Section>
    </>
  );
}
