import type { ReactNode } from 'react';
import type { DetailPageData } from '@/lib/content/pages';
import { interfaceIn } from '@/lib/content/interface';
import { PageBanner } from '@/components/layout/PageBanner';
import { JsonLd } from '@/components/seo/JsonLd';
import { detailSchema } from '@/components/seo/structured-data';
import { Img } from '@/components/ui/Img';
import { bidi, markWord } from '@/components/ui/Text';
import { QuoteButton } from '@/components/quote/QuoteButton';
import { CatalogueSection } from '@/components/catalogue/CatalogueSection';
import { QuoteChecklist } from '@/components/catalogue/QuoteChecklist';
import { CompliancePanel } from '@/components/catalogue/CompliancePanel';
import { PrintHeader } from '@/components/catalogue/PrintHeader';
import { AddToQuoteButton } from '@/components/basket/AddToQuoteButton';
import { BlockView } from './BlockView';
import { CardGrid } from './CardGrid';
import styles from './DetailPage.module.css';

interface Props {
  /** Everything the page shows: getPage('detail', path, locale). */
  data: DetailPageData;
  /** A page's own part above its selection tables (the glands page's selector). */
  beforeTables?: ReactNode;
}

/** The one template for product, service and industry pages; they differ only by content. */
export function DetailPage({ data, beforeTables }: Props) {
  const { kind, path, locale, page, name } = data;
  // Below a page's tables, the panels are thousands of pixels down: drawn only as they near the view.
  const belowTables = data.tables.length > 0;
  return (
    <>
      <PrintHeader path={path} locale={locale} document={data.datasheet} />
      <PageBanner banner={data.banner} locale={locale} />
      <div className="page-body">
        <div className={styles.lead}>
          <div className={styles.intro}>
            {page.intro.map((paragraph, index) => (
              <p key={index}>{bidi(paragraph, locale)}</p>
            ))}
            {/* Button labels are not page content: no search excerpt repeats them. */}
            <div className={styles.actions} data-pagefind-ignore="all">
              <QuoteButton service={data.quoteService}>
                {markWord(interfaceIn(locale).productPages.requestQuote, locale)}
              </QuoteButton>
              {/* A product is asked for row by row, configured, in its tables; a service as a whole. */}
              {kind === 'service' && <AddToQuoteButton line={{ id: path, product: name, path }} />}
            </div>
          </div>
          <figure className={styles.figure}>
            <Img image={page.image} priority className={styles.image} />
            {page.highlights && (
              <ul className={styles.highlights}>
                {page.highlights.map((highlight, index) => (
                  <li key={index}>{bidi(highlight, locale)}</li>
                ))}
              </ul>
            )}
            {/* A figure's caption comes last: after the highlights. */}
            {page.legend && (
              <figcaption>
                <ol className={styles.legend}>
                  {page.legend.map((part, index) => (
                    <li key={index}>{bidi(part, locale)}</li>
                  ))}
                </ol>
              </figcaption>
            )}
          </figure>
        </div>
        <div className={`prose ${styles.prose}`}>
          {page.sections.map((block, index) => (
            <BlockView key={index} block={block} id={`section-${index + 1}`} locale={locale} />
          ))}
        </div>
        {page.cardGroups?.map((group, index) => (
          <section key={index} className={styles.cards} aria-labelledby={`card-group-${index + 1}`}>
            <h2 id={`card-group-${index + 1}`}>{bidi(group.heading, locale)}</h2>
            {group.intro && <p className={styles.groupIntro}>{bidi(group.intro, locale)}</p>}
            <CardGrid cards={group.cards} locale={locale} />
          </section>
        ))}
        {beforeTables}
        <CatalogueSection
          tables={data.tables}
          english={data.englishTables}
          locale={locale}
          sectionsAbove={page.sections}
        />
        {data.compliance && (
          <CompliancePanel panel={data.compliance} locale={locale} renderWhenNear={belowTables} />
        )}
        <QuoteChecklist items={data.checklist} locale={locale} renderWhenNear={belowTables} />
      </div>
      <JsonLd data={detailSchema(kind, path, page, locale)} />
    </>
  );
}
