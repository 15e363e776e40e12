'use client';

import Link from 'next/link';
import { useId, useState, type ReactNode, type Ref } from 'react';
import { useLocale, useText } from '@/components/i18n/LocaleProvider';
import { Word } from '@/components/i18n/Word';
import { fill } from '@/lib/i18n/text';
import { updateLine } from './edit';
import { isolated } from '@/components/ui/Isolated';
import { fieldQuantity, quantityField, selectOnFocus } from './quantity';
import { limits, type BasketLine } from './store';
import formStyles from '@/components/quote/QuoteForm.module.css';
import styles from './QuoteList.module.css';

interface Props {
  line: BasketLine;
  removeRef: Ref<HTMLButtonElement>;
  onRemove: () => void;
  onAnnounce: (message: ReactNode) => void;
}

/**
 * A line's field label: the word shown, then, for screen readers only, which product it is for
 * (`whose` with its {product} filled), so each line's fields have names of their own; `children`
 * follow (the note's "optional").
 */
function FieldLabel({
  htmlFor,
  shown,
  whose,
  product,
  children,
}: {
  htmlFor: string;
  shown: string;
  whose: string;
  product: string;
  children?: ReactNode;
}) {
  return (
    <label htmlFor={htmlFor}>
      <Word of={shown} />
      <span className="visually-hidden">
        <Word of={whose}>{` ${fill(whose, { product })}`}</Word>
      </span>
      {children}
    </label>
  );
}

/** One line of the quote list: product, options, quantity, a note and remove. Edits save at once. */
export function QuoteLine({ line, removeRef, onRemove, onAnnounce }: Props) {
  const id = useId();
  const text = useText('quoteListPage');
  const locale = useLocale();
  const { product } = line;
  const name = isolated(product, locale);
  // The field shows what was typed; the list keeps the last whole number until the field holds one.
  const [draft, setDraft] = useState(String(line.quantity));
  const [bad, setBad] = useState(false);
  const [shown, setShown] = useState(line.quantity);
  if (line.quantity !== shown) {
    setShown(line.quantity);
    setDraft(String(line.quantity));
    setBad(false);
  }

  const changeQuantity = (input: HTMLInputElement) => {
    setDraft(input.value);
    const quantity = fieldQuantity(input);
    // An empty field is a number being typed; anything else that is not a count is said at once.
    setBad(quantity === null && (input.value !== '' || input.validity.badInput));
    if (quantity !== null && quantity !== line.quantity) {
      updateLine(line.id, { quantity });
      onAnnounce(
        <Word of={text.quantityChanged}>{fill(text.quantityChanged, { product, quantity })}</Word>,
      );
    }
  };

  return (
    <li className={styles.line}>
      <div className={styles.product}>
        <h3>
          {line.path ? (
            <Link prefetch={false} href={line.path}>
              {name}
            </Link>
          ) : (
            name
          )}
        </h3>
        {line.options && <p className={styles.options}>{isolated(line.options, locale)}</p>}
        {line.attributes && (
          <dl className={styles.attributes}>
            {line.attributes.map(({ name: attribute, value }) => (
              <div key={attribute}>
                <dt>{isolated(attribute, locale)}</dt>
                <dd>{isolated(value, locale)}</dd>
              </div>
            ))}
          </dl>
        )}
      </div>
      <div className={formStyles.field}>
        <FieldLabel
          htmlFor={`${id}-quantity`}
          shown={text.quantity}
          whose={text.quantityOf}
          product={product}
        />
        <input
          {...quantityField}
          id={`${id}-quantity`}
          required
          data-quantity=""
          value={draft}
          aria-invalid={bad || undefined}
          aria-describedby={bad ? `${id}-quantity-error` : undefined}
          onFocus={(event) => selectOnFocus(event.currentTarget)}
          onChange={(event) => changeQuantity(event.currentTarget)}
          onBlur={(event) => setBad(fieldQuantity(event.currentTarget) === null)}
        />
        {bad && (
          <p id={`${id}-quantity-error`} className={styles.fieldError}>
            <Word of={text.quantityBad} />
          </p>
        )}
      </div>
      <div className={formStyles.field}>
        <FieldLabel htmlFor={`${id}-note`} shown={text.note} whose={text.noteFor} product={product}>
          <Word of={text.optional}>{` ${text.optional}`}</Word>
        </FieldLabel>
        <input
          id={`${id}-note`}
          type="text"
          maxLength={limits.note}
          autoComplete="off"
          placeholder={text.notePlaceholder}
          value={line.note}
          onChange={(event) => updateLine(line.id, { note: event.target.value })}
        />
      </div>
      <button ref={removeRef} type="button" className={styles.remove} onClick={onRemove}>
        <Word of={text.remove} />
        <span className="visually-hidden"> {product}</span>
      </button>
    </li>
  );
}
