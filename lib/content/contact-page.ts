/** The contact page's texts, read from content/contact.yml. */
import 'server-only';
import { contentIn } from './load';
import type { Locale } from '../i18n/locales';

export const contactPageIn = (locale: Locale) => contentIn(locale).contact;
