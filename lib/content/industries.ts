/** The industry pages, read from content/industries/, in the order of the industries menu. */
import 'server-only';
import { contentIn } from './load';
import { lookupByPath } from './lookup';
import { perLocale } from './localized';
import type { Locale } from '../i18n/locales';

const industriesIn = (locale: Locale) => contentIn(locale).industries;
const lookupIn = perLocale((locale) => lookupByPath(industriesIn(locale), 'industry page'));
export const getIndustryIn = (path: string, locale: Locale) => lookupIn(locale)(path);

export const industries = industriesIn('en');
export const getIndustry = (path: string) => getIndustryIn(path, 'en');
