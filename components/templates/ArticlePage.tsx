import Link from 'next/link';
import type { RoutePath } from '@/lib/content/routes';
import type { Article } from '@/lib/content/schema';
import { localePath, type Locale } from '@/lib/i18n/locales';
import { articlesIn, getArticleIn } from '@/lib/content/articles';
import { formatDate } from '@/lib/content/hubs';
import { routeText } from '@/lib/content/route-text';
import { interfaceIn } from '@/lib/content/interface';
import { PageBanner } from '@/components/layout/PageBanner';
import { JsonLd } from '@/components/seo/JsonLd';
import { articleSchema } from '@/components/seo/schema';
import { Img } from '@/components/ui/Img';
import { bidi, markWord } from '@/components/ui/Text';
import { BlockView } from './BlockView';
import styles from './ArticlePage.module.css';

export function ArticlePage({ path, locale = 'en' }: { path: RoutePath; locale?: Locale }) {
  const article = getArticleIn(path, locale);
  const text = interfaceIn(locale).articles;
  const order = articlesIn(locale).map((entry) => entry.path);
  const nextPath = order[(order.indexOf(path) + 1) % order.length] ?? '/blog';
  return (
    <>
      <PageBanner path={path} parent="/blog" locale={locale} />
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
          {(article.sideImage || article.related.length > 0) && (
            <aside className={styles.aside} aria-label={text.relatedLabel}>
              {article.sideImage && <Img image={article.sideImage} className={styles.side} />}
              {article.related.length > 0 && (
                <>
                  <h2>{markWord(text.relatedPages, locale)}</h2>
                  <ul>
                    {article.related.map((href) => (
                      <li key={href}>
                        <Link prefetch={false} href={localePath(href, locale)}>
                          {bidi(routeText(href, locale).name, locale)}
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
          <Link prefetch={false} href={localePath(nextPath, locale)}>
            {bidi(routeText(nextPath, locale).heading, locale)}
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
