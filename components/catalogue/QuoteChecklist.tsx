import { checklistFor } from '@/lib/content/catalogue';
import type { Locale } from '@/lib/i18n/locales';
import { formsText } from '@/lib/i18n/forms';
import { bidi } from '@/components/ui/Text';
import styles from './Catalogue.module.css';

/** "What to send us": what a quotation for this page's products or service needs. */
export function QuoteChecklist({ path, locale = 'en' }: { path: string; locale?: Locale }) {
  const items = checklistFor(path, locale);
  if (items.length === 0) return null;
  const text = formsText[locale].catalogue;
  return (
    <section aria-labelledby="what-to-send" className={styles.checklist}>
      <h2 id="what-to-send">{text.checklistHeading}</h2>
      <p>{text.checklistIntro}</p>
      <ul>
        {items.map((item) => (
          <li key={item}>{bidi(item, locale)}</li>
        ))}
      </ul>
    </section>
  );
}
