import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { lookupByPath } from './lookup';
import { laterBlogPagePaths, reservedArticleName } from './blog-pages';

/**
 * The route table: every page of the site, its kind and whether search engines may list it. The
 * spec's pages are fixed here (each has its folder under app/(en)/, the exact case of its path); an
 * article added in the admin (content/blog/<name>.yml) joins them at /blog/<name>. Every text of
 * a page (menu name, title, description, banner) is content: content/routes.yml, or the article's
 * own file. The blog's pages after the first (/blog/page/2 …, lib/content/blog-pages.ts) follow
 * /blog, as many as its articles fill; like the added articles they have no folder of their own.
 */
export type RouteKind = 'home' | 'page' | 'product' | 'service' | 'industry' | 'article' | 'legal';

export const specRoutes = [
  { path: '/', kind: 'home' },
  { path: '/about', kind: 'page' },
  { path: '/services', kind: 'page' },
  { path: '/product', kind: 'page' },
  { path: '/product-detail', kind: 'product' },
  { path: '/ipconnectors', kind: 'product' },
  { path: '/enterable', kind: 'product' },
  { path: '/PowerInstrumentation', kind: 'product' },
  { path: '/GlandsAccessories', kind: 'product' },
  { path: '/TerminationTools', kind: 'product' },
  { path: '/LabellingSystems', kind: 'product' },
  { path: '/CableManagementSystem', kind: 'product' },
  { path: '/Cableties', kind: 'product' },
  { path: '/HeatShrink', kind: 'product' },
  { path: '/GroundPowerSupply', kind: 'product' },
  { path: '/InstrumentationBulk', kind: 'product' },
  { path: '/cable-termination', kind: 'service' },
  { path: '/customised-enclosure-solutions', kind: 'service' },
  { path: '/cable-industrial', kind: 'service' },
  { path: '/cable-cutting', kind: 'service' },
  { path: '/transit-inspection', kind: 'service' },
  { path: '/industries', kind: 'page' },
  { path: '/landscape', kind: 'industry' },
  { path: '/oilgas', kind: 'industry' },
  { path: '/solar', kind: 'industry' },
  { path: '/utilities', kind: 'industry' },
  { path: '/construction', kind: 'industry' },
  { path: '/industrial', kind: 'industry' },
  { path: '/blog', kind: 'page' },
  { path: '/blogdetail', kind: 'article' },
  { path: '/blogdetail2', kind: 'article' },
  { path: '/blogdetail3', kind: 'article' },
  { path: '/blogdetail4', kind: 'article' },
  { path: '/blogdetail5', kind: 'article' },
  { path: '/career', kind: 'page' },
  { path: '/contact-us', kind: 'page' },
  { path: '/quote', kind: 'page', noindex: true },
  { path: '/terms-condition', kind: 'legal' },
  { path: '/privacy-policy', kind: 'legal' },
] as const satisfies readonly { path: string; kind: RouteKind; noindex?: true }[];

export type SpecPath = (typeof specRoutes)[number]['path'];
/** The address of an article added in the admin. */
export type AddedArticlePath = `/blog/${string}`;
export type RoutePath = SpecPath | AddedArticlePath;

interface Route {
  path: RoutePath;
  kind: RouteKind;
  /** A visitor's own page (the quote list): `noindex`, left out of the sitemap and site search. */
  noindex?: true;
}

/** Where editors add articles: content/blog/<name>.yml is the page /blog/<name>. */
export const addedArticlesFolder = 'blog';
const addedArticlesDir = join(process.cwd(), 'content', addedArticlesFolder);

/** content/blog/my-article.yml → /blog/my-article. */
export const addedArticlePathOf = (fileName: string): AddedArticlePath =>
  `/blog/${fileName.replace(/\.yml$/, '')}`;

/** An English content file, not a translation (`x.ar.yml`) beside one. */
export const isEnglishFile = (fileName: string) =>
  fileName.endsWith('.yml') && !/\.[a-z]{2}\.yml$/.test(fileName);

/**
 * Articles added in the admin, in the order of their file names (not content/blog/page.yml, whose
 * address the blog's pages keep: the content check refuses it).
 */
function addedArticles(): Route[] {
  if (!existsSync(addedArticlesDir)) return [];
  return readdirSync(addedArticlesDir)
    .filter(isEnglishFile)
    .filter((fileName) => fileName !== `${reservedArticleName}.yml`)
    .map(addedArticlePathOf)
    .sort()
    .map((path) => ({ path, kind: 'article' }));
}

const spec: readonly Route[] = specRoutes;
const lastSpecArticle = spec.findLastIndex((route) => route.kind === 'article');
const blogIndex = spec.findIndex((route) => route.path === '/blog');
const added = addedArticles();
/** /blog/page/2 and on: the pages the articles fill after /blog (every article file is one). */
const blogPages: Route[] = laterBlogPagePaths(
  spec.filter((route) => route.kind === 'article').length + added.length,
).map((path) => ({ path, kind: 'page' }));

/** Every page: the spec's, the blog's later pages after /blog, the added articles after the spec's five. */
export const routes: readonly Route[] = [
  ...spec.slice(0, blogIndex + 1),
  ...blogPages,
  ...spec.slice(blogIndex + 1, lastSpecArticle + 1),
  ...added,
  ...spec.slice(lastSpecArticle + 1),
];

export const getRoute = lookupByPath<Route>(routes, 'route');

const paths = new Set<string>(routes.map((route) => route.path));
export function isRoute(path: string): path is RoutePath {
  return paths.has(path);
}

/** The routes search engines may list: everything but a visitor's own pages. */
export const indexedRoutes: Route[] = routes.filter((route) => !route.noindex);

export function routesOfKind(kind: RouteKind): Route[] {
  return routes.filter((route) => route.kind === kind);
}

/** Header and side-menu links, in the spec's order. */
export const mainNav: RoutePath[] = [
  '/',
  '/about',
  '/services',
  '/industries',
  '/product',
  '/blog',
];

/** The footer's quick links, in the spec's order. */
export const footerLinks: RoutePath[] = [
  '/',
  '/about',
  '/career',
  '/blog',
  '/contact-us',
  '/terms-condition',
  '/privacy-policy',
];
