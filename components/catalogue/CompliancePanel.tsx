import clsx from 'clsx';
import type { DetailPageData } from '@/lib/content/pages';
import type { Locale } from '@/lib/i18n/locales';
import { bidi } from '@/components/ui/Text';
import styles from './Catalogue.module.css';

interface Props {
  panel: NonNullable<DetailPageData['compliance']>;
  locale: Locale;
  /** Below the page's tables, so never on a first screen: rendered as it nears the viewport. */
  renderWhenNear?: boolean;
}

/**
 * The hazardous-area certificate panel of a page that offers Ex equipment: the schemes its products
 * are supplied under, where a buyer checks a certificate, and what comes with a delivery.
 */
export function CompliancePanel({ panel, locale, renderWhenNear = false }: Props) {
  return (
    <section
      id="ex-certificates"
      aria-labelledby="ex-certificates-heading"
      className={clsx(styles.compliance, renderWhenNear && 'render-when-near')}
      data-compliance-panel=""
    >
      <h2 id="ex-certificates-heading">{bidi(panel.heading, locale)}</h2>
      <p>{bidi(panel.intro, locale)}</p>
      <dl className={styles.schemes}>
        {panel.schemes.map((scheme) => (
          <div key={scheme.name} data-scheme={scheme.name}>
            <dt>{bidi(scheme.name, locale)}</dt>
            <dd>{bidi(scheme.text, locale)}</dd>
            <dd>{bidi(scheme.lookup, locale)}</dd>
          </div>
        ))}
      </dl>
      <h3>{bidi(panel.deliveryHeading, locale)}</h3>
      <ul>
        {panel.delivery.map((item) => (
          <li key={item}>{bidi(item, locale)}</li>
        ))}
      </ul>
    </section>
  );
}
