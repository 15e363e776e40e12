import type { Point } from '@/content/types';
import styles from './PointGrid.module.css';

interface Props {
  points: Point[];
  numbered?: boolean;
}

/** Short titled statements in a grid: values, features, perks. */
export function PointGrid({ points, numbered = false }: Props) {
  return (
    <ul className="card-grid">
      {points.map((point, index) => (
        <li key={point.title} className={styles.item}>
          {numbered && (
            <span className={styles.number} aria-hidden="true">
              {String(index + 1).padStart(2, '0')}
            </span>
          )}
          <h3>{point.title}</h3>
          <p>{point.text}</p>
        </li>
      ))}
    </ul>
  );
}
