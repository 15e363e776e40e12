import { getRoute, type RoutePath, type RouteKind } from '@/content/routes';
import type { DetailPage as DetailContent } from '@/content/types';
import { getProduct } from '@/content/products';
import { getService } from '@/content/services';
import { getIndustry } from '@/content/industries';
import { PageBanner } from '@/components/layout/PageBanner';
import { JsonLd } from '@/components/seo/JsonLd';
import { detailSchema } from '@/components/seo/schema';
import { Img } from '@/components/ui/Img';
import { QuoteButton } from '@/components/quote/QuoteButton';
import { CatalogueSection } from '@/components/catalogue/CatalogueSection';
import { QuoteChecklist } from '@/components/catalogue/QuoteChecklist';
import { PrintHeader } from '@/components/catalogue/PrintHeader';
import { AddToQuoteButton } from '@/components/basket/AddToQuoteButton';
import { BlockView } from './BlockView';
import { CardGrid } from './CardGrid';
import styles from './DetailPage.module.css';

type DetailKind = Extract<RouteKind, 'product' | 'service' | 'industry'>;

const kinds: Record<DetailKind, { load: (path: string) => DetailContent; parent: RoutePath }> = {
  product: { load: getProduct, parent: '/product' },
  service: { load: getService, parent: '/services' },
  industry: { load: getIndustry, parent: '/industries' },
};

/** The one template for product, service and industry pages; they differ only by content. */
export function DetailPage({ path }: { path: RoutePath }) {
  const route = getRoute(path);
  const kind = route.kind as DetailKind;
  const { load, parent } = kinds[kind];
  const page = load(path);
  return (
    <>
      <PrintHeader path={path} />
      <PageBanner path={path} parent={parent} />
      <div className="page-body">
        <div className={styles.lead}>
          <div className={styles.intro}>
            {page.intro.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
            <div className={styles.actions}>
              {page.quoteService && (
                <QuoteButton service={page.quoteService}>Request a Quote</QuoteButton>
              )}
              {kind !== 'industry' && (
                <AddToQuoteButton line={{ id: path, product: route.name, path }} />
              )}
            </div>
          </div>
          <figure className={styles.figure}>
            <Img image={page.image} priority className={styles.image} />
            {page.highlights && (
              <ul className={styles.highlights}>
                {page.highlights.map((highlight) => (
                  <li key={highlight}>{highlight}</li>
                ))}
              </ul>
            )}
          </figure>
        </div>
        <div className={`prose ${styles.prose}`}>
          {page.sections.map((block, index) => (
            <BlockView key={block.heading} block={block} id={`section-${index + 1}`} />
          ))}
        </div>
        {page.cardGroups?.map((group) => (
          <section key={group.heading} className={styles.cards} aria-label={group.heading}>
            <h2>{group.heading}</h2>
            {group.intro && <p className={styles.groupIntro}>{group.intro}</p>}
            <CardGrid cards={group.cards} />
          </section>
        ))}
        <CatalogueSection path={path} service={page.quoteService} />
        <QuoteChecklist path={path} />
      </div>
      <JsonLd data={detailSchema(kind, path, page)} />
    </>
  );
}
