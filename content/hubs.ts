import type { Picture } from './types';
import { articleOrder, getRoute, productCatalogue, type RoutePath } from './routes';
import { serviceSummaries } from './services';
import { industrySummaries } from './industries';
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

export const serviceCards: LinkCard[] = serviceSummaries.map((service) => ({
  href: service.path,
  title: getRoute(service.path).name,
  text: service.subText,
  image: service.image,
}));

export const industryCards: LinkCard[] = industrySummaries.map((industry) => ({
  href: industry.path,
  title: getRoute(industry.path).name,
  text: industry.description,
  image: industry.image,
}));

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
