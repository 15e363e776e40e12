import Link from 'next/link';
import { articleOrder, getRoute, type RoutePath } from '@/content/routes';
import { getArticle } from '@/content/articles';
import { formatDate } from '@/content/hubs';
import { PageBanner } from '@/components/layout/PageBanner';
import { JsonLd } from '@/components/seo/JsonLd';
import { articleSchema } from '@/components/seo/schema';
import { Img } from '@/components/ui/Img';
import { BlockView } from './BlockView';
import styles from './ArticlePage.module.css';

export function ArticlePage({ path }: { path: RoutePath }) {
  const article = getArticle(path);
  const index = articleOrder.indexOf(path);
  const next = getRoute(articleOrder[(index + 1) % articleOrder.length] ?? '/blog');
  return (
    <>
      <PageBanner path={path} parent="/blog" />
      <article className={styles.article}>
        <Img image={article.headerImage} priority className={styles.header} />
        <p className={styles.meta}>
          <time dateTime={article.published}>{formatDate(article.published)}</time> ·{' '}
          {article.author}
        </p>
        <p className={styles.subtitle}>{article.subtitle}</p>
        <div className={styles.body}>
          <div className="prose">
            {article.intro.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
            {article.sections.map((block, n) => (
              <BlockView key={block.heading} block={block} id={`part-${n + 1}`} />
            ))}
            <section aria-labelledby="article-list">
              <h2 id="article-list">{article.listHeading}</h2>
              <ul className={styles.list}>
                {article.list.map((point) => (
                  <li key={point.title}>
                    <strong>{point.title}.</strong> {point.text}
                  </li>
                ))}
              </ul>
            </section>
          </div>
          <aside className={styles.aside} aria-label="Related">
            <Img image={article.sideImage} className={styles.side} />
            <h2>Related pages</h2>
            <ul>
              {article.related.map((href) => (
                <li key={href}>
                  <Link prefetch={false} href={href}>
                    {getRoute(href).name}
                  </Link>
                </li>
              ))}
            </ul>
          </aside>
        </div>
        <nav aria-label="Next article" className={styles.next}>
          <span>Next article</span>
          <Link prefetch={false} href={next.path}>
            {next.heading}
          </Link>
        </nav>
      </article>
      <JsonLd data={articleSchema(path, article)} />
    </>
  );
}
