import type { Picture } from './types';
import { localeInfo, type Locale } from '../i18n/locales';
import { articleOrder, productCatalogue, type RoutePath } from './routes';
import { servicesIn } from './services';
import { industriesIn } from './industries';
import { getProductIn } from './products';
import { getArticleIn } from './articles';
import { perLocale } from './localized';
import { routeText } from './route-text';
import { pagesText } from '../i18n/pages';

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
  new Date(`${iso}T00:00:00Z`).toLocaleDateString(localeInfo[locale].intl, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
    numberingSystem: 'latn',
  });

type SummaryPage = ReturnType<typeof servicesIn>[number] | ReturnType<typeof industriesIn>[number];

/** A hub card from a service or industry page's summary (its card text and image). */
const summaryCard = (locale: Locale) => (page: SummaryPage) => ({
  href: page.path,
  title: routeText(page.path, locale).name,
  text: page.summary.text,
  image: page.summary.image,
});

export type HubPath = '/services' | '/industries' | '/product' | '/blog';

export interface Hub {
  cards: LinkCard[];
  /** The list's accessible name, and the id of its hidden heading (the same in every language). */
  label: string;
  headingId: string;
  /** The cards' call to action. */
  cta?: string;
}

/** Each hub page in a language: its cards, the list's accessible name and the cards' call to action. */
export const hubsIn = perLocale((locale): Record<HubPath, Hub> => {
  const text = pagesText[locale].hubs;
  const headingId = (english: string) => `${english.toLowerCase().replace(/[^a-z]+/g, '-')}-list`;
  const english = pagesText.en.hubs;
  const productCards: LinkCard[] = productCatalogue.map((path) => ({
    href: path,
    title: routeText(path, locale).name,
    text: routeText(path, locale).tagline,
    image: getProductIn(path, locale).image,
  }));
  const articleCards: LinkCard[] = articleOrder.map((path) => {
    const article = getArticleIn(path, locale);
    return {
      href: path,
      title: routeText(path, locale).heading,
      text: article.excerpt,
      image: article.headerImage,
      meta: formatDate(article.published, locale),
      metaDateTime: article.published,
    };
  });
  return {
    '/services': {
      cards: servicesIn(locale).map(summaryCard(locale)),
      ...text.services,
      headingId: headingId(english.services.label),
    },
    '/industries': {
      cards: industriesIn(locale).map(summaryCard(locale)),
      ...text.industries,
      headingId: headingId(english.industries.label),
    },
    '/product': {
      cards: productCards,
      ...text.product,
      headingId: headingId(english.product.label),
    },
    '/blog': { cards: articleCards, ...text.blog, headingId: headingId(english.blog.label) },
  };
});

export const hubs = hubsIn('en');
export const serviceCards = hubs['/services'].cards;
export const industryCards = hubs['/industries'].cards;
export const productCards = hubs['/product'].cards;
export const articleCards = hubs['/blog'].cards;
