import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import type { Content } from '@/lib/content/load';
import { jsonLd } from '../text';
import { select, textOf } from '../html';

/**
 * The page bodies in Arabic, rendered on the server as the Arabic routes render them. Until the
 * Arabic content files exist, `contentIn('ar')` is mocked: the English content with a few texts
 * in Arabic, so each test can tell where a text came from.
 */
const arabic = vi.hoisted(() => ({
  aboutHeading: 'من نحن',
  aboutParagraph: 'نورّد غدد M20 بدرجة حماية IP68 وفق IEC 60529.',
  glandsIntro: 'غدد كابلات من M16 إلى M75 ومقاطع من 1.5 إلى 1000 mm².',
  serviceSummary: 'نساعدك في تجهيز أطراف الكابلات وتركيبها.',
  articleExcerpt: 'كيف تختار غدة الكابل المناسبة لموقعك.',
  heroHeadline: 'حيث يلتقي الابتكار بالثقة التقنية',
  country: 'الإمارات العربية المتحدة',
  tagline: 'شريكك التقني في إدارة الكابلات',
  termsIntro: 'تسري هذه الشروط على كل عرض سعر بالدرهم الإماراتي AED.',
}));

vi.mock('@/lib/content/load', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/lib/content/load')>();
  let translated: Content | undefined;
  function arabicContent(): Content {
    const content = structuredClone(actual.loadContent());
    content.about.whoWeAre.heading = arabic.aboutHeading;
    content.about.whoWeAre.paragraphs[0] = arabic.aboutParagraph;
    content.products.find((page) => page.path === '/GlandsAccessories')!.intro[0] =
      arabic.glandsIntro;
    const firstService = content.hubs.services.pages[0];
    content.services.find((page) => page.path === firstService)!.summary.text =
      arabic.serviceSummary;
    content.articles[0]!.excerpt = arabic.articleExcerpt;
    content.home.heroSlides[0]!.headline = arabic.heroHeadline;
    content.site.address.country = arabic.country;
    content.site.tagline = arabic.tagline;
    content.legal.find((page) => page.path === '/terms-condition')!.intro[0] = arabic.termsIntro;
    content.interface = actual.loadContent(undefined, 'ar').interface;
    return content;
  }
  return {
    ...actual,
    contentIn: (locale: 'en' | 'ar') =>
      locale === 'ar' ? (translated ??= arabicContent()) : actual.loadContent(),
  };
});

const { pageIn } = await import('@/lib/content/entries');
const { hubsIn, formatDate } = await import('@/lib/content/hubs');
const { contentIn } = await import('@/lib/content/load');
const { blogListing } = await import('@/lib/content/blog-pages');
const hubs = hubsIn('en');
const { siteIn, site } = await import('@/lib/content/site');
const { PageBody } = await import('@/components/pages/PageBody');
const { HomePage } = await import('@/components/pages/HomePage');
const { ContactPage } = await import('@/components/pages/ContactPage');
const { LocaleProvider } = await import('@/components/i18n/LocaleProvider');
const { clientTextIn: clientText } = await import('@/lib/content/client-text');
const { organizationSchema, articleSchema, itemListSchema } =
  await import('@/components/seo/structured-data');
const { loadContent } = await import('@/lib/content/load');
const [en, ar] = [loadContent(undefined, 'en'), loadContent(undefined, 'ar')];
const pagesText = { en: en.interface, ar: ar.interface };

/** Pages with a body of their own render it; the others their template, as their route files do. */
const ownBodies: Partial<Record<string, typeof HomePage>> = {
  '/': HomePage,
  '/contact-us': ContactPage,
};
const render = (path: Parameters<typeof PageBody>[0]['path'], locale: 'en' | 'ar') => {
  const body = ownBodies[path];
  return renderToStaticMarkup(
    createElement(
      LocaleProvider,
      { locale, text: clientText(locale) } as Parameters<typeof LocaleProvider>[0],
      body ? createElement(body, { locale }) : createElement(PageBody, { path, locale }),
    ),
  );
};

