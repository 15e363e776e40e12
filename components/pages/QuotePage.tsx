import { PageBanner } from '@/components/layout/PageBanner';
import { QuoteList } from '@/components/basket/QuoteList';
import { contact } from '@/content/site';
import styles from '@/components/basket/QuoteList.module.css';

/** A visitor's own list: noindex (route table), out of the sitemap and out of site search. */
export function QuotePage() {
  return (
    <div data-pagefind-ignore="all">
      <PageBanner path="/quote" />
      <div className={styles.layout}>
        <QuoteList contact={contact} />
      </div>
    </div>
  );
}
