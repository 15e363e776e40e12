/**
 * Terms & Conditions and Privacy Policy, read from content/legal/. The privacy policy describes what
 * the site really does: review it whenever the form, the map, the host or the analytics change.
 */
import 'server-only';
import { loadContent } from './load';
import { lookupByPath } from './lookup';

const getLegal = lookupByPath(loadContent().legal, 'legal page');
export const terms = getLegal('/terms-condition');
export const privacy = getLegal('/privacy-policy');
