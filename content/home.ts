/** Home page sections, read from content/home.yml. */
import 'server-only';
import { loadContent } from './load';
import type { Home } from './schema';

export type HeroSlide = Home['heroSlides'][number];
export type HomeAbout = Home['about'];
export type Logo = Home['clients'][number];

export const {
  heroSlides,
  about: homeAbout,
  projects,
  keyFeatures,
  whyChooseUs,
  testimonials,
  clients,
  certifications,
} = loadContent().home;
