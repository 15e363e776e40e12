import type { Locale } from '@/lib/i18n/locales';
import { careerIn } from '@/lib/content/career';
import { pagesText } from '@/lib/i18n/pages';
import { PageBanner } from '@/components/layout/PageBanner';
import { Section } from '@/components/ui/Section';
import { PointGrid } from '@/components/ui/PointGrid';
import { CareerTabs } from '@/components/career/CareerTabs';
import { JobList } from '@/components/career/JobList';

export function CareerPage({ locale = 'en' }: { locale?: Locale }) {
  const { topics, perks, jobs } = careerIn(locale);
  const text = pagesText[locale].career;
  return (
    <>
      <PageBanner path="/career" locale={locale} />
      <Section id="offer" heading={text.offer} tone="tint">
        <CareerTabs topics={topics} />
      </Section>
      <Section id="perks" heading={text.perks}>
        <PointGrid points={perks} locale={locale} />
      </Section>
      <Section id="careers" heading={text.latest} tone="tint">
        <JobList jobs={jobs} locale={locale} />
      </Section>
    </>
  );
}
