import { RowAdd } from '@/components/basket/RowAdd';
import styles from './SelectionTable.module.css';

interface Props {
  /** The row as plain text, from rowLabel(): it names the row in the quote list. */
  label: string;
  /** The table's options (TableOptions), when it has any: the line takes their chosen values. */
  optionsId?: string;
}

/**
 * A catalogue row's one way to ask for it: configured (the table's options), with a quantity, added
 * to the quote list as one line, or added and sent at once from /quote.
 */
export function RowActions({ label, optionsId }: Props) {
  return (
    <div className={styles.actions}>
      <RowAdd product={label} optionsId={optionsId} />
    </div>
  );
}
