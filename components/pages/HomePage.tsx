import { localePath, type Locale } from '@/lib/i18n/locales';
import { getPage } from '@/lib/content/pages';
import { interfaceIn } from '@/lib/content/interface';
import { JsonLd } from '@/components/seo/JsonLd';
import { organizationSchema } from '@/components/seo/structured-data';
import { Section } from '@/components/ui/Section';
import { SplitMedia } from '@/components/ui/SplitMedia';
import { PointGrid } from '@/components/ui/PointGrid';
import { Reveal } from '@/components/ui/Reveal';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { bidi, markWord } from '@/components/ui/Text';
import { Hero } from '@/components/home/Hero';
import { ServicesCarousel } from '@/components/home/ServicesCarousel';
import { ProjectsStrip } from '@/components/home/ProjectsStrip';
import { WhyChooseUs } from '@/components/home/WhyChooseUs';
import { Testimonials } from '@/components/home/Testimonials';
import { LogoStrip } from '@/components/home/LogoStrip';

/**
 * The home page's sections after About, in the spec's order, each revealed on scroll: its tone, and
 * whether it waits to render until it is near the viewport (content-visibility).
 */
const sectionsAfterAbout = [
  { id: 'services', tone: 'tint', near: false },
  { id: 'projects', tone: 'light', near: true },
  { id: 'features', tone: 'tint', near: true },
  { id: 'why', tone: 'dark', near: true },
  { id: 'testimonials', tone: 'tint', near: false },
] as const;

export function HomePage({ locale = 'en' }: { locale?: Locale }) {
  const { content: home, services } = getPage('home', '/', locale);
  const { about, keyFeatures, sections } = home;
  const text = interfaceIn(locale).home;
  /** A section's eyebrow and heading from content/home.yml. */
  const titled = (name: keyof typeof sections) => ({
    eyebrow: bidi(sections[name].eyebrow, locale),
    heading: bidi(sections[name].heading, locale),
  });
  const sectionBody = {
    services: <ServicesCarousel services={services} locale={locale} />,
    projects: <ProjectsStrip projects={home.projects} locale={locale} />,
    features: <PointGrid points={keyFeatures} numbered locale={locale} />,
    why: <WhyChooseUs cards={home.whyChooseUs} locale={locale} />,
    testimonials: <Testimonials testimonials={home.testimonials} locale={locale} />,
  };
  return (
    <>
      <Hero heroSlides={home.heroSlides} locale={locale} />
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
              {markWord(text.viewMore, locale)}
              <span className="visually-hidden">
                {markWord(text.viewMoreHidden, locale, ` ${text.viewMoreHidden}`)}
              </span>
            </ButtonLink>
          </SplitMedia>
        </Section>
      </Reveal>
      {sectionsAfterAbout.map(({ id, tone, near }) => (
        <Reveal key={id}>
          <Section id={id} {...titled(id)} tone={tone} renderWhenNear={near}>
            {sectionBody[id]}
          </Section>
        </Reveal>
      ))}
      <Section id="clients" {...titled('clients')} renderWhenNear>
        <LogoStrip clients={home.clients} locale={locale} />
      </Section>
      <JsonLd data={organizationSchema(locale)} />
    </>
  );
}
