import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Config, Parser, type HtmlElement } from 'html-validate';
import {
  blogListing,
  blogPageCount,
  blogPageNumber,
  blogPagePath,
  blogPageSize,
  blogPageTexts,
  laterBlogPagePaths,
  reservedArticleName,
} from '@/lib/content/blog-pages';
import { addedArticlesFolder, routes } from '@/lib/content/routes';
import { contentDir, contentIn, loadContent, readContent, routeTextOf } from '@/lib/content/load';
import { hubsIn } from '@/lib/content/hubs';
import { sitemapPaths } from '../html';

/** The blog pages' words of each language, from content/interface.yml. */
const words = (locale: 'en' | 'ar') => contentIn(locale).interface.blogPages;
import { fill } from '@/lib/i18n/text';
import { localePath, locales } from '@/lib/i18n/locales';
import * as blogRoute from '@/app/(en)/blog/[[...slug]]/page';
import { htmlFor, outDir, readText, requireExport } from './export';

/**
 * The blog's numbered pages (/blog, /blog/page/2 …): the listing over a generated list of articles,
 * the route table, the content check's reserved name, and the exported pages of both languages.
 * What is checked over out/ holds for any number of articles: with 24 or fewer there is only /blog
 * and no page numbers.
 */

/** `count` articles, a few sharing a day, in no particular order. */
function generated(count: number) {
  return Array.from({ length: count }, (_, n) => {
    const day = new Date(Date.UTC(2024, 0, 1 + Math.floor(n / 3)));
    return { path: `/blog/note-${(n * 37) % count}`, published: day.toISOString().slice(0, 10) };
  }).reverse();
}

describe('the blog listing (generated articles, no build)', () => {
  it('lists 50 articles newest first on /blog, /blog/page/2 and /blog/page/3, each once', () => {
    const articles = generated(50);
    const pages = blogListing(articles);
    expect(pages.map((page) => page.path)).toEqual(['/blog', '/blog/page/2', '/blog/page/3']);
    expect(pages.map((page) => page.number)).toEqual([1, 2, 3]);
    expect(pages.map((page) => page.items.length)).toEqual([24, 24, 2]);
    const listed = pages.flatMap((page) => page.items);
    expect(listed.map((article) => article.path).sort()).toEqual(
      articles.map((article) => article.path).sort(),
    );
    for (const [index, article] of listed.entries()) {
      const next = listed[index + 1];
      if (!next) continue;
      expect(article.published >= next.published, `${article.path} before ${next.path}`).toBe(true);
      // Articles of the same day keep one order, whatever order the files were read in.
      if (article.published === next.published) expect(article.path < next.path).toBe(true);
    }
    expect(blogListing([...articles].reverse())).toEqual(pages);
    // The newest article is the first card of /blog.
    const newest = articles.reduce((a, b) => (b.published > a.published ? b : a));
    expect(listed[0]!.published).toBe(newest.published);
  });

  it.each([
    [0, 1],
    [1, 1],
    [24, 1],
    [25, 2],
    [48, 2],
    [49, 3],
    [467, 20],
  ])('%i articles fill %i page(s), never an empty one', (articles, count) => {
    expect(blogPageCount(articles)).toBe(count);
    const pages = blogListing(generated(articles));
    expect(pages).toHaveLength(count);
    for (const page of pages) expect(page.items.length).toBeLessThanOrEqual(blogPageSize);
    if (articles > 0) for (const page of pages) expect(page.items.length).toBeGreaterThan(0);
    expect(laterBlogPagePaths(articles)).toEqual(pages.slice(1).map((page) => page.path));
  });

  it('shortens a title that would be too long: an aside in brackets first, whole, then words', () => {
    const texts = (title: string) => ({ ...base, title });
    const base = { name: 'x', description: 'd', heading: 'h', tagline: 't' };
    const suffix = fill(words('ar').suffix, { n: 2 });
    const arabic = 'مقالات تقنية في إدارة الكابلات والتوصيلات (Cable Management)';
    expect(blogPageTexts(texts(arabic), 2, words('ar'), 'Meridian').title).toBe(
      `مقالات تقنية في إدارة الكابلات والتوصيلات${suffix}`,
    );
    const english = 'Cable Glands (Armoured and Unarmoured Types for Hazardous Areas) and Plants';
    const { title } = blogPageTexts(texts(english), 2, words('ar'), 'Meridian');
    expect(title).toBe(`Cable Glands…${suffix}`);
    expect(`${title} | Meridian`.length).toBeLessThanOrEqual(70);
  });

  it('reads a page number from an address, and page 1 only as /blog', () => {
    for (const page of [1, 2, 3, 10, 21]) expect(blogPageNumber(blogPagePath(page))).toBe(page);
    for (const path of ['/blog/page/1', '/blog/page/0', '/blog/page/02', '/blog/page', '/blog/x'])
      expect(blogPageNumber(path), path).toBeUndefined();
  });

  it.each(locales)(
    'gives a later page its own title and description within the limits (%s)',
    (locale) => {
      const long = {
        name: 'Blog',
        title: 'Technical Articles on Cable Management & Glands for Engineers',
        description: `${'Practical articles for engineers and buyers on cable glands and labelling. '.repeat(2)}More.`,
        heading: 'Insights',
        tagline: 'Practical guidance.',
      };
      expect(long.description.length).toBeLessThanOrEqual(160);
      const text = blogPageTexts(long, 12, words(locale), 'Meridian');
      const suffix = fill(words(locale).suffix, { n: 12 });
      expect(text.title.endsWith(suffix)).toBe(true);
      expect(`${text.title} | Meridian`.length).toBeLessThanOrEqual(70);
      expect(text.description.endsWith(suffix)).toBe(true);
      expect(text.description.length).toBeLessThanOrEqual(160);
      expect(text.description.length).toBeGreaterThanOrEqual(120);
      expect(text.heading).toBe(long.heading + suffix);
      expect(text.name).toBe(fill(words(locale).page, { n: 12 }));
      // A short text keeps every word.
      expect(blogPageTexts({ ...long, title: 'Blog' }, 2, words(locale), 'M').title).toBe(
        `Blog${fill(words(locale).suffix, { n: 2 })}`,
      );
    },
  );
});

