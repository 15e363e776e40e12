import Link from 'next/link';
import { localePath, type Locale } from '@/lib/i18n/locales';
import { homeIn } from '@/lib/content/home';
import { interfaceIn } from '@/lib/content/interface';
import { Img } from '@/components/ui/Img';
import { bidi, markWord } from '@/components/ui/Text';
import styles from './WhyChooseUs.module.css';

export function WhyChooseUs({ locale }: { locale: Locale }) {
  const text = interfaceIn(locale).home;
  // "about our {title}": the card's title is content, marked on its own when it is not translated.
  const [before = '', after = ''] = text.learnMoreHidden.split('{title}');
  return (
    <ul className="card-grid">
      {homeIn(locale).whyChooseUs.map((card) => (
        <li key={card.title} className={`card-surface ${styles.card}`}>
          <Img image={card.image} className="card-image" />
          <div className={styles.body}>
            <p className={styles.figure}>
              <strong>{bidi(card.figure, locale)}</strong> {bidi(card.title, locale)}
            </p>
            <p>{bidi(card.text, locale)}</p>
            <Link prefetch={false} href={localePath(card.link, locale)} className={styles.link}>
              {markWord(text.learnMore, locale)}
              <span className="visually-hidden">
                {' '}
                {markWord(text.learnMoreHidden, locale, before)}
                {bidi(locale === 'en' ? card.title.toLowerCase() : card.title, locale, card.title)}
                {markWord(text.learnMoreHidden, locale, after)}
              </span>
            </Link>
          </div>
        </li>
      ))}
    </ul>
  );
}
