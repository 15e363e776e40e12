import type { ReactNode } from 'react';
import { siteIn } from '@/lib/content/site';
import { datasheetIn, type DatasheetDocument } from '@/lib/content/datasheet';
import { absoluteUrl } from '@/components/seo/structured-data';
import { localePath, type Locale } from '@/lib/i18n/locales';
import { PrintPageStyle } from './PrintPageStyle';
import styles from './Catalogue.module.css';
import './print.css';

/**
 * Company identity, contacts and the page address (in the page's language) at the top of a printed
 * page; on a product's datasheet, its document control block under them. Hidden on screen and left
 * out of the search index (no excerpt shows the phone numbers). Addresses, numbers and the URL run
 * left to right on an Arabic page.
 */
export function PrintHeader({
  path,
  locale,
  document,
}: {
  path: string;
  locale: Locale;
  /** On a product's datasheet, its document control (getPage's `datasheet`). */
  document?: DatasheetDocument;
}) {
  const { site, fullAddress } = siteIn(locale);
  const phones = Object.values(site.phones);
  return (
    <div className={styles.printHeader} data-print="only" data-pagefind-ignore="all">
      <PrintPageStyle path={path} locale={locale} document={document} />
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
      {document && <DocumentBlock document={document} locale={locale} />}
    </div>
  );
}

/**
 * A datasheet's document control, on its first page: number, revision and date, and who prepared,
 * checked and approved it (content/datasheet.yml), in the page's language.
 */
function DocumentBlock({ document, locale }: { document: DatasheetDocument; locale: Locale }) {
  const { print, signatories } = datasheetIn(locale);
  const latin = (text: string) => (locale === 'ar' ? <bdi dir="ltr">{text}</bdi> : text);
  const fields: [string, ReactNode][] = [
    [print.documentLabel, latin(document.number)],
    [print.revisionLabel, latin(document.revision)],
    [print.issuedLabel, latin(document.issued)],
    ...(
      [
        [print.preparedLabel, signatories.prepared],
        [print.checkedLabel, signatories.checked],
        [print.approvedLabel, signatories.approved],
      ] as const
    ).map(([label, person]): [string, ReactNode] => [
      label,
      <>
        {person.name}
        <br />
        {person.role}
      </>,
    ]),
  ];
  return (
    <section className={styles.printDocument} aria-label={print.blockLabel} data-document="">
      <dl>
        {fields.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
