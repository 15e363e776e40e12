'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import clsx from 'clsx';
import { buttonClass } from '@/components/ui/ButtonLink';
import { useLocale, useText } from '@/components/i18n/LocaleProvider';
import { fillNodes } from '@/components/quote/fill-nodes';
import { localePath } from '@/lib/i18n/locales';
import { fill } from '@/lib/i18n/text';
import { isolated } from './Isolated';
import { addLine, limits, useBasket, type LineAttribute } from './store';
import { itemsInList } from './words';
import { parseQuantity } from './quantity';
import styles from './RowAdd.module.css';

interface Props {
  /** The row as plain text, from rowLabel(): the line's product. */
  product: string;
  /** The id of the table's options (TableOptions): their chosen values become the line's attributes. */
  optionsId?: string;
}

/** The options chosen above the table, in their order, as the line's attributes. */
function chosenOptions(optionsId: string | undefined): LineAttribute[] {
  const box = optionsId ? document.getElementById(optionsId) : null;
  return [...(box?.querySelectorAll('select') ?? [])].map((select) => ({
    name: select.dataset.option ?? select.name,
    value: select.value,
  }));
}

/**
 * A table row's way into the quote list: a quantity, "Add to quote list" (one configured line: the
 * row, the table's chosen options, the quantity) and "Add and send now" (the same, then /quote). The
 * confirmation shows beside the controls and is announced. Before hydration the controls are drawn
 * invisible, holding their space, so nothing shifts and no dead control is offered.
 */
export function RowAdd({ product, optionsId }: Props) {
  const lines = useBasket();
  const pathname = usePathname();
  const locale = useLocale();
  const text = useText('forms').basket;
  const id = useId();
  const [quantity, setQuantity] = useState('1');
  const [bad, setBad] = useState(false);
  const [message, setMessage] = useState<ReactNode>(null);
  const statusRef = useRef<HTMLParagraphElement>(null);
  // A row low on the screen: its confirmation scrolls into view, so it is seen, not only announced.
  useEffect(() => {
    if (message) statusRef.current?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [message]);
  const quoteHref = localePath('/quote', locale);

  /** Adds the configured line; false when nothing was added (a bad quantity, a full list). */
  const add = (): boolean => {
    const count = parseQuantity(quantity);
    if (count === null) {
      setBad(true);
      setMessage(text.quantityBad);
      return false;
    }
    const attributes = chosenOptions(optionsId);
    const added = addLine({ product, attributes, quantity: count }, pathname);
    if (!added) {
      setMessage(fill(text.full, { lines: limits.lines }));
      return false;
    }
    const line = attributes.length
      ? `${product} (${attributes.map(({ value }) => value).join(locale === 'ar' ? '، ' : ', ')})`
      : product;
    setMessage(
      <>
        {fillNodes(text.lineAdded, { line: isolated(line, locale), quantity: added.quantity })}{' '}
        {itemsInList(locale, text, added.count)}.{' '}
        <Link prefetch={false} href={quoteHref}>
          {text.view}
        </Link>
      </>,
    );
    return true;
  };

  // Before hydration (and without JavaScript) an invisible twin holds the controls' space: no
  // shift when they appear, and no dead control is offered.
  const controls =
    lines === null ? (
      <span className={clsx(styles.controls, styles.placeholder)} aria-hidden="true">
        <span className={styles.quantity}>1</span>
        <span className={buttonClass('outline', styles.button)}>{text.addLine}</span>
      </span>
    ) : (
      <div className={styles.controls}>
        <input
          type="number"
          dir="ltr"
          inputMode="numeric"
          min={1}
          max={limits.quantity}
          step={1}
          className={styles.quantity}
          aria-label={fill(text.quantityNamed, { product })}
          aria-invalid={bad || undefined}
          aria-describedby={`${id}-status`}
          value={quantity}
          onChange={(event) => {
            setQuantity(event.target.value);
            setBad(false);
          }}
        />
        <button
          type="button"
          className={buttonClass('outline', styles.button)}
          aria-label={fill(text.addLineNamed, { product })}
          onClick={add}
        >
          {text.addLine}
        </button>
      </div>
    );
  return (
    <div className={styles.row}>
      {controls}
      {lines === null ? (
        <span className={clsx(styles.sendNow, styles.placeholder)} aria-hidden="true">
          {text.sendNow}
        </span>
      ) : (
        // The same add, then on to the list to send it: a link, so it navigates as links do.
        <Link
          prefetch={false}
          href={quoteHref}
          className={styles.sendNow}
          aria-label={fill(text.sendNowNamed, { product })}
          onClick={(event) => {
            if (!add()) event.preventDefault();
          }}
        >
          {text.sendNow}
        </Link>
      )}
      <p
        ref={statusRef}
        id={`${id}-status`}
        role="status"
        className={styles.status}
        data-tone={bad ? 'error' : undefined}
      >
        {message}
      </p>
    </div>
  );
}
