'use client';

import Link from 'next/link';
import clsx from 'clsx';
import { usePathname } from 'next/navigation';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useLocale, useText } from '@/components/i18n/LocaleProvider';
import { Word } from '@/components/i18n/Word';
import { fillNodes } from '@/components/quote/fill-nodes';
import { localePath } from '@/lib/i18n/locales';
import { fill } from '@/lib/i18n/text';
import { isolated } from './Isolated';
import { addLine, limits, type LineAttribute } from './store';
import { fieldQuantity, selectOnFocus } from './quantity';
import { itemsInList } from './words';
import styles from './RowAdd.module.css';

/** The last add's outcome, shown in its row's status (the row's live region). */
interface Shown {
  status: HTMLElement;
  message: ReactNode;
  error: boolean;
}

/** The options chosen above the table, in their order, as the line's attributes. */
const chosenOptions = (area: HTMLElement): LineAttribute[] =>
  [...area.querySelectorAll<HTMLSelectElement>('select[data-option]')].map((select) => ({
    name: select.dataset.option ?? select.name,
    value: select.value,
  }));

/** The tables whose controls wait to be shown, one per frame (showInTurn). */
const waiting: HTMLElement[] = [];

function showNext() {
  waiting.shift()?.setAttribute('data-ready', '');
  if (waiting.length > 0) requestAnimationFrame(showNext);
}

/**
 * Shows a table's row controls (CSS hides them until data-ready), one table per frame: a product
 * page's tables all hydrate together, and showing every row's controls in one frame was one style,
 * paint and layout pass over all of them, a long task on a phone. Returns the cancel.
 */
function showInTurn(area: HTMLElement) {
  waiting.push(area);
  if (waiting.length === 1) requestAnimationFrame(showNext);
  return () => {
    const index = waiting.indexOf(area);
    if (index >= 0) waiting.splice(index, 1);
  };
}

/**
 * One controller for a table's rows (RowAdd, plain HTML): a click on a row's add or "add and send
 * now" adds one configured line (the row, the options chosen above the table, its quantity), by event
 * delegation, so a page of many rows hydrates one component per table. The outcome is rendered into
 * that row's status and scrolled into view. Until it runs, the rows' controls are hidden (CSS); it
 * shows them once it listens (showInTurn).
 */
export function RowAddArea({ className, children }: { className?: string; children: ReactNode }) {
  const pathname = usePathname();
  const locale = useLocale();
  const text = useText('quoteList');
  const area = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState<Shown | null>(null);

  // The controls show in a later frame, when the listeners below are attached.
  useEffect(() => (area.current ? showInTurn(area.current) : undefined), []);

  // A row low on the screen: its confirmation scrolls into view, so it is seen, not only announced.
  useEffect(() => {
    shown?.status.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [shown]);

  useEffect(() => {
    const box = area.current;
    if (!box) return;
    const quoteHref = localePath('/quote', locale);
    let invalid: HTMLInputElement | null = null;
    const markInvalid = (input: HTMLInputElement | null) => {
      invalid?.removeAttribute('aria-invalid');
      invalid = input;
      invalid?.setAttribute('aria-invalid', 'true');
    };

    /** Adds the row's configured line; false when nothing was added (a bad quantity, a full list). */
    const add = (row: HTMLElement): boolean => {
      const product = row.dataset.rowAdd ?? '';
      const input = row.querySelector('input');
      const status = row.querySelector<HTMLElement>('[role="status"]');
      if (!input || !status) return false;
      const count = fieldQuantity(input);
      if (count === null) {
        markInvalid(input);
        setShown({ status, message: <Word of={text.quantityBad} />, error: true });
        return false;
      }
      markInvalid(null);
      const attributes = chosenOptions(box);
      const added = addLine({ product, attributes, quantity: count }, pathname);
      if (!added) {
        setShown({
          status,
          message: <Word of={text.full}>{fill(text.full, { lines: limits.lines })}</Word>,
          error: true,
        });
        return false;
      }
      const line = attributes.length
        ? `${product} (${attributes.map(({ value }) => value).join(locale === 'ar' ? '، ' : ', ')})`
        : product;
      const message = (
        <>
          <Word of={text.lineAdded}>
            {fillNodes(text.lineAdded, { line: isolated(line, locale), quantity: added.quantity })}
          </Word>{' '}
          <Word of={text.inList}>{itemsInList(locale, text, added.count)}</Word>.{' '}
          <Link prefetch={false} href={quoteHref}>
            <Word of={text.view} />
          </Link>
        </>
      );
      setShown({ status, message, error: false });
      return true;
    };

    const onClick = (event: MouseEvent) => {
      const control = (event.target as Element).closest('[data-add], [data-send]');
      const row = control?.closest<HTMLElement>('[data-row-add]');
      if (!control || !row) return;
      // "Add and send now" is a plain link to the list: it is followed only once the line is added.
      if (!add(row) && control.hasAttribute('data-send')) event.preventDefault();
    };
    const onInput = (event: Event) => {
      if (event.target === invalid) markInvalid(null);
    };
    const onFocus = (event: FocusEvent) => {
      const field = event.target as Element;
      if (field instanceof HTMLInputElement && field.closest('[data-row-add]'))
        selectOnFocus(field);
    };
    box.addEventListener('click', onClick);
    box.addEventListener('input', onInput);
    box.addEventListener('focusin', onFocus);
    return () => {
      box.removeEventListener('click', onClick);
      box.removeEventListener('input', onInput);
      box.removeEventListener('focusin', onFocus);
    };
  }, [locale, pathname, text]);

  return (
    <div ref={area} className={clsx(styles.area, className)}>
      {children}
      {shown &&
        createPortal(
          <span className={shown.error ? styles.error : undefined}>{shown.message}</span>,
          shown.status,
        )}
    </div>
  );
}
