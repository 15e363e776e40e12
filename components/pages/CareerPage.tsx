import { PageBanner } from '@/components/layout/PageBanner';
import { Section } from '@/components/ui/Section';
import { PointGrid } from '@/components/ui/PointGrid';
import { CareerTabs } from '@/components/career/CareerTabs';
import { JobList } from '@/components/career/JobList';
import { careerTopics, jobs, perks } from '@/content/career';

export function CareerPage() {
  return (
    <>
      <PageBanner path="/career" />
      <Section id="offer" heading="What We Offer You" tone="tint">
        <CareerTabs topics={careerTopics} />
      </Section>
      <Section id="perks" heading="Perks and Benefits">
        <PointGrid points={perks} />
      </Section>
      <Section id="careers" heading="Latest Careers" tone="tint">
        <JobList jobs={jobs} />
      </Section>
    </>
  );
}
