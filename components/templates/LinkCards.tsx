import Link from 'next/link';
import type { LinkCard } from '@/content/hubs';
import { Img } from '@/components/ui/Img';
import { JsonLd } from '@/components/seo/JsonLd';
import { itemListSchema } from '@/components/seo/schema';
import styles from './LinkCards.module.css';

interface Props {
  items: LinkCard[];
  /** Visible call to action; screen readers hear it with the card's title. */
  cta?: string;
  label: string;
}

/** A grid of cards that each lead to one page; the whole card is clickable through its one link. */
export function LinkCards({ items, cta = 'Read More', label }: Props) {
  const headingId = `${label.toLowerCase().replace(/[^a-z]+/g, '-')}-list`;
  return (
    <section aria-labelledby={headingId}>
      <JsonLd data={itemListSchema(label, items)} />
      <h2 id={headingId} className="visually-hidden">
        {label}
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
              <h3 className={styles.title}>{item.title}</h3>
              <p>{item.text}</p>
              <Link prefetch={false} href={item.href} className={styles.link}>
                {cta}
                <span className="visually-hidden">: {item.title}</span>
              </Link>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
