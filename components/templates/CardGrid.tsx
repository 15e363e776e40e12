import type { Card } from '@/content/types';
import { Img } from '@/components/ui/Img';
import styles from './CardGrid.module.css';

/** Cards with title and text (and an image where content has one). The spec gives them no click behaviour. */
export function CardGrid({ cards }: { cards: Card[] }) {
  return (
    <ul className="card-grid">
      {cards.map((card) => (
        <li key={card.title} className={`card-surface ${styles.card}`}>
          {card.image && <Img image={card.image} className="card-image" />}
          <div className={styles.body}>
            <h3 className={styles.title}>{card.title}</h3>
            <p>{card.text}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
