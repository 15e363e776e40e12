import Link from 'next/link';
import { whyChooseUs } from '@/content/home';
import { Img } from '@/components/ui/Img';
import styles from './WhyChooseUs.module.css';

export function WhyChooseUs() {
  return (
    <ul className="card-grid">
      {whyChooseUs.map((card) => (
        <li key={card.title} className={`card-surface ${styles.card}`}>
          <Img image={card.image} className="card-image" />
          <div className={styles.body}>
            <p className={styles.figure}>
              <strong>{card.figure}</strong> {card.title}
            </p>
            <p>{card.text}</p>
            <Link prefetch={false} href={card.link} className={styles.link}>
              Learn more
              <span className="visually-hidden"> about our {card.title.toLowerCase()}</span>
            </Link>
          </div>
        </li>
      ))}
    </ul>
  );
}
