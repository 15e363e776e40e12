import Link from 'next/link';
import type { Article } from '@/lib/content/schema';
import { localePath, type Locale } from '@/lib/i18n/locales';
import type { ArticlePageData } from '@/lib/content/pages';
import { formatDate } from '@/lib/content/hubs';
import { interfaceIn } from '@/lib/content/interface';
import { PageBanner } from '@/components/layout/PageBanner';
import { JsonLd } from '@/components/seo/JsonLd';
import { articleSchema } from '@/components/seo/structured-data';
import { Img } from '@/components/ui/Img';
import { bidi, markWord } from '@/components/ui/Text';
import { BlockView } from './BlockView';
import styles from './ArticlePage.module.css';

/** An article: getPage('article', path, locale) gives its text, related pages and the next one. */
export function ArticlePage({ data }: { data: ArticlePageData }) {
  const { path, locale, article, related, next } = data;
  const text = interfaceIn(locale).articles;
  return (
    <>
      <PageBanner banner={data.banner} locale={locale} />
      <article className={styles.article}>
        <Img image={article.headerImage} priority className={styles.header} />
        <p className={styles.meta}>
          <time dateTime={article.published}>{formatDate(article.published, locale)}</time>
          {article.author && <> · {bidi(article.author, locale)}</>}
        </p>
        {article.subtitle && <p className={styles.subtitle}>{bidi(article.subtitle, locale)}</p>}
        <div className={styles.body}>
          <div className="prose">
            {article.intro.map((paragraph) => (
              <p key={paragraph}>{bidi(paragraph, locale)}</p>
            ))}
            {article.sections.map((block, n) => (
              <BlockView key={block.heading} block={block} id={`part-${n + 1}`} locale={locale} />
            ))}
            {article.list.length > 0 && <PointList article={article} locale={locale} />}
          </div>
          {(article.sideImage || related.length > 0) && (
            <aside className={styles.aside} aria-label={text.relatedLabel}>
              {article.sideImage && <Img image={article.sideImage} className={styles.side} />}
              {related.length > 0 && (
                <>
                  <h2>{markWord(text.relatedPages, locale)}</h2>
                  <ul>
                    {related.map((page) => (
                      <li key={page.path}>
                        <Link prefetch={false} href={localePath(page.path, locale)}>
                          {bidi(page.name, locale)}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </>
              )}
            </aside>
          )}
        </div>
        <nav aria-label={text.next} className={styles.next}>
          <span>{markWord(text.next, locale)}</span>
          <Link prefetch={false} href={localePath(next.path, locale)}>
            {bidi(next.heading, locale)}
          </Link>
        </nav>
      </article>
      <JsonLd data={articleSchema(path, article, locale)} />
    </>
  );
}

/** The article's points below its text; under their own heading when the article gives one. */
function PointList({ article, locale }: { article: Article; locale: Locale }) {
  const items = (
    <ul className={styles.list}>
      {article.list.map((point, index) => (
        <li key={index}>
          <strong>{bidi(point.title, locale)}.</strong> {bidi(point.text, locale)}
        </li>
      ))}
    </ul>
  );
  if (!article.listHeading) return items;
  return (
    <section aria-labelledby="article-list">
      <h2 id="article-list">{bidi(article.listHeading, locale)}</h2>
      {items}
    </section>
  );
}
