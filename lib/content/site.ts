/**
 * Company identity, read from content/site.yml: the one place for every name, address and number.
 * Every value there is a placeholder listed in content/PLACEHOLDERS.md.
 */
import 'server-only';
import { contentIn, fullAddressOf } from './load';
import { perLocale } from './localized';
import { whatsappLink, whatsappNumberOf, type Contact } from './contact';

export { phoneText } from './contact';

/** The identity in a language: its texts (address, opening days, reply promise) translated. */
export const siteIn = perLocale((locale) => {
  const site = contentIn(locale).site;
  /** What client components get of the identity, as props. */
  const contact: Contact = {
    origin: site.origin,
    email: site.email,
    replyTime: site.replyTime,
    office: site.phones.office,
    mobile: site.phones.mobile,
  };
  return { site, fullAddress: fullAddressOf(site, locale), contact };
});

export const { site, fullAddress, contact } = siteIn('en');

const mapsQuery = encodeURIComponent(`${site.legalName}, ${fullAddress}`);
export const mapEmbedUrl = `https://www.google.com/maps?q=${mapsQuery}&output=embed`;
export const directionsUrl = `https://www.google.com/maps/dir/?api=1&destination=${mapsQuery}`;

export const whatsappNumber = whatsappNumberOf(site.phones.mobile);
export const whatsappUrl = (text?: string) => whatsappLink(site.phones.mobile, text);
