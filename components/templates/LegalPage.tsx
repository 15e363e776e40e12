import type { LegalDocument } from '@/content/types';
import { PageBanner } from '@/components/layout/PageBanner';
import { BlockText } from './BlockView';
import styles from './LegalPage.module.css';

/** Terms and privacy: numbered clauses with a table of contents of anchor links. */
export function LegalPage({ document }: { document: LegalDocument }) {
  return (
    <>
      <PageBanner path={document.path} />
      <div className={styles.layout}>
        <p className={styles.updated}>Last updated {document.updated}</p>
        {document.intro.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        <nav aria-label="Contents" className={styles.toc}>
          <h2>Contents</h2>
          <ol>
            {document.clauses.map((clause) => (
              <li key={clause.id}>
                <a href={`#${clause.id}`}>{clause.heading}</a>
              </li>
            ))}
          </ol>
        </nav>
        <ol className={styles.clauses}>
          {document.clauses.map((clause, index) => (
            <li key={clause.id} id={clause.id} className={styles.clause}>
              <h2>
                <span className={styles.number}>{index + 1}.</span> {clause.heading}
              </h2>
              <BlockText paragraphs={clause.paragraphs} bullets={clause.bullets} />
            </li>
          ))}
        </ol>
      </div>
    </>
  );
}
