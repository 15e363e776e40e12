import type { Locale } from '@/lib/i18n/locales';
import { hubsIn, type HubPath } from '@/lib/content/hubs';
import { blogPageNumber, blogPages, type BlogPagePath } from '@/lib/content/blog-pages';
import { PageBanner } from '@/components/layout/PageBanner';
import { LinkCards } from './LinkCards';
import { HubIntro } from './HubIntro';
import { PageNumbers } from './PageNumbers';

/**
 * /services, /industries, /product and /blog: a banner, a grid of cards that lead on, and a
 * how-to-choose text where there is one. The blog shows its articles a page at a time (/blog, then
 * /blog/page/2 …), with the numbered pages under the cards when there is more than one; its cards
 * stay out of site search, where each article is a result of its own (else every list page would
 * be one for each word of its 24 excerpts).
 */
export function HubPage({
  path,
  locale = 'en',
}: {
  path: HubPath | BlogPagePath;
  locale?: Locale;
}) {
  const number = blogPageNumber(path) ?? 0;
  const { cards, label, headingId, cta, intro } =
    hubsIn(locale)[number ? '/blog' : (path as HubPath)];
  const pages = number ? blogPages(cards) : [];
  const page = pages[number - 1];
  if (number && !page) throw new Error(`${path}: the blog has ${pages.length} pages`);
  return (
    <>
      <PageBanner path={path} parent={number > 1 ? '/blog' : undefined} locale={locale} />
      <LinkCards
        items={page?.items ?? cards}
        label={label}
        headingId={headingId}
        cta={cta}
        locale={locale}
        unsearched={number > 0}
      />
      {pages.length > 1 && <PageNumbers current={number} count={pages.length} locale={locale} />}
      {intro && <HubIntro intro={intro} locale={locale} />}
    </>
  );
}
