import { pageMetadata } from '@/components/seo/page-metadata';
import { PageBanner } from '@/components/layout/PageBanner';
import { QuoteList } from '@/components/basket/QuoteList';
import { contact } from '@/content/site';
import styles from '@/components/basket/QuoteList.module.css';

export const metadata = pageMetadata('/quote');

/** A visitor's own list: noindex (route table), out of the sitemap and out of site search. */
export default function QuotePage() {
  return (
    <div data-pagefind-ignore="all">
      <PageBanner path="/quote" />
      <div className={styles.layout}>
        <QuoteList contact={contact} />
      </div>
    </div>
  );
}
