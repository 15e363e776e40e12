import type { Locale } from '@/lib/i18n/locales';
import { directionsUrl, mapEmbedUrl, phoneText, siteIn, whatsappUrl } from '@/lib/content/site';
import { getPage } from '@/lib/content/pages';
import { bidi } from '@/components/ui/Text';
import { PageBanner } from '@/components/layout/PageBanner';
import { Section } from '@/components/ui/Section';
import { ContactCards } from '@/components/contact/ContactCards';
import { MapEmbed } from '@/components/contact/MapEmbed';
import QuoteForm from '@/components/quote/QuoteForm';

/**
 * The space a run of the intro needs after the link before it: YAML drops a text's leading space, so
 * a part that starts with a word ('or our mobile on') gets one and a part that starts with punctuation
 * (', or', '، أو', '.') none.
 */
const spaceBefore = (text: string) => (/^[\p{L}\p{N}]/u.test(text) ? ' ' : null);

export function ContactPage({ locale = 'en' }: { locale?: Locale }) {
  const { site, contact } = siteIn(locale);
  const { content: text, banner } = getPage('contact', '/contact-us', locale);
  const intro = text.formIntro;
  const dir = locale === 'ar' ? 'ltr' : undefined;
  return (
    <>
      <PageBanner banner={banner} locale={locale} />
      <Section id="contact-cards" heading={bidi(text.cardsHeading, locale)}>
        <ContactCards text={text} locale={locale} />
      </Section>
      <Section
        id="quote"
        heading={bidi(text.formHeading, locale)}
        tone="tint"
        intro={
          <p>
            {bidi(intro.lead, locale)}{' '}
            <a href={`tel:${site.phones.office.tel}`} dir={dir}>
              {phoneText(site.phones.office.display)}
            </a>
            {spaceBefore(intro.mobile)}
            {bidi(intro.mobile, locale)}{' '}
            <a href={`tel:${site.phones.mobile.tel}`} dir={dir}>
              {phoneText(site.phones.mobile.display)}
            </a>
            {spaceBefore(intro.or)}
            {bidi(intro.or, locale)}{' '}
            <a href={whatsappUrl()} rel="noopener noreferrer">
              {bidi(intro.whatsapp, locale)}
            </a>
            {spaceBefore(intro.end)}
            {bidi(intro.end, locale)}
          </p>
        }
      >
        <QuoteForm draftKey="contact" contact={contact} />
      </Section>
      <Section id="location" heading={bidi(text.map.heading, locale)}>
        <MapEmbed
          embedUrl={mapEmbedUrl}
          directionsUrl={directionsUrl}
          title={text.map.heading}
          fallback={text.map.fallback}
        />
      </Section>
    </>
  );
}
