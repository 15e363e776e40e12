import type { Card } from '@/lib/content/types';
import type { Locale } from '@/lib/i18n/locales';
import { Img } from '@/components/ui/Img';
import { bidi } from '@/components/ui/Text';
import styles from './CardGrid.module.css';

/** Cards with title and text (and an image where content has one). The spec gives them no click behaviour. */
export function CardGrid({ cards, locale }: { cards: Card[]; locale: Locale }) {
  return (
    <ul className="card-grid">
      {cards.map((card) => (
        <li key={card.title} className={`card-surface ${styles.card}`}>
          {card.image && <Img image={card.image} className="card-image" />}
          <div className={styles.body}>
            <h3 className={styles.title}>{bidi(card.title, locale)}</h3>
            <p>{bidi(card.text, locale)}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
