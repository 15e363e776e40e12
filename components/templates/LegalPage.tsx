import type { LegalPageData } from '@/lib/content/pages';
import { interfaceIn } from '@/lib/content/interface';
import { PageBanner } from '@/components/layout/PageBanner';
import { bidi, markWord } from '@/components/ui/Text';
import { fillNodes } from '@/components/ui/fill-nodes';
import { BlockText } from './BlockView';
import styles from './LegalPage.module.css';

/** Terms and privacy: numbered clauses with a table of contents of anchor links. */
export function LegalPage({ data }: { data: LegalPageData }) {
  const { document, locale } = data;
  const text = interfaceIn(locale).legalPages;
  return (
    <>
      <PageBanner banner={data.banner} locale={locale} />
      <div className={styles.layout}>
        <p className={styles.updated}>
          {markWord(
            text.updated,
            locale,
            fillNodes(text.updated, { date: bidi(document.updated, locale) }),
          )}
        </p>
        {document.intro.map((paragraph) => (
          <p key={paragraph}>{bidi(paragraph, locale)}</p>
        ))}
        <nav aria-label={text.contents} className={styles.toc}>
          <h2>{markWord(text.contents, locale)}</h2>
          <ol>
            {document.clauses.map((clause) => (
              <li key={clause.id}>
                <a href={`#${clause.id}`}>{bidi(clause.heading, locale)}</a>
              </li>
            ))}
          </ol>
        </nav>
        <ol className={styles.clauses}>
          {document.clauses.map((clause, index) => (
            <li key={clause.id} id={clause.id} className={styles.clause}>
              <h2>
                <span className={styles.number}>{index + 1}.</span> {bidi(clause.heading, locale)}
              </h2>
              <BlockText paragraphs={clause.paragraphs} bullets={clause.bullets} locale={locale} />
            </li>
          ))}
        </ol>
      </div>
    </>
  );
}
