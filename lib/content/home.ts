/** Home page sections, read from content/home.yml. */
import 'server-only';
import { contentIn } from './load';
import type { Locale } from '../i18n/locales';
import type { Home } from './schema';

export const homeIn = (locale: Locale): Home => contentIn(locale).home;

export const { heroSlides } = homeIn('en');
