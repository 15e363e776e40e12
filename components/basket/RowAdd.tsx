import { buttonClass } from '@/components/ui/ButtonLink';
import { interfaceIn } from '@/lib/content/interface';
import { localePath, type Locale } from '@/lib/i18n/locales';
import { fill } from '@/lib/i18n/text';
import { markWord } from '@/components/ui/Text';
import { quantityField } from './quantity';
import styles from './RowAdd.module.css';

interface Props {
  /** The row as plain text, from rowLabel(): the line's product. */
  product: string;
  /** Unique on the page (the row's id): names the row's status, which describes its quantity. */
  id: string;
  locale: Locale;
  /** The row's label in English, on the Arabic site (the sales team reads the English). */
  english?: string;
  /** The indexes of the table's options that fit this row, for RowAddArea (all when undefined). */
  options?: readonly number[];
}

/**
 * A table row's way into the quote list, as plain HTML: a quantity, "Add to quote list" and "Add and
 * send now" (a link to /quote), and an empty live region for the confirmation. No script of its own:
 * the table's RowAddArea handles every row, and shows the controls once it does.
 */
export function RowAdd({ product, english, id, locale, options }: Props) {
  const text = interfaceIn(locale).quoteList;
  const status = `${id}-status`;
  return (
    <div
      className={styles.row}
      data-row-add={product}
      data-row-en={english}
      data-row={id}
      data-options={options?.join(' ')}
    >
      <div className={styles.controls}>
        <input
          {...quantityField}
          defaultValue={1}
          className={styles.quantity}
          aria-label={fill(text.quantityNamed, { product })}
          aria-describedby={status}
        />
        <button
          type="button"
          className={buttonClass('outline', styles.button)}
          aria-label={fill(text.addLineNamed, { product })}
          data-add=""
        >
          {markWord(text.addLine, locale)}
        </button>
      </div>
      <a
        href={localePath('/quote', locale)}
        className={styles.sendNow}
        aria-label={fill(text.sendNowNamed, { product })}
        data-send=""
      >
        {markWord(text.sendNow, locale)}
      </a>
      <p id={status} role="status" className={styles.status} />
    </div>
  );
}
