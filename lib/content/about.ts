/** /about page content, read from content/about.yml. The banner heading and tagline come from the route table. */
import 'server-only';
import { contentIn } from './load';
import type { Locale } from '../i18n/locales';

export const aboutIn = (locale: Locale) => contentIn(locale).about;

export const about = aboutIn('en');
