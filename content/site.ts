/**
 * Company identity: the one place for every name, address and number the spec hides.
 * Every value here is a placeholder listed in content/PLACEHOLDERS.md; replace them there and here.
 */
export interface SocialLink {
  label: string;
  href: string;
}

export const site = {
  /** Public origin the site is deployed at: canonical URLs, sitemap, Open Graph. */
  origin: 'https://www.meridiancable.ae',
  name: 'Meridian Cable Solutions',
  shortName: 'Meridian',
  legalName: 'Meridian Cable Solutions FZE',
  /** The legal form, said wherever the legal name appears (terms, privacy, footer). */
  registration:
    'a free zone establishment (FZE) registered with the Sharjah Airport International Free Zone (SAIF Zone) Authority',
  registrationShort: 'registered with the SAIF Zone Authority, Sharjah',
  tagline:
    'Cable management, cable termination, enclosures and E&I bulk materials for industry across the UAE.',
  founded: '2018-09',
  email: 'info@meridiancable.ae',
  careersEmail: 'careers@meridiancable.ae',
  phones: {
    tollFree: { label: 'Toll free', display: '800 637 4342', tel: '8006374342' },
    office: { label: 'Office', display: '+971 6 557 2180', tel: '+97165572180' },
    mobile: { label: 'Mobile', display: '+971 50 318 4627', tel: '+971503184627' },
  },
  address: {
    street: 'Warehouse Q4-118, Saif Zone',
    locality: 'Sharjah',
    region: 'Sharjah',
    /** The UAE has no postcodes; a PO Box is a delivery box, not a postal code. */
    poBox: '8163',
    country: 'United Arab Emirates',
    countryCode: 'AE',
  },
  geo: { latitude: 25.3289, longitude: 55.5186 },
  /** Opening hours in schema.org form, and the days as the contact page says them. */
  openingHours: 'Mo-Sa 08:00-18:00',
  openingDays: 'Monday to Saturday',
  /** The reply promise in the quote dialog. */
  replyTime: 'usually within one working day',
  /** Only links with a real URL are shown; leave the list empty rather than add a dead icon. */
  social: [
    { label: 'LinkedIn', href: 'https://www.linkedin.com/company/meridian-cable-solutions' },
    { label: 'Instagram', href: 'https://www.instagram.com/meridiancable.ae' },
    { label: 'Facebook', href: 'https://www.facebook.com/meridiancable.ae' },
    { label: 'X', href: 'https://x.com/meridiancable' },
  ] satisfies SocialLink[],
  developer: { name: 'Northlight Web Studio', href: 'https://www.northlight.studio' },
} as const;

export const fullAddress = `${site.address.street}, ${site.address.locality}, ${site.address.country}`;

const mapsQuery = encodeURIComponent(`${site.legalName}, ${fullAddress}`);
export const mapEmbedUrl = `https://www.google.com/maps?q=${mapsQuery}&output=embed`;
export const directionsUrl = `https://www.google.com/maps/dir/?api=1&destination=${mapsQuery}`;

/** Phone numbers as link text: non-breaking spaces keep a number on one line. */
export const phoneText = (display: string) => display.replace(/ /g, '\u00a0');

/** WhatsApp click-to-chat goes to the mobile number: international format, digits only (wa.me's rule). */
export const whatsappNumber = site.phones.mobile.tel.replace(/\D/g, '');

export function whatsappUrl(text?: string) {
  const query = text ? `?text=${encodeURIComponent(text)}` : '';
  return `https://wa.me/${whatsappNumber}${query}`;
}
