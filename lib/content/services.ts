/** The service pages, read from content/services/, in the order of the services menu. */
import 'server-only';
import { contentIn } from './load';
import { lookupByPath } from './lookup';
import { perLocale } from './localized';
import type { Locale } from '../i18n/locales';

const servicesIn = (locale: Locale) => contentIn(locale).services;
const lookupIn = perLocale((locale) => lookupByPath(servicesIn(locale), 'service page'));
export const getServiceIn = (path: string, locale: Locale) => lookupIn(locale)(path);

export const services = servicesIn('en');
