/**
 * The hub pages (/services, /industries, /product, /blog): their cards, in the order and with the
 * labels of content/hubs.yml; each card's title, text and image come from the page it leads to.
 */
import 'server-only';
import type { Picture } from './types';
import { localeInfo, type Locale } from '../i18n/locales';
import type { RoutePath } from './routes';
import { contentIn } from './load';
import { pageIn } from './entries';
import { perLocale } from './localized';
import { routeText } from './route-text';
import { newestFirst } from './blog-pages';
import type { HubIntro } from './schema';

/** A card on a hub page (/services, /industries, /product, /blog) that leads to one page. */
export interface LinkCard {
  href: RoutePath;
  title: string;
  text: string;
  image: Picture;
  /** A date shown above the title, e.g. an article's publication date. */
  meta?: string;
  metaDateTime?: string;
}

/** '2025-06-12' → '12 June 2025'; in Arabic the month's Arabic name with Western digits. */
export const formatDate = (iso: string, locale: Locale = 'en') =>
  new Date(`${iso}T00:00:00Z`)
    .toLocaleDateString(localeInfo[locale].intl, {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
      numberingSystem: 'latn',
    })
    // One unit on the line in Arabic: "8 مارس 2025" never breaks after the day.
    .replace(/ /g, locale === 'ar' ? '\u00a0' : ' ');

export type HubPath = '/services' | '/industries' | '/product' | '/blog';

interface Hub {
  cards: LinkCard[];
  /** The list's accessible name, and the id of its hidden heading (the same in every language). */
  label: string;
  headingId: string;
  /** The cards' call to action. */
  cta: string;
  /** The how-to-choose text under the cards. */
  intro?: HubIntro;
}

const headingIds: Record<HubPath, string> = {
  '/services': 'services-list',
  '/industries': 'industries-list',
  '/product': 'product-categories-list',
  '/blog': 'articles-list',
};

/** Each hub page in a language: its cards, the list's accessible name and the cards' call to action. */
export const hubsIn = perLocale((locale): Record<HubPath, Hub> => {
  const { product, services, industries, blog } = contentIn(locale).hubs;
  const summaryCard = (page: { path: RoutePath; summary: { text: string; image: Picture } }) => ({
    href: page.path,
    title: routeText(page.path, locale).name,
    text: page.summary.text,
    image: page.summary.image,
  });
  return {
    '/services': {
      ...services,
      headingId: headingIds['/services'],
      cards: services.pages.map((path) => summaryCard(pageIn('services', path, locale))),
    },
    '/industries': {
      ...industries,
      headingId: headingIds['/industries'],
      cards: industries.pages.map((path) => summaryCard(pageIn('industries', path, locale))),
    },
    '/product': {
      ...product,
      headingId: headingIds['/product'],
      cards: product.pages.map((path) => ({
        href: path,
        title: routeText(path, locale).name,
        text: routeText(path, locale).tagline,
        image: pageIn('products', path, locale).image,
      })),
    },
    '/blog': {
      ...blog,
      headingId: headingIds['/blog'],
      // Every article, newest first; the template shows them a page at a time (blog-pages.ts).
      cards: newestFirst(contentIn(locale).articles).map((article) => ({
        href: article.path,
        title: article.heading,
        text: article.excerpt,
        image: article.headerImage,
        meta: formatDate(article.published, locale),
        metaDateTime: article.published,
      })),
    },
  };
});

/** The Products menu of the header, in content/hubs.yml's order. */
export const productsMenuIn = (locale: Locale): RoutePath[] => contentIn(locale).hubs.product.menu;

/** The services in the order of content/hubs.yml (the /services cards and the home carousel). */
export const serviceOrderIn = (locale: Locale) =>
  contentIn(locale).hubs.services.pages.map((path) => pageIn('services', path, locale));

/**
 * The quote form's Service type options: the services, the product categories and Other. The value
 * sent is the English name (the sales team reads it); the label is the page's name in the language.
 */
export const serviceOptionsIn = perLocale((locale) => {
  const { hubs, products } = contentIn('en');
  const productPaths = [
    ...hubs.product.menu,
    ...products
      .map((page) => page.path)
      .filter((path) => !(hubs.product.menu as RoutePath[]).includes(path)),
  ];
  return [...hubs.services.pages, ...productPaths].map((path) => ({
    value: routeText(path, 'en').name,
    label: routeText(path, locale).name,
  }));
});
