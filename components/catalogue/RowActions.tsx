import { QuoteButton } from '@/components/quote/QuoteButton';
import { AddToQuoteButton } from '@/components/basket/AddToQuoteButton';
import type { Locale } from '@/lib/i18n/locales';
import { formsText } from '@/lib/i18n/forms';
import { fill } from '@/lib/i18n/text';
import { fillNodes } from '@/components/quote/fill-nodes';
import styles from './SelectionTable.module.css';

interface Props {
  /** The quote form's Service type for this page. */
  service?: string;
  /** The row as plain text, from rowLabel(): it names the row in the quote message. */
  label: string;
  locale?: Locale;
}

/** Every action a catalogue row offers, in one place: add the row to the quote list, or ask for it alone. */
export function RowActions({ service, label, locale = 'en' }: Props) {
  const text = formsText[locale].catalogue;
  return (
    <div className={styles.actions}>
      <AddToQuoteButton compact line={{ product: label }} className={styles.action} />
      <QuoteButton
        service={service}
        message={fill(text.askMessage, { label })}
        variant="outline"
        className={styles.action}
      >
        {/* One text node for the accessible name: a hidden span beside visible text gains a space. */}
        <span aria-hidden="true">{text.ask}</span>
        <span className="visually-hidden">{fillNodes(text.askNamed, { label })}</span>
      </QuoteButton>
    </div>
  );
}