const { articles } = loadContent();
const count = blogPageCount(articles.length);
const blogPaths = Array.from({ length: count }, (_, index) => blogPagePath(index + 1));

describe('the route table', () => {
  it('holds one page per 24 articles, right after /blog, as pages without a folder', () => {
    const later = routes.filter((route) => route.path.startsWith('/blog/page/'));
    expect(later).toEqual(
      laterBlogPagePaths(articles.length).map((path) => ({ path, kind: 'page' })),
    );
    const at = routes.findIndex((route) => route.path === '/blog');
    expect(routes.slice(at, at + count).map((route) => route.path)).toEqual(blogPaths);
    for (const path of blogPaths) expect(routeTextOf(path).title, path).toBeTruthy();
  });

  it('gives the English catch-all exactly /blog and what sits under it', () => {
    const served = blogRoute.generateStaticParams().map(({ slug }) => ['/blog', ...slug].join('/'));
    expect(served.sort()).toEqual(
      routes
        .map((route) => route.path as string)
        .filter((path) => path === '/blog' || path.startsWith('/blog/'))
        .sort(),
    );
    expect(blogRoute.dynamicParams).toBe(false);
  });
});

describe('the content check', () => {
  const copies: string[] = [];
  afterAll(() => copies.forEach((root) => rmSync(root, { recursive: true, force: true })));
  const withArticle = (name: string) => {
    const root = mkdtempSync(join(tmpdir(), 'blog-pages-'));
    copies.push(root);
    const dir = join(root, 'content');
    cpSync(contentDir, dir, { recursive: true });
    // A new article as the admin writes one: a heading, a summary, its text and its date.
    mkdirSync(join(dir, addedArticlesFolder), { recursive: true });
    writeFileSync(
      join(dir, addedArticlesFolder, name),
      `heading: Gland plates for ${name}\nexcerpt: How we drill gland plates for ${name}.\nintro:\n  - Gland plates, drilled to order.\npublished: 2026-01-05\n`,
    );
    return dir;
  };

  it(`refuses an article file named ${reservedArticleName}.yml in one line, not page-2.yml`, () => {
    expect(readContent(withArticle(`${reservedArticleName}.yml`)).problems).toEqual([
      `content/${addedArticlesFolder}/${reservedArticleName}.yml: /blog/${reservedArticleName} is kept for the blog's numbered pages (/blog/${reservedArticleName}/2 …): give the article another file name, like ${reservedArticleName}-guide.yml`,
    ]);
    expect(readContent(withArticle(`${reservedArticleName}-2.yml`)).problems).toEqual([]);
  });
});

const config = await Config.empty().resolve();

