import type { Card } from '@/content/types';
import { Img } from '@/components/ui/Img';
import styles from './CardGrid.module.css';

interface Props {
  cards: Card[];
  headingLevel?: 'h2' | 'h3';
}

/** Cards with title and text (and an image where content has one). The spec gives them no click behaviour. */
export function CardGrid({ cards, headingLevel: Heading = 'h3' }: Props) {
  return (
    <ul className={styles.grid}>
      {cards.map((card) => (
        <li key={card.title} className={styles.card}>
          {card.image && <Img image={card.image} className={styles.image} />}
          <div className={styles.body}>
            <Heading className={styles.title}>{card.title}</Heading>
            <p>{card.text}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
