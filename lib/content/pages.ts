/**
 * The one way from content to a page: `getPage(kind, path, locale)` returns everything a route's
 * body shows, read once per page render (React's `cache()`), and the page passes it down as props.
 * Components below a page never look content up by path; only the frame (header, footer, the print
 * header's company identity) and the interface words are read where they are drawn.
 *
 *   content/*.yml ─ load.ts (read, check, lay Arabic over English) ─ getPage ─ route file ─ template
 *
 * A new page of an existing kind is one content file (and, in English, its route folder).
 */
import 'server-only';
import { cache } from 'react';
import type { Locale } from '../i18n/locales';
import { contentIn } from './load';
import { pageIn } from './entries';
import { lookupByPath } from './lookup';
import { getRoute, type RoutePath, type RouteKind } from './routes';
import { routeText } from './route-text';
import { tablesFor, checklistFor } from './catalogue';
import { compliancePanelFor, documentFor } from './datasheet';
import { glandSelectorFor } from './gland-selector';
import { hubsIn, serviceOrderIn, type HubPath } from './hubs';
import { blogPageNumber, blogPages, type BlogPagePath } from './blog-pages';
import type { Article, DetailPage, LegalDocument, Picture } from './types';

/** A page's first screen: breadcrumbs (Home, the listing page, the page), its h1 and tagline. */
export interface Banner {
  path: RoutePath;
  heading: string;
  tagline: string;
  trail: { path: RoutePath; name: string }[];
}

function bannerOf(path: RoutePath, locale: Locale, parent?: RoutePath): Banner {
  const { heading, tagline } = routeText(path, locale);
  const trail = (['/', ...(parent ? [parent] : []), path] as RoutePath[]).map((item) => ({
    path: item,
    name: routeText(item, locale).name,
  }));
  return { path, heading, tagline, trail };
}

export type DetailKind = Extract<RouteKind, 'product' | 'service' | 'industry'>;

export const detailKinds: Record<
  DetailKind,
  { list: 'products' | 'services' | 'industries'; parent: RoutePath }
> = {
  product: { list: 'products', parent: '/product' },
  service: { list: 'services', parent: '/services' },
  industry: { list: 'industries', parent: '/industries' },
};

/** A product, service or industry page: the one template, different content. */
function detailPage(path: RoutePath, locale: Locale) {
  const kind = getRoute(path).kind as DetailKind;
  const { list, parent } = detailKinds[kind];
  const pages: readonly DetailPage[] = contentIn(locale)[list];
  const page = lookupByPath(pages, `${kind} page`)(path);
  return {
    kind,
    path,
    locale,
    banner: bannerOf(path, locale, parent),
    page,
    name: routeText(path, locale).name,
    // The quote form preselects a product or service by its English name; an industry page spans
    // several, so it preselects Other.
    quoteService: kind === 'industry' ? 'Other' : routeText(path, 'en').name,
    tables: tablesFor(path, locale),
    englishTables: tablesFor(path, 'en'),
    checklist: checklistFor(path, locale),
    compliance: compliancePanelFor(path, locale),
    selector: kind === 'product' ? glandSelectorFor(path, locale) : undefined,
    datasheet: documentFor(path, locale),
  };
}

/** An article: its text, the pages it links to by name, and the next article by its heading. */
function articlePage(path: RoutePath, locale: Locale) {
  const articles = contentIn(locale).articles;
  const article: Article = pageIn('articles', path, locale);
  const order = articles.map((entry) => entry.path);
  const next = order[(order.indexOf(path) + 1) % order.length] ?? '/blog';
  return {
    kind: 'article' as const,
    path,
    locale,
    banner: bannerOf(path, locale, '/blog'),
    article,
    related: article.related.map((href) => ({ path: href, name: routeText(href, locale).name })),
    next: { path: next, heading: routeText(next, locale).heading },
  };
}

function legalPage(path: RoutePath, locale: Locale) {
  const document: LegalDocument = pageIn('legal', path, locale);
  return { kind: 'legal' as const, path, locale, banner: bannerOf(path, locale), document };
}

/** /services, /industries, /product, /blog and the blog's numbered pages. */
function hubPage(path: RoutePath, locale: Locale) {
  const number = blogPageNumber(path) ?? 0;
  const hub = hubsIn(locale)[number ? '/blog' : (path as HubPath)];
  if (!hub) throw new Error(`${path} is no hub page`);
  const pages = number ? blogPages(hub.cards) : [];
  const shown = pages[number - 1];
  if (number && !shown) throw new Error(`${path}: the blog has ${pages.length} pages`);
  return {
    kind: 'hub' as const,
    path: path as HubPath | BlogPagePath,
    locale,
    banner: bannerOf(path, locale, number > 1 ? '/blog' : undefined),
    hub,
    cards: shown?.items ?? hub.cards,
    /** The blog's page number (0 elsewhere) and how many pages it has. */
    number,
    pageCount: pages.length,
  };
}

/** The pages with a body of their own: their content file, and the banner where they show one. */
const ownPage =
  <Name extends 'home' | 'about' | 'career' | 'contact'>(name: Name, path: RoutePath) =>
  (_path: RoutePath, locale: Locale) => ({
    kind: name,
    path,
    locale,
    banner: bannerOf(path, locale),
    content: contentIn(locale)[name],
  });

/** A service card of the home page's carousel. */
export interface HomeService {
  path: RoutePath;
  name: string;
  summary: { text: string; image: Picture };
}

function homePage(path: RoutePath, locale: Locale) {
  const services: HomeService[] = serviceOrderIn(locale).map((service) => ({
    path: service.path,
    name: routeText(service.path, locale).name,
    summary: service.summary,
  }));
  return { ...ownPage('home', '/')(path, locale), services };
}

const makers = {
  detail: detailPage,
  article: articlePage,
  legal: legalPage,
  hub: hubPage,
  home: homePage,
  quote: (_path: RoutePath, locale: Locale) => ({
    kind: 'quote' as const,
    path: '/quote' as RoutePath,
    locale,
    banner: bannerOf('/quote', locale),
  }),
  about: ownPage('about', '/about'),
  career: ownPage('career', '/career'),
  contact: ownPage('contact', '/contact-us'),
};

type Makers = typeof makers;
type PageKind = keyof Makers;
export type PageData<Kind extends PageKind> = ReturnType<Makers[Kind]>;
export type DetailPageData = PageData<'detail'>;
export type ArticlePageData = PageData<'article'>;
export type LegalPageData = PageData<'legal'>;
export type HubPageData = PageData<'hub'>;

/**
 * Everything the body of a page of this kind shows, in one language; the same call twice in one
 * render reads nothing again. A path of the wrong kind fails the build with its name.
 */
export const getPage = cache(
  <Kind extends PageKind>(kind: Kind, path: RoutePath, locale: Locale): PageData<Kind> =>
    makers[kind](path, locale) as PageData<Kind>,
);
