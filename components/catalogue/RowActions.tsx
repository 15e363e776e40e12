import { RowAdd } from '@/components/basket/RowAdd';
import type { Locale } from '@/lib/i18n/locales';
import styles from './SelectionTable.module.css';

interface Props {
  /** The row as plain text, from rowLabel(): it names the row in the quote list. */
  label: string;
  /** The row's id: its controls' ids are made from it. */
  id: string;
  locale: Locale;
  /** The row's label in English, on the Arabic site: the line the sales team reads. */
  english?: string;
  /** The indexes of the table's options that fit this row (all when undefined). */
  options?: readonly number[];
}

/**
 * A catalogue row's one way to ask for it: configured (the table's options), with a quantity, added
 * to the quote list as one line, or added and sent at once from /quote. Plain HTML: the table's
 * RowAddArea (SelectionTable) makes it work.
 */
export function RowActions({ label, english, id, locale, options }: Props) {
  return (
    <div className={styles.actions}>
      <RowAdd product={label} english={english} id={id} locale={locale} options={options} />
    </div>
  );
}
