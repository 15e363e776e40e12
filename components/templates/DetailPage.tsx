import type { ReactNode } from 'react';
import { getRoute, type RoutePath, type RouteKind } from '@/lib/content/routes';
import type { DetailPage as DetailContent } from '@/lib/content/types';
import type { Locale } from '@/lib/i18n/locales';
import { getProductIn } from '@/lib/content/products';
import { getServiceIn } from '@/lib/content/services';
import { getIndustryIn } from '@/lib/content/industries';
import { routeText } from '@/lib/content/route-text';
import { interfaceIn } from '@/lib/content/interface';
import { PageBanner } from '@/components/layout/PageBanner';
import { JsonLd } from '@/components/seo/JsonLd';
import { detailSchema } from '@/components/seo/schema';
import { Img } from '@/components/ui/Img';
import { bidi, markWord } from '@/components/ui/Text';
import { QuoteButton } from '@/components/quote/QuoteButton';
import { CatalogueSection } from '@/components/catalogue/CatalogueSection';
import { tablesFor } from '@/lib/content/catalogue';
import { QuoteChecklist } from '@/components/catalogue/QuoteChecklist';
import { CompliancePanel } from '@/components/catalogue/CompliancePanel';
import { PrintHeader } from '@/components/catalogue/PrintHeader';
import { AddToQuoteButton } from '@/components/basket/AddToQuoteButton';
import { BlockView } from './BlockView';
import { CardGrid } from './CardGrid';
import styles from './DetailPage.module.css';

type DetailKind = Extract<RouteKind, 'product' | 'service' | 'industry'>;

const kinds: Record<
  DetailKind,
  { load: (path: string, locale: Locale) => DetailContent; parent: RoutePath }
> = {
  product: { load: getProductIn, parent: '/product' },
  service: { load: getServiceIn, parent: '/services' },
  industry: { load: getIndustryIn, parent: '/industries' },
};

interface Props {
  path: RoutePath;
  locale?: Locale;
  /** A page's own part above its selection tables (the glands page's selector). */
  beforeTables?: ReactNode;
}

/** The one template for product, service and industry pages; they differ only by content. */
export function DetailPage({ path, locale = 'en', beforeTables }: Props) {
  const kind = getRoute(path).kind as DetailKind;
  const { load, parent } = kinds[kind];
  const page = load(path, locale);
  const name = routeText(path, locale).name;
  // The quote form preselects this page's product or service by its English name; an industry
  // page spans several, so it preselects Other.
  const service = kind === 'industry' ? 'Other' : routeText(path, 'en').name;
  // Below a page's tables, the panels are thousands of pixels down: drawn only as they near the view.
  const belowTables = tablesFor(path, locale).length > 0;
  return (
    <>
      <PrintHeader path={path} locale={locale} />
      <PageBanner path={path} parent={parent} locale={locale} />
      <div className="page-body">
        <div className={styles.lead}>
          <div className={styles.intro}>
            {page.intro.map((paragraph, index) => (
              <p key={index}>{bidi(paragraph, locale)}</p>
            ))}
            {/* Button labels are not page content: no search excerpt repeats them. */}
            <div className={styles.actions} data-pagefind-ignore="all">
              <QuoteButton service={service}>
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
        <CatalogueSection path={path} locale={locale} />
        <CompliancePanel path={path} locale={locale} renderWhenNear={belowTables} />
        <QuoteChecklist path={path} locale={locale} renderWhenNear={belowTables} />
      </div>
      <JsonLd data={detailSchema(kind, path, page, locale)} />
    </>
  );
}
