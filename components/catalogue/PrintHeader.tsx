import { siteIn } from '@/lib/content/site';
import { absoluteUrl } from '@/components/seo/schema';
import { localePath, type Locale } from '@/lib/i18n/locales';
import { PrintPageStyle } from './PrintPageStyle';
import styles from './Catalogue.module.css';
import './print.css';

/**
 * Company identity, contacts and the page address (in the page's language) at the top of a printed
 * datasheet; hidden on screen and left out of the search index (no excerpt shows the phone numbers). Addresses, numbers and the URL run left to right on an Arabic page.
 */
export function PrintHeader({ path, locale = 'en' }: { path: string; locale?: Locale }) {
  const { site, fullAddress } = siteIn(locale);
  const phones = Object.values(site.phones);
  return (
    <div className={styles.printHeader} data-print="only" data-pagefind-ignore="all">
      <PrintPageStyle path={path} locale={locale} />
      <p className={styles.printName}>{site.legalName}</p>
      <p>{fullAddress}</p>
      <p>
        {locale === 'ar' ? <bdi dir="ltr">{site.email}</bdi> : site.email}
        {phones.map((phone) =>
          locale === 'ar' ? (
            <span key={phone.tel}>
              {' · '}
              {phone.label} <bdi dir="ltr">{phone.display}</bdi>
            </span>
          ) : (
            ` · ${phone.label} ${phone.display}`
          ),
        )}
      </p>
      <p dir={locale === 'ar' ? 'ltr' : undefined}>{absoluteUrl(localePath(path, locale))}</p>
    </div>
  );
}
