/**
 * The blog's numbered pages: /blog lists the articles newest first, `blogPageSize` a page, and the
 * older ones follow on /blog/page/2, /blog/page/3 … as many pages as the articles need. Pure: the
 * route table (counting the article files), the /blog template and the tests share it.
 */
import { fill } from '../i18n/text';
import type { InterfaceWords } from './interface-schema';

/** How many articles one page of the blog lists. */
export const blogPageSize = 24;

/** The article file name the numbered pages keep for themselves: /blog/page would sit over them. */
export const reservedArticleName = 'page';

export type BlogPagePath = '/blog' | `/blog/page/${number}`;

/** How many pages `articles` articles fill: at least one, /blog itself. */
export const blogPageCount = (articles: number) => Math.max(1, Math.ceil(articles / blogPageSize));

/** Page 1 is /blog (there is no /blog/page/1); page n is /blog/page/n. */
export const blogPagePath = (page: number): BlogPagePath =>
  page === 1 ? '/blog' : `/blog/page/${page}`;

/** '/blog' → 1, '/blog/page/3' → 3; any other address (an article, /blog/page/1) → undefined. */
export function blogPageNumber(path: string): number | undefined {
  if (path === '/blog') return 1;
  const match = /^\/blog\/page\/([1-9]\d*)$/.exec(path);
  const page = match ? Number(match[1]) : undefined;
  return page && page > 1 ? page : undefined;
}

/** The addresses of the pages after the first, for a blog of `articles` articles. */
export const laterBlogPagePaths = (articles: number): BlogPagePath[] =>
  Array.from({ length: blogPageCount(articles) - 1 }, (_, index) => blogPagePath(index + 2));

/** Code-point order: the same on every machine, whatever its locale. */
const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Newest first by publication date (ISO, so text order is date order); the same day by address. */
export function newestFirst<T extends { path: string; published: string }>(
  articles: readonly T[],
): T[] {
  return [...articles].sort((a, b) => byText(b.published, a.published) || byText(a.path, b.path));
}

interface BlogPage<T> {
  number: number;
  path: BlogPagePath;
  items: T[];
}

/** `items` in pages of `blogPageSize`, in their order; an empty list is one empty page. */
export function blogPages<T>(items: readonly T[]): BlogPage<T>[] {
  return Array.from({ length: blogPageCount(items.length) }, (_, index) => ({
    number: index + 1,
    path: blogPagePath(index + 1),
    items: items.slice(index * blogPageSize, (index + 1) * blogPageSize),
  }));
}

/** The blog as visitors page through it: the articles newest first, `blogPageSize` a page. */
export const blogListing = <T extends { path: string; published: string }>(
  articles: readonly T[],
) => blogPages(newestFirst(articles));

interface PageTexts {
  name: string;
  title: string;
  description: string;
  heading: string;
  tagline: string;
}

/** A text's length as a reader reads it (the content check and the admin's counter count so). */
const length = (value: string) => value.length;

/**
 * `text` and `suffix` within `max` characters, as HTML writes them. Too long, the text first loses
 * an aside in brackets at its end (the English term after an Arabic word), whole; then words from
 * its end, marked with an ellipsis, never leaving a bracket open.
 */
function withSuffix(text: string, suffix: string, max: number): string {
  const fits = (value: string) => length(value + suffix) <= max;
  if (fits(text)) return text + suffix;
  const plain = text.replace(/\s*\([^()]*\)$/, '');
  if (fits(plain)) return plain + suffix;
  let cut = plain;
  while (cut.includes(' ') && !fits(`${cut}…`)) {
    cut = cut.slice(0, cut.lastIndexOf(' '));
    if (cut.split('(').length > cut.split(')').length) cut = cut.slice(0, cut.lastIndexOf('('));
    cut = cut.replace(/[\s,;:.–-]+$/, '');
  }
  return `${cut}…${suffix}`;
}

/** Search engines show a title of up to 70 characters and a description of up to 160. */
const titleLimit = 70;
const descriptionLimit = 160;

/**
 * The texts of blog page `page` (2 and on), from the blog's own: its title, description and heading
 * with "– page n", its name "Page n" (breadcrumbs). The title leaves room for " | <short name>" and
 * keeps within the limits above, shortening the blog's text at a word where it has to.
 */
export function blogPageTexts<Text extends PageTexts>(
  blog: Text,
  page: number,
  words: InterfaceWords['blogPages'],
  shortName: string,
): PageTexts {
  const suffix = fill(words.suffix, { n: page });
  return {
    name: fill(words.page, { n: page }),
    title: withSuffix(blog.title, suffix, titleLimit - length(` | ${shortName}`)),
    description: withSuffix(blog.description, suffix, descriptionLimit),
    heading: blog.heading + suffix,
    tagline: blog.tagline,
  };
}
