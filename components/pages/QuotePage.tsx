import type { Locale } from '@/lib/i18n/locales';
import { siteIn } from '@/lib/content/site';
import { getPage } from '@/lib/content/pages';
import { PageBanner } from '@/components/layout/PageBanner';
import { PrintHeader } from '@/components/catalogue/PrintHeader';
import { QuoteList } from '@/components/basket/QuoteList';
import { TakeOff } from '@/components/basket/TakeOff';
import { interfaceIn } from '@/lib/content/interface';
import { quotable } from '@/components/basket/quotable';
import { routes } from '@/lib/content/routes';
import styles from '@/components/basket/QuoteList.module.css';

/** A visitor's own list: noindex (route table), out of the sitemap and out of site search. */
export function QuotePage({ locale = 'en' }: { locale?: Locale }) {
  return (
    <div data-pagefind-ignore="all">
      {/* Printed, a sent request's copy is under the company's letterhead (RequestCopy). */}
      <PrintHeader path="/quote" locale={locale} />
      <div data-print="hide">
        <PageBanner banner={getPage('quote', '/quote', locale).banner} locale={locale} />
      </div>
      <div className={styles.layout}>
        <TakeOff words={interfaceIn(locale).takeOff} locale={locale} />
        <QuoteList
          contact={siteIn(locale).contact}
          pages={routes.filter((route) => quotable(route.kind)).map((route) => route.path)}
        />
      </div>
    </div>
  );
}
