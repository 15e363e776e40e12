import type { Locale } from '@/lib/i18n/locales';
import { getPage } from '@/lib/content/pages';
import { PageBanner } from '@/components/layout/PageBanner';
import { Section } from '@/components/ui/Section';
import { SplitMedia } from '@/components/ui/SplitMedia';
import { PointGrid } from '@/components/ui/PointGrid';
import { Reveal } from '@/components/ui/Reveal';
import { bidi } from '@/components/ui/Text';

export function AboutPage({ locale = 'en' }: { locale?: Locale }) {
  const { content, banner } = getPage('about', '/about', locale);
  const { whoWeAre, visionMission, values, apart } = content;
  const { vision, mission } = visionMission;
  return (
    <>
      <PageBanner banner={banner} locale={locale} />
      <Section id="who-we-are" heading={bidi(whoWeAre.heading, locale)}>
        <SplitMedia image={whoWeAre.image} priority>
          {whoWeAre.paragraphs.map((paragraph) => (
            <p key={paragraph}>{bidi(paragraph, locale)}</p>
          ))}
        </SplitMedia>
      </Section>
      <Reveal>
        <Section id="vision-mission" heading={bidi(visionMission.heading, locale)} tone="tint">
          <SplitMedia image={visionMission.image} reverse>
            {[vision, mission].map((statement) => (
              <div key={statement.heading}>
                <h3>{bidi(statement.heading, locale)}</h3>
                <p>{bidi(statement.text, locale)}</p>
              </div>
            ))}
          </SplitMedia>
        </Section>
      </Reveal>
      <Reveal>
        <Section id="values" heading={bidi(values.heading, locale)}>
          <PointGrid points={values.cards} numbered locale={locale} />
        </Section>
      </Reveal>
      <Reveal>
        <Section id="apart" heading={bidi(apart.heading, locale)} tone="dark">
          <PointGrid points={apart.cards} locale={locale} />
        </Section>
      </Reveal>
    </>
  );
}
