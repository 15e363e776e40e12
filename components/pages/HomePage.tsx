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
  const { about, keyFeatures } = homeIn(locale);
  const text = pagesText[locale].home;
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
        <Section id="services" {...text.services} tone="tint">
          <ServicesCarousel locale={locale} />
        </Section>
      </Reveal>
      <Reveal>
        <Section id="projects" {...text.projects} renderWhenNear>
          <ProjectsStrip locale={locale} />
        </Section>
      </Reveal>
      <Reveal>
        <Section id="features" {...text.features} renderWhenNear tone="tint">
          <PointGrid points={keyFeatures} numbered locale={locale} />
        </Section>
      </Reveal>
      <Reveal>
        <Section id="why" {...text.why} renderWhenNear tone="dark">
          <WhyChooseUs locale={locale} />
        </Section>
      </Reveal>
      <Reveal>
        <Section id="testimonials" {...text.testimonials} tone="tint">
          <Testimonials locale={locale} />
        </Section>
      </Reveal>
      <Section id="clients" {...text.clients} renderWhenNear>
        <LogoStrip locale={locale} />
      </Section>
      <JsonLd data={organizationSchema(locale)} />
    </>
  );
}