describe.each(locales)('the exported blog pages (%s)', (locale) => {
  beforeAll(requireExport);
  const parse = (path: string) => new Parser(config).parseHtml(readText(htmlFor(path)));
  const pageWords = words(locale);
  const { headingId } = hubsIn(locale)['/blog'];
  const urls = blogPaths.map((path) => localePath(path, locale));
  const pages = () =>
    urls.map((url) => {
      const root = parse(url);
      const list = root.querySelector(`section[aria-labelledby="${headingId}"]`);
      const navs = root
        .querySelectorAll('nav')
        .filter((nav) => nav.getAttributeValue('aria-label') === pageWords.label);
      return { url, root, list, navs };
    });
  const href = (link: HtmlElement) => link.getAttributeValue('href') ?? '';

  it('are exactly as many as the articles fill: no /blog/page/1, none after the last', () => {
    for (const url of urls) expect(existsSync(htmlFor(url)), url).toBe(true);
    const blog = localePath('/blog', locale);
    expect(existsSync(join(outDir, `${blog.slice(1)}/page/1.html`))).toBe(false);
    expect(existsSync(join(outDir, `${blog.slice(1)}/page/${count + 1}.html`))).toBe(false);
    const sitemap = readText(join(outDir, 'sitemap.xml'));
    const locs = sitemapPaths(sitemap);
    expect(locs.filter((loc) => blogPageNumber(loc.replace(/^\/ar\//, '/')))).toEqual(
      expect.arrayContaining(urls),
    );
  });

  it('list every article once, newest first, at most 24 a page', () => {
    const listed = pages().flatMap(({ url, list }) => {
      expect(list, `${url}: the article list`).not.toBeNull();
      // Out of site search: each article is a result of its own.
      expect(list!.getAttributeValue('data-pagefind-ignore'), url).toBe('all');
      const cards = list!.querySelectorAll('li');
      expect(cards.length, url).toBeLessThanOrEqual(blogPageSize);
      expect(cards.length, url).toBeGreaterThan(0);
      return cards.map((card) => ({
        href: href(card.querySelector('a')!),
        published: card.querySelector('time')!.getAttributeValue('datetime') ?? '',
      }));
    });
    expect(listed.map((card) => card.href).sort()).toEqual(
      articles.map((article) => localePath(article.path, locale)).sort(),
    );
    for (const [index, card] of listed.entries())
      if (index > 0) expect(listed[index - 1]!.published >= card.published, card.href).toBe(true);
    const published = new Map(articles.map((a) => [localePath(a.path, locale), a.published]));
    for (const card of listed) expect(card.published, card.href).toBe(published.get(card.href));
  });

  it('carry the page numbers when there is more than one page, else none', () => {
    for (const [index, { url, navs }] of pages().entries()) {
      if (count === 1) {
        expect(navs, `${url}: no page numbers for one page`).toHaveLength(0);
        continue;
      }
      expect(navs, url).toHaveLength(1);
      const links = navs[0]!.querySelectorAll('a');
      const numbers = links.filter((link) => link.getAttributeValue('aria-label'));
      expect(numbers.map(href), url).toEqual(urls);
      expect(numbers.map((link) => link.textContent.trim())).toEqual(
        urls.map((_, n) => String(n + 1)),
      );
      expect(numbers.map((link) => link.getAttributeValue('aria-label'))).toEqual(
        urls.map((_, n) => fill(pageWords.page, { n: n + 1 })),
      );
      const current = links.filter((link) => link.getAttributeValue('aria-current') === 'page');
      expect(current.map(href), url).toEqual([url]);
      const step = (rel: string) =>
        links.filter((link) => link.getAttributeValue('rel') === rel).map(href);
      expect(step('prev'), url).toEqual(index > 0 ? [urls[index - 1]] : []);
      expect(step('next'), url).toEqual(index < count - 1 ? [urls[index + 1]] : []);
      const texts = (rel: string) =>
        links
          .filter((link) => link.getAttributeValue('rel') === rel)
          .map((link) => link.textContent.trim());
      expect(texts('prev')).toEqual(index > 0 ? [pageWords.previous] : []);
      expect(texts('next')).toEqual(index < count - 1 ? [pageWords.next] : []);
      for (const link of links) expect(existsSync(htmlFor(href(link))), href(link)).toBe(true);
    }
  });

  it('have a title, a description and an h1 each, their own, canonical to themselves', () => {
    const heads = pages().map(({ url, root }) => {
      expect(root.querySelectorAll('h1'), url).toHaveLength(1);
      const canonical = root.querySelector('link[rel="canonical"]')?.getAttributeValue('href');
      expect(new URL(canonical ?? '').pathname, url).toBe(url);
      return {
        title: root.querySelector('title')!.textContent,
        description: root.querySelector('meta[name="description"]')!.getAttributeValue('content'),
        h1: root.querySelector('h1')!.textContent,
      };
    });
    for (const key of ['title', 'description', 'h1'] as const)
      expect(new Set(heads.map((head) => head[key])).size, key).toBe(heads.length);
  });
});
