import { JsonLd } from '@/components/seo/JsonLd';
import { organizationSchema } from '@/components/seo/schema';
import { Section } from '@/components/ui/Section';
import { SplitMedia } from '@/components/ui/SplitMedia';
import { PointGrid } from '@/components/ui/PointGrid';
import { Reveal } from '@/components/ui/Reveal';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { Hero } from '@/components/home/Hero';
import { ServicesCarousel } from '@/components/home/ServicesCarousel';
import { ProjectsStrip } from '@/components/home/ProjectsStrip';
import { WhyChooseUs } from '@/components/home/WhyChooseUs';
import { Testimonials } from '@/components/home/Testimonials';
import { LogoStrip } from '@/components/home/LogoStrip';
import { homeAbout, keyFeatures } from '@/content/home';

export function HomePage() {
  return (
    <>
      <Hero />
      <Reveal>
        <Section id="about" eyebrow={homeAbout.heading} heading={homeAbout.title}>
          <SplitMedia image={homeAbout.image}>
            {homeAbout.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
            <ButtonLink href="/about" variant="outline">
              View more<span className="visually-hidden"> about us</span>
            </ButtonLink>
          </SplitMedia>
        </Section>
      </Reveal>
      <Reveal>
        <Section
          id="services"
          eyebrow="What we do"
          heading="Our Advanced Tech Services"
          tone="tint"
        >
          <ServicesCarousel />
        </Section>
      </Reveal>
      <Reveal>
        <Section id="projects" eyebrow="Track record" heading="Projects Done">
          <ProjectsStrip />
        </Section>
      </Reveal>
      <Reveal>
        <Section id="features" eyebrow="Why it works" heading="Our Key Features" tone="tint">
          <PointGrid points={keyFeatures} numbered />
        </Section>
      </Reveal>
      <Reveal>
        <Section id="why" eyebrow="In numbers" heading="Why choose us" tone="dark">
          <WhyChooseUs />
        </Section>
      </Reveal>
      <Reveal>
        <Section id="testimonials" eyebrow="Clients say" heading="Testimonials" tone="tint">
          <Testimonials />
        </Section>
      </Reveal>
      <Section id="clients" eyebrow="Trusted by" heading="Our Clients">
        <LogoStrip />
      </Section>
      <JsonLd data={organizationSchema()} />
    </>
  );
}
