'use client';

import { useId, useState, type ReactNode } from 'react';
import Link from 'next/link';
import clsx from 'clsx';
import { addLine, limits, type NewLine } from '@/components/basket/store';
import { parseQuantity } from '@/components/basket/quantity';
import { buttonClass } from '@/components/ui/ButtonLink';
import { useText } from '@/components/i18n/LocaleProvider';
import { Word } from '@/components/i18n/Word';
import type { GlandSelectorText } from '@/lib/content/schema';
import { localePath, type Locale } from '@/lib/i18n/locales';
import { fill } from '@/lib/i18n/text';
import { Isolated } from '@/components/ui/Isolated';
import formStyles from '@/components/quote/QuoteForm.module.css';
import styles from './GlandSelector.module.css';

interface Props {
  text: GlandSelectorText;
  /** How the button and the confirmation name what is added: 'Cable gland size 25'. */
  name: string;
  /** Read when the button is pressed: the gland and its kit, each a line, without a quantity. */
  lines: () => NewLine[];
  path: string;
  locale: Locale;
}

/** Arabic-Indic digits read as the digits they are; anything else is kept as typed. */
const westernDigits = (value: string) =>
  value.replace(/[\u0660-\u0669]/g, (digit) => String(digit.charCodeAt(0) - 0x0660));

/**
 * One quantity and one button that add the gland and its kit at that quantity, and the confirmation
 * beside the button. The field keeps what was typed: a quantity that is not a whole number from 1 is
 * refused with a message under it, never rounded.
 */
export function AddKit({ text, name, lines, path, locale }: Props) {
  const id = useId();
  const quoteList = useText('quoteList');
  const [quantity, setQuantity] = useState('1');
  const [error, setError] = useState(false);
  const [status, setStatus] = useState<ReactNode>(null);
  const add = () => {
    const count = parseQuantity(westernDigits(quantity));
    setError(count === null);
    if (count === null) {
      setStatus(null);
      document.getElementById(`${id}-quantity`)?.focus();
      return;
    }
    const parts = lines();
    const added = parts.filter((line) => addLine({ ...line, quantity: count, path }, path));
    const message =
      added.length < parts.length
        ? fill(quoteList.full, { lines: limits.lines })
        : fill(text.added, {
            quantity: count,
            items: added.map((line) => line.product).join(', '),
          });
    setStatus(
      <>
        <Isolated text={message} locale={locale} />{' '}
        <Link prefetch={false} href={localePath('/quote', locale)}>
          <Word of={quoteList.view} />
        </Link>
      </>,
    );
  };
  return (
    <div className={styles.add}>
      <div className={clsx(formStyles.field, styles.quantity)}>
        <label htmlFor={`${id}-quantity`}>{text.quantity}</label>
        <input
          id={`${id}-quantity`}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          dir="ltr"
          value={quantity}
          aria-invalid={error || undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onFocus={(event) => event.currentTarget.select()}
          onChange={(event) => setQuantity(event.target.value)}
        />
        {error && (
          <p id={`${id}-error`} className={styles.error}>
            <Isolated text={text.errorQuantity} locale={locale} />
          </p>
        )}
      </div>
      <button
        type="button"
        className={buttonClass('primary', styles.addButton)}
        aria-label={fill(text.addNamed, { item: name })}
        onClick={add}
      >
        {text.add}
      </button>
      <p role="status" className={styles.added}>
        {status}
      </p>
    </div>
  );
}
