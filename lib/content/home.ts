/** Home page sections, read from content/home.yml. */
import 'server-only';
import { contentIn } from './load';
import type { Locale } from '../i18n/locales';
import type { Home } from './schema';

export type HeroSlide = Home['heroSlides'][number];
export type HomeAbout = Home['about'];
export type Logo = Home['clients'][number];

export const homeIn = (locale: Locale): Home => contentIn(locale).home;

export const {
  heroSlides,
  about: homeAbout,
  projects,
  keyFeatures,
  whyChooseUs,
  testimonials,
  clients,
  certifications,
} = homeIn('en');
