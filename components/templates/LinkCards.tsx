import Link from 'next/link';
import { localePath, type Locale } from '@/lib/i18n/locales';
import type { LinkCard } from '@/lib/content/hubs';
import { Img } from '@/components/ui/Img';
import { bidi } from '@/components/ui/Text';
import { JsonLd } from '@/components/seo/JsonLd';
import { itemListSchema } from '@/components/seo/structured-data';
import styles from './LinkCards.module.css';

interface Props {
  items: LinkCard[];
  /** Visible call to action; screen readers hear it with the card's title. */
  cta: string;
  label: string;
  /** The id of the list's hidden heading, the same in every language. */
  headingId: string;
  locale: Locale;
  /** Leave the cards out of site search: each leads to a page that is a result of its own. */
  unsearched?: boolean;
}

/** A grid of cards that each lead to one page; the whole card is clickable through its one link. */
export function LinkCards({ items, cta, label, headingId, locale, unsearched }: Props) {
  return (
    <section aria-labelledby={headingId} data-pagefind-ignore={unsearched ? 'all' : undefined}>
      <JsonLd data={itemListSchema(label, items, locale)} />
      <h2 id={headingId} className="visually-hidden">
        {bidi(label, locale)}
      </h2>
      <ul className="card-grid page-body">
        {items.map((item, index) => (
          <li key={item.href} className={`card-surface ${styles.card}`}>
            <Img image={item.image} className="card-image" priority={index === 0} />
            <div className={styles.body}>
              {item.meta && (
                <time className={styles.meta} dateTime={item.metaDateTime}>
                  {item.meta}
                </time>
              )}
              <h3 className={styles.title}>{bidi(item.title, locale)}</h3>
              <p>{bidi(item.text, locale)}</p>
              <Link prefetch={false} href={localePath(item.href, locale)} className={styles.link}>
                {bidi(cta, locale)}
                <span className="visually-hidden">: {bidi(item.title, locale)}</span>
              </Link>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
