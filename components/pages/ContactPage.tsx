import { PageBanner } from '@/components/layout/PageBanner';
import { Section } from '@/components/ui/Section';
import { ContactCards } from '@/components/contact/ContactCards';
import { MapEmbed } from '@/components/contact/MapEmbed';
import QuoteForm from '@/components/quote/QuoteForm';
import { contact, directionsUrl, mapEmbedUrl, phoneText, site, whatsappUrl } from '@/content/site';

export function ContactPage() {
  return (
    <>
      <PageBanner path="/contact-us" />
      <Section id="contact-cards" heading="How to reach us">
        <ContactCards />
      </Section>
      <Section
        id="quote"
        heading="Get A Quote"
        tone="tint"
        intro={
          <p>
            Tell us the products or service you need, quantities and delivery site. Prefer to talk?
            Call our office on{' '}
            <a href={`tel:${site.phones.office.tel}`}>{phoneText(site.phones.office.display)}</a> or
            our mobile on{' '}
            <a href={`tel:${site.phones.mobile.tel}`}>{phoneText(site.phones.mobile.display)}</a>,
            or{' '}
            <a href={whatsappUrl()} rel="noopener noreferrer">
              chat with us on WhatsApp
            </a>
            .
          </p>
        }
      >
        <QuoteForm draftKey="contact" contact={contact} />
      </Section>
      <Section id="location" heading="Our Location">
        <MapEmbed embedUrl={mapEmbedUrl} directionsUrl={directionsUrl} />
      </Section>
    </>
  );
}
