'use client';

import { useId, useState } from 'react';
import clsx from 'clsx';
import { addLine, limits, type LineAttribute } from '@/components/basket/store';
import { buttonClass } from '@/components/ui/ButtonLink';
import type { GlandSelectorText } from '@/lib/content/schema';
import { fill } from '@/lib/i18n/text';
import formStyles from '@/components/quote/QuoteForm.module.css';
import styles from './GlandSelector.module.css';

interface Props {
  text: GlandSelectorText;
  product: string;
  /** How the button and the announcement name the line, when the product alone is ambiguous. */
  name?: string;
  /** Read when the button is pressed, so the line carries the choices made up to then. */
  attributes: () => LineAttribute[];
  path: string;
  /** Read after the visible quantity label, where several quantities share a group: the accessory. */
  labelSuffix?: string;
  /** Says what was added (the selector's live region). */
  onAdded: (message: string) => void;
}

/** A quantity and an add button: one configured line for the quote list. */
export function AddLine({
  text,
  product,
  name = product,
  attributes,
  path,
  labelSuffix,
  onAdded,
}: Props) {
  const id = useId();
  const [quantity, setQuantity] = useState('1');
  const [error, setError] = useState(false);
  const add = () => {
    const count = Number(quantity.trim());
    if (!Number.isInteger(count) || count < 1 || count > limits.quantity) {
      setError(true);
      return;
    }
    setError(false);
    const added = addLine({ product, attributes: attributes(), quantity: count, path }, path);
    if (added) onAdded(fill(text.added, { item: name, quantity: count }));
  };
  return (
    <div className={styles.add}>
      <div className={clsx(formStyles.field, styles.quantity)}>
        <label htmlFor={`${id}-quantity`}>
          {text.quantity}
          {labelSuffix && <span className="visually-hidden">{` ${labelSuffix}`}</span>}
        </label>
        <input
          id={`${id}-quantity`}
          type="number"
          inputMode="numeric"
          min={1}
          max={limits.quantity}
          value={quantity}
          aria-invalid={error || undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => setQuantity(event.target.value)}
        />
      </div>
      <button
        type="button"
        className={buttonClass('primary')}
        aria-label={fill(text.addNamed, { item: name })}
        onClick={add}
      >
        {text.add}
      </button>
      {error && (
        <p id={`${id}-error`} className={styles.error}>
          {text.errorQuantity}
        </p>
      )}
    </div>
  );
}
