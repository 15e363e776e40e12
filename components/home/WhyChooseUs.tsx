import { Fragment } from 'react';
import Link from 'next/link';
import { localePath, type Locale } from '@/lib/i18n/locales';
import type { Home } from '@/lib/content/schema';
import { interfaceIn } from '@/lib/content/interface';
import { Img } from '@/components/ui/Img';
import { bidi, markWord } from '@/components/ui/Text';
import styles from './WhyChooseUs.module.css';

export function WhyChooseUs({ cards, locale }: { cards: Home['whyChooseUs']; locale: Locale }) {
  const text = interfaceIn(locale).home;
  // "about our {figure} {title}": the card's figure and title are content, each marked on its own
  // when it is not translated; the words around them are the interface word's.
  const parts = text.learnMoreHidden.split(/(\{(?:figure|title)\})/);
  return (
    <ul className="card-grid">
      {cards.map((card) => (
        <li key={card.title} className={`card-surface ${styles.card}`}>
          <Img image={card.image} className="card-image" />
          <div className={styles.body}>
            <p className={styles.figure}>
              {/* data-block sets the figure on a line of its own (WhyChooseUs.module.css), and tells
                  a reader of the markup so (tests/unit/arabic-text.ts). */}
              <strong data-block="">{bidi(card.figure, locale)}</strong> {bidi(card.title, locale)}
            </p>
            <p>{bidi(card.text, locale)}</p>
            <Link prefetch={false} href={localePath(card.link, locale)} className={styles.link}>
              {markWord(text.learnMore, locale)}
              <span className="visually-hidden">
                {' '}
                {parts.map((part, index) =>
                  part === '{title}' ? (
                    <Fragment key={index}>
                      {bidi(
                        locale === 'en' ? card.title.toLowerCase() : card.title,
                        locale,
                        card.title,
                      )}
                    </Fragment>
                  ) : part === '{figure}' ? (
                    <Fragment key={index}>{bidi(card.figure, locale)}</Fragment>
                  ) : (
                    <Fragment key={index}>{markWord(text.learnMoreHidden, locale, part)}</Fragment>
                  ),
                )}
              </span>
            </Link>
          </div>
        </li>
      ))}
    </ul>
  );
}
