import { PageBanner } from '@/components/layout/PageBanner';
import { Section } from '@/components/ui/Section';
import { SplitMedia } from '@/components/ui/SplitMedia';
import { PointGrid } from '@/components/ui/PointGrid';
import { Reveal } from '@/components/ui/Reveal';
import { about } from '@/content/about';

export function AboutPage() {
  const { whoWeAre, vision, mission, visionImage, values, apart } = about;
  return (
    <>
      <PageBanner path="/about" />
      <Section id="who-we-are" heading={whoWeAre.heading}>
        <SplitMedia image={whoWeAre.image} priority>
          {whoWeAre.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </SplitMedia>
      </Section>
      <Reveal>
        <Section id="vision-mission" heading="Vision and Mission" tone="tint">
          <SplitMedia image={visionImage} reverse>
            {[vision, mission].map((statement) => (
              <div key={statement.heading}>
                <h3>{statement.heading}</h3>
                <p>{statement.text}</p>
              </div>
            ))}
          </SplitMedia>
        </Section>
      </Reveal>
      <Reveal>
        <Section id="values" heading="Our Values">
          <PointGrid points={values} numbered />
        </Section>
      </Reveal>
      <Reveal>
        <Section id="apart" heading={apart.heading} tone="dark">
          <PointGrid points={apart.cards} />
        </Section>
      </Reveal>
    </>
  );
}
