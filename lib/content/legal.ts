/**
 * Terms & Conditions and Privacy Policy, read from content/legal/. The privacy policy describes what
 * the site really does: review it whenever the form, the map, the host or the analytics change.
 */
import 'server-only';
import { contentIn } from './load';
import { lookupByPath } from './lookup';
import { perLocale } from './localized';
import type { Locale } from '../i18n/locales';

const lookupIn = perLocale((locale) => lookupByPath(contentIn(locale).legal, 'legal page'));
export const getLegalIn = (path: string, locale: Locale) => lookupIn(locale)(path);

export const terms = getLegalIn('/terms-condition', 'en');
export const privacy = getLegalIn('/privacy-policy', 'en');
