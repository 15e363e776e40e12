import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { getRoute, routes } from '@/lib/content/routes';
import { contentDir, contentIn, loadContent, routeTextOf } from '@/lib/content/load';
import { localePath, locales } from '@/lib/i18n/locales';
import { files, htmlFor, outDir, readableText, readText, requireExport } from './export';
import { attr, select, selectOne, textAt } from '../html';
import { blockText, jsonLd, squash } from '../text';

/**
 * Content reaches every page, whatever its wording: each page shows its own title, description and
 * banner, and the texts of its content file, in both languages. No wording is pinned here, so an
 * editor's change never fails it; a text that stops reaching its page does.
 */
beforeAll(requireExport);

/** The texts of a page's content file that its body must show. */
function bodyTexts(path: string, locale: (typeof locales)[number]): string[] {
  const content = loadContent(contentDir, locale);
  const detail = [...content.products, ...content.services, ...content.industries].find(
    (page) => page.path === path,
  );
  if (detail)
    return [
      ...detail.intro,
      ...detail.sections.flatMap(blockText),
      ...(detail.cardGroups ?? []).flatMap((group) => [
        group.heading,
        ...group.cards.flatMap((card) => [card.title, card.text]),
      ]),
      ...('tables' in detail ? (detail.tables ?? []).map((table) => table.caption) : []),
      ...('checklist' in detail ? (detail.checklist ?? []) : []),
    ];
  const article = content.articles.find((page) => page.path === path);
  if (article)
    return [
      article.subtitle,
      ...article.intro,
      ...article.sections.flatMap(blockText),
      article.listHeading,
      ...article.list.flatMap((point) => [point.title, point.text]),
    ].filter((text) => text !== undefined);
  const legal = content.legal.find((page) => page.path === path);
  if (legal)
    return [
      ...legal.intro,
      ...legal.clauses.flatMap((clause) => [clause.heading, ...clause.paragraphs]),
    ];
  const { home, about, career, contact } = content;
  switch (path) {
    case '/':
      return [
        ...home.heroSlides.map((slide) => slide.headline),
        home.about.title,
        ...home.about.paragraphs,
        ...Object.values(home.sections).flatMap((section) => [section.eyebrow, section.heading]),
        ...home.keyFeatures.flatMap((point) => [point.title, point.text]),
        ...home.testimonials.map((testimonial) => testimonial.quote),
      ];
    case '/about':
      return [
        about.whoWeAre.heading,
        ...about.whoWeAre.paragraphs,
        about.visionMission.heading,
        about.visionMission.vision.text,
        about.values.heading,
        ...about.values.cards.map((card) => card.text),
        about.apart.heading,
      ];
    case '/career':
      return [
        career.offer.heading,
        ...career.offer.topics.map((topic) => topic.title),
        career.perks.heading,
        ...career.perks.cards.map((card) => card.text),
        career.jobs.heading,
      ];
    case '/contact-us':
      return [
        contact.cardsHeading,
        contact.formHeading,
        contact.map.heading,
        contact.phoneCard.title,
      ];
    default: {
      const hub = { '/product': 'product', '/services': 'services', '/industries': 'industries' }[
        path
      ] as 'product' | 'services' | 'industries' | undefined;
      return hub ? [content.hubs[hub].intro.heading, ...content.hubs[hub].intro.paragraphs] : [];
    }
  }
}

const pages = locales.flatMap((locale) => routes.map((route) => ({ locale, path: route.path })));

describe('every page shows its content, in both languages', () => {
  it.each(pages)('$locale $path', ({ locale, path }) => {
    const html = readText(htmlFor(localePath(path, locale)));
    const text = squash(readableText(html));
    const own = routeTextOf(path, locale);
    expect(squash(textAt(html, 'title'))).toContain(squash(own.title));
    expect(text, 'meta description').toContain(squash(own.description));
    const h1 = squash(readableText(selectOne(html, 'h1')?.outerHTML ?? ''));
    if (path !== '/') expect(h1).toBe(squash(own.heading));
    for (const piece of bodyTexts(path, locale))
      expect(text, `${locale} ${path}: "${piece.slice(0, 60)}…"`).toContain(squash(piece));
  });
});

describe('content reaches the browser only as rendered HTML', () => {
  it('no JavaScript file of the export holds content: identity, page text, table rows', () => {
    const { site, products, articles } = loadContent();
    const glands = products.find((page) => page.path === '/GlandsAccessories')!;
    const samples = [
      site.email,
      site.address.street,
      site.tagline,
      site.replyTime,
      site.developer.href,
      glands.intro[0]!.slice(0, 60),
      String(glands.tables![0]!.rows[0]!.thread),
      articles[0]!.excerpt.slice(0, 60),
    ];
    for (const script of files(join(outDir, '_next'), '.js')) {
      const code = readText(script);
      for (const sample of samples)
        expect(code.includes(sample), `${sample} in ${script}`).toBe(false);
    }
  });
});

/** The JSON-LD blocks of an exported page, parsed. */
describe('every product, service and industry page, in both languages', () => {
  const { products, services, industries } = loadContent();
  const detail = locales.flatMap((locale) =>
    [...products, ...services, ...industries].map((page) => ({ locale, page })),
  );
  it.each(detail)(
    '$locale $page.path: tagline, banner image, breadcrumbs, structured data',
    ({ locale, page }) => {
      const path = localePath(page.path, locale);
      const html = readText(htmlFor(path));
      const own = routeTextOf(page.path, locale);
      expect(squash(readableText(html)), 'tagline').toContain(squash(own.tagline));
      // The banner's image is in the page's main content, and its file is in the export.
      const images = select(html, 'main img').map((img) => attr(img, 'src'));
      expect(images, 'banner image').toContain(page.image.src);
      expect(existsSync(join(outDir, page.image.src)), page.image.src).toBe(true);
      // The trail starts at the home page of the page's language.
      const label = contentIn(locale).interface.frame.breadcrumb;
      const trail = selectOne(
        html,
        `nav[aria-label="${label}"] > ol:first-child > li:first-child > a:first-child`,
      );
      expect(attr(trail, 'href'), 'breadcrumb home link').toBe(localePath('/', locale));
      const kinds = jsonLd(html).map((data) => data['@type']);
      expect(kinds).toContain('BreadcrumbList');
      const cards = (page.cardGroups ?? []).flatMap((group) => group.cards);
      const kind = { product: 'Product', service: 'Service' }[getRoute(page.path).kind as string];
      expect(kinds).toContain(kind ?? (cards.length > 0 ? 'ItemList' : 'WebPage'));
      expect(html, 'no link to a missing /services/ route').not.toMatch(
        /href="(\/ar)?\/services\//,
      );
    },
  );
});
