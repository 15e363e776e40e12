/**
 * Company identity, read from content/site.yml: the one place for every name, address and number.
 * Every value there is a placeholder listed in content/PLACEHOLDERS.md.
 */
import 'server-only';
import { loadContent } from './load';
import { whatsappLink, whatsappNumberOf, type Contact } from './contact';

export { phoneText } from './contact';

export const site = loadContent().site;

export const fullAddress = `${site.address.street}, ${site.address.locality}, ${site.address.country}`;

const mapsQuery = encodeURIComponent(`${site.legalName}, ${fullAddress}`);
export const mapEmbedUrl = `https://www.google.com/maps?q=${mapsQuery}&output=embed`;
export const directionsUrl = `https://www.google.com/maps/dir/?api=1&destination=${mapsQuery}`;

export const whatsappNumber = whatsappNumberOf(site.phones.mobile);
export const whatsappUrl = (text?: string) => whatsappLink(site.phones.mobile, text);

/** What client components get of the identity, as props. */
export const contact: Contact = {
  origin: site.origin,
  email: site.email,
  replyTime: site.replyTime,
  office: site.phones.office,
  mobile: site.phones.mobile,
};
