import type { Point } from '@/lib/content/types';
import type { Locale } from '@/lib/i18n/locales';
import { bidi } from './Text';
import styles from './PointGrid.module.css';

interface Props {
  points: Point[];
  numbered?: boolean;
  locale: Locale;
}

/** Short titled statements in a grid: values, features, perks. */
export function PointGrid({ points, numbered = false, locale }: Props) {
  return (
    <ul className="card-grid">
      {points.map((point, index) => (
        <li key={point.title} className={styles.item}>
          {numbered && (
            <span className={styles.number} aria-hidden="true">
              {String(index + 1).padStart(2, '0')}
            </span>
          )}
          <h3>{bidi(point.title, locale)}</h3>
          <p>{bidi(point.text, locale)}</p>
        </li>
      ))}
    </ul>
  );
}
