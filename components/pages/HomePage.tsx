import { localePath, type Locale } from '@/lib/i18n/locales';
import { homeIn } from '@/lib/content/home';
import { pagesText } from '@/lib/i18n/pages';
import { JsonLd } from '@/components/seo/JsonLd';
import { organizationSchema } from '@/components/seo/schema';
import { Section } from '@/components/ui/Section';
import { SplitMedia } from '@/components/ui/SplitMedia';
import { PointGrid } from '@/components/ui/PointGrid';
import { Reveal } from '@/components/ui/Reveal';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { bidi } from '@/components/ui/Text';
import { Hero } from '@/components/home/Hero';
import { ServicesCarousel } from '@/components/home/ServicesCarousel';
import { ProjectsStrip } from '@/components/home/ProjectsStrip';
import { WhyChooseUs } from '@/components/home/WhyChooseUs';
import { Testimonials } from '@/components/home/Testimonials';
import { LogoStrip } from '@/components/home/LogoStrip';

export function HomePage({ locale = 'en' }: { locale?: Locale }) {
  const { about, keyFeatures, sections } = homeIn(locale);
  const text = pagesText[locale].home;
  /** A section's eyebrow and heading from content/home.yml. */
  const titled = (name: keyof typeof sections) => ({
    eyebrow: bidi(sections[name].eyebrow, locale),
    heading: bidi(sections[name].heading, locale),
  });
  return (
    <>
      <Hero locale={locale} />
      <Reveal>
        <Section
          id="about"
          eyebrow={bidi(about.heading, locale)}
          heading={bidi(about.title, locale)}
        >
          <SplitMedia image={about.image}>
            {about.paragraphs.map((paragraph) => (
              <p key={paragraph}>{bidi(paragraph, locale)}</p>
            ))}
            <ButtonLink href={localePath('/about', locale)} variant="outline">
              {text.viewMore}
              <span className="visually-hidden">{text.viewMoreHidden}</span>
            </ButtonLink>
          </SplitMedia>
        </Section>
      </Reveal>
      <Reveal>
        <Section id="services" {...titled('services')} tone="tint">
          <ServicesCarousel locale={locale} />
        </Section>
      </Reveal>
      <Reveal>
        <Section id="projects" {...titled('projects')} renderWhenNear>
          <ProjectsStrip locale={locale} />
        </Section>
      </Reveal>
      <Reveal>
        <Section id="features" {...titled('features')} renderWhenNear tone="tint">
          <PointGrid points={keyFeatures} numbered locale={locale} />
        </Section>
      </Reveal>
      <Reveal>
        <Section id="why" {...titled('why')} renderWhenNear tone="dark">
          <WhyChooseUs locale={locale} />
        </Section>
      </Reveal>
      <Reveal>
        <Section id="testimonials" {...titled('testimonials')} tone="tint">
          <Testimonials locale={locale} />
        </Section>
      </Reveal>
      <Section id="clients" {...titled('clients')} renderWhenNear>
        <LogoStrip locale={locale} />
      </Section>
      <JsonLd data={organizationSchema(locale)} />
    </>
  );
}
