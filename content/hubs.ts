import type { Picture } from './types';
import { articleOrder, getRoute, productCatalogue, type RoutePath } from './routes';
import { services } from './services';
import { industries } from './industries';
import { getProduct } from './products';
import { getArticle } from './articles';

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

export const formatDate = (iso: string) =>
  new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

/** A hub card from a service or industry page's summary (its card text and image). */
const summaryCard = (page: (typeof services)[number] | (typeof industries)[number]): LinkCard => ({
  href: page.path,
  title: getRoute(page.path).name,
  text: page.summary.text,
  image: page.summary.image,
});

export const serviceCards = services.map(summaryCard);
export const industryCards = industries.map(summaryCard);

export const productCards: LinkCard[] = productCatalogue.map((path) => ({
  href: path,
  title: getRoute(path).name,
  text: getRoute(path).tagline,
  image: getProduct(path).image,
}));

export const articleCards: LinkCard[] = articleOrder.map((path) => {
  const article = getArticle(path);
  return {
    href: path,
    title: getRoute(path).heading,
    text: article.excerpt,
    image: article.headerImage,
    meta: formatDate(article.published),
    metaDateTime: article.published,
  };
});

export type HubPath = '/services' | '/industries' | '/product' | '/blog';

/** Each hub page: its cards, the list's accessible name and the cards' call to action. */
export const hubs: Record<HubPath, { cards: LinkCard[]; label: string; cta?: string }> = {
  '/services': { cards: serviceCards, label: 'Services' },
  '/industries': { cards: industryCards, label: 'Industries', cta: 'Explore' },
  '/product': { cards: productCards, label: 'Product categories', cta: 'View products' },
  '/blog': { cards: articleCards, label: 'Articles', cta: 'Read article' },
};