describe('content accessors in a language', () => {
  it('return the Arabic content for ar and leave the English exports English', () => {
    expect(contentIn('ar').about.whoWeAre.heading).toBe(arabic.aboutHeading);
    expect(contentIn('en').about.whoWeAre.heading).not.toBe(arabic.aboutHeading);
    expect(pageIn('products', '/GlandsAccessories', 'ar').intro[0]).toBe(arabic.glandsIntro);
    expect(pageIn('products', '/GlandsAccessories', 'en').intro[0]).not.toBe(arabic.glandsIntro);
    expect(siteIn('ar').fullAddress.endsWith(arabic.country)).toBe(true);
    expect(site.address.country).not.toBe(arabic.country);
    expect(pageIn('legal', '/terms-condition', 'ar').intro[0]).toBe(arabic.termsIntro);
    expect(pageIn('legal', '/terms-condition', 'en').intro[0]).not.toBe(arabic.termsIntro);
  });

  it('build the hub cards per language, with Arabic labels and dates in Western digits', () => {
    const services = hubsIn('ar')['/services'];
    expect(services.cards[0]!.text).toBe(arabic.serviceSummary);
    expect(services.headingId).toBe(hubs['/services'].headingId);
    const blog = hubsIn('ar')['/blog'];
    // The card of the article whose excerpt the mock translates (the first in content order).
    const at = blog.cards.findIndex((card) => card.href === contentIn('en').articles[0]!.path);
    expect(blog.cards[at]!.text).toBe(arabic.articleExcerpt);
    expect(blog.cards[at]!.meta).toMatch(/^\d{1,2}[ \u00a0][\u0600-\u06FF]+[ \u00a0]\d{4}$/);
    expect(hubs['/blog'].cards[at]!.meta).toBe(formatDate(blog.cards[at]!.metaDateTime!));
    expect(formatDate('2025-06-12', 'ar')).toBe('12\u00a0يونيو\u00a02025');
    expect(formatDate('2025-06-12')).toBe('12 June 2025');
  });
});

describe('page bodies in Arabic', () => {
  it('a product page shows its Arabic text with identifiers isolated, and Arabic labels', () => {
    const html = render('/GlandsAccessories', 'ar');
    expect(html).toContain(
      '<p>غدد كابلات من <bdi>M16</bdi> إلى <bdi>M75</bdi> ومقاطع من <bdi>1.5</bdi> إلى <bdi>1000 mm²</bdi>.</p>',
    );
    expect(html).toContain(pagesText.ar.productPages.requestQuote);
    expect(html).not.toContain(`>${pagesText.en.productPages.requestQuote}<`);
    const [product] = jsonLd(html).filter((data) => data['@type'] === 'Product');
    expect(product?.inLanguage).toBe('ar');
    expect(product?.url).toBe(new URL('/ar/GlandsAccessories', site.origin).toString());
  });

  it('the home page links to Arabic pages and speaks Arabic in its sections and JSON-LD', () => {
    const html = render('/', 'ar');
    expect(html).toContain(arabic.heroHeadline);
    expect(html).toContain('href="/ar/about"');
    expect(select(html, '[href="/about"], [href="/cable-termination"]').map(String)).toEqual([]);
    const [organization] = jsonLd(html);
    expect(organization).toMatchObject({
      inLanguage: 'ar',
      url: new URL('/ar', site.origin).toString(),
      description: arabic.tagline,
      areaServed: pagesText.ar.structuredData.areaServed,
      name: site.name,
    });
  });

  it('the blog hub and the contact and terms pages render in Arabic', () => {
    // The blog page that lists the article whose excerpt the mock translates.
    const article = contentIn('en').articles[0]!;
    const { path } = blogListing(contentIn('en').articles).find(({ items }) =>
      items.includes(article),
    )!;
    const blog = render(path, 'ar');
    expect(blog).toContain(arabic.articleExcerpt);
    expect(blog).toContain(`href="/ar${article.path}"`);
    expect(blog).toContain(
      `>${formatDate(pageIn('articles', article.path, 'ar').published, 'ar')}</time>`,
    );
    const contact = render('/contact-us', 'ar');
    expect(select(contact, 'a[href^="tel:"][dir="ltr"]')).not.toEqual([]);
    expect(select(contact, '[dir="ltr"]').map(textOf)).toContain(site.email);
    const legal = render('/terms-condition', 'ar');
    expect(legal).toContain(pagesText.ar.legalPages.updated.split('{date}')[0]!.trim());
    expect(legal).toContain('بالدرهم الإماراتي <bdi>AED</bdi>.');
  });

  it('English JSON-LD carries no language and English URLs', () => {
    expect(organizationSchema()).not.toHaveProperty('inLanguage');
    expect(organizationSchema().url).toBe(new URL('/', site.origin).toString());
    expect(
      articleSchema('/blogdetail', pageIn('articles', '/blogdetail', 'en')),
    ).not.toHaveProperty('inLanguage');
    expect(itemListSchema('x', [{ title: 'a', href: '/about' }], 'ar')).toMatchObject({
      inLanguage: 'ar',
      itemListElement: [{ url: new URL('/ar/about', site.origin).toString() }],
    });
  });
});
