import { QuoteButton } from '@/components/quote/QuoteButton';
import { AddToQuoteButton } from '@/components/basket/AddToQuoteButton';
import styles from './SelectionTable.module.css';

interface Props {
  /** The quote form's Service type for this page. */
  service?: string;
  /** The row as plain text, from rowLabel(): it names the row in the quote message. */
  label: string;
}

/** Every action a catalogue row offers, in one place: add the row to the quote list, or ask for it alone. */
export function RowActions({ service, label }: Props) {
  return (
    <div className={styles.actions}>
      <AddToQuoteButton compact line={{ product: label }} className={styles.action} />
      <QuoteButton
        service={service}
        message={`Please quote: ${label}. Quantity:`}
        variant="outline"
        className={styles.action}
      >
        {/* One text node for the accessible name: a hidden span beside visible text gains a space. */}
        <span aria-hidden="true">Ask for a quote</span>
        <span className="visually-hidden">Ask for a quote: {label}</span>
      </QuoteButton>
    </div>
  );
}
