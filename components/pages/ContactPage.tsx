import type { Locale } from '@/lib/i18n/locales';
import { directionsUrl, mapEmbedUrl, phoneText, siteIn, whatsappUrl } from '@/lib/content/site';
import { pagesText } from '@/lib/i18n/pages';
import { PageBanner } from '@/components/layout/PageBanner';
import { Section } from '@/components/ui/Section';
import { ContactCards } from '@/components/contact/ContactCards';
import { MapEmbed } from '@/components/contact/MapEmbed';
import QuoteForm from '@/components/quote/QuoteForm';

export function ContactPage({ locale = 'en' }: { locale?: Locale }) {
  const { site, contact } = siteIn(locale);
  const text = pagesText[locale].contact;
  const dir = locale === 'ar' ? 'ltr' : undefined;
  return (
    <>
      <PageBanner path="/contact-us" locale={locale} />
      <Section id="contact-cards" heading={text.reach}>
        <ContactCards locale={locale} />
      </Section>
      <Section
        id="quote"
        heading={text.quote}
        tone="tint"
        intro={
          <p>
            {text.introLead}{' '}
            <a href={`tel:${site.phones.office.tel}`} dir={dir}>
              {phoneText(site.phones.office.display)}
            </a>
            {text.introMobile}{' '}
            <a href={`tel:${site.phones.mobile.tel}`} dir={dir}>
              {phoneText(site.phones.mobile.display)}
            </a>
            {text.introOr}{' '}
            <a href={whatsappUrl()} rel="noopener noreferrer">
              {text.introWhatsapp}
            </a>
            {text.introEnd}
          </p>
        }
      >
        <QuoteForm draftKey="contact" contact={contact} />
      </Section>
      <Section id="location" heading={text.location}>
        <MapEmbed
          embedUrl={mapEmbedUrl}
          directionsUrl={directionsUrl}
          title={text.location}
          fallback={text.mapFallback}
        />
      </Section>
    </>
  );
}
