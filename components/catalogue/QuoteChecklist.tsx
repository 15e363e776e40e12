import clsx from 'clsx';
import type { Locale } from '@/lib/i18n/locales';
import { interfaceIn } from '@/lib/content/interface';
import { bidi, markWord } from '@/components/ui/Text';
import styles from './Catalogue.module.css';

interface Props {
  /** What a quotation for the page's products or service needs (none: no section). */
  items: readonly string[];
  locale: Locale;
  /** Below the page's tables, so never on a first screen: rendered as it nears the viewport. */
  renderWhenNear?: boolean;
}

/** "What to send us": what a quotation for this page's products or service needs. */
export function QuoteChecklist({ items, locale, renderWhenNear = false }: Props) {
  if (items.length === 0) return null;
  const text = interfaceIn(locale).selectionTables;
  return (
    <section
      aria-labelledby="what-to-send"
      className={clsx(styles.checklist, renderWhenNear && 'render-when-near')}
    >
      <h2 id="what-to-send">{markWord(text.checklistHeading, locale)}</h2>
      <p>{markWord(text.checklistIntro, locale)}</p>
      <ul>
        {items.map((item) => (
          <li key={item}>{bidi(item, locale)}</li>
        ))}
      </ul>
    </section>
  );
}
