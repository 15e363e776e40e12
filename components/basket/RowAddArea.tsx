'use client';

import Link from 'next/link';
import clsx from 'clsx';
import { usePathname } from 'next/navigation';
import { useEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { createPortal, flushSync } from 'react-dom';
import { useLocale, useText } from '@/components/i18n/LocaleProvider';
import { Word } from '@/components/i18n/Word';
import { fillNodes } from '@/components/ui/fill-nodes';
import { localePath } from '@/lib/i18n/locales';
import { fill } from '@/lib/i18n/text';
import { isolated } from '@/components/ui/Isolated';
import { NearContext } from '@/components/catalogue/WhenNear';
import { addLine, limits, type LineAttribute, type LineEnglish } from './store';
import { fieldQuantity, selectOnFocus } from './quantity';
import { itemsInList } from './words';
import styles from './RowAdd.module.css';

/** The last add's outcome, shown in its row's status (the row's live region). */
interface Shown {
  status: HTMLElement;
  message: ReactNode;
  error: boolean;
}

/** The option selects above the table that fit the row (data-options), in their order. */
function fittingSelects(area: HTMLElement, row: HTMLElement): HTMLSelectElement[] {
  const fitting = row.dataset.options?.split(' ');
  return [...area.querySelectorAll<HTMLSelectElement>('select[data-option]')].filter(
    (_, index) => !fitting || fitting.includes(String(index)),
  );
}

/** The options chosen for the row, as the line's attributes. */
const chosenOptions = (selects: HTMLSelectElement[]): LineAttribute[] =>
  selects.map((select) => ({ name: select.dataset.option ?? select.name, value: select.value }));

/** The row and its options in English, on the Arabic site (data-row-en): what the sales team reads. */
function englishOf(row: HTMLElement, selects: HTMLSelectElement[]): LineEnglish | undefined {
  const product = row.dataset.rowEn;
  if (!product) return undefined;
  const attributes = selects.map((select) => ({
    name: select.dataset.optionEn ?? select.dataset.option ?? select.name,
    value: select.selectedOptions[0]?.dataset.en ?? select.value,
  }));
  return { product, attributes };
}

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

/** The id an address's fragment names: decoded, or as it is when its escapes are malformed. */
function fragmentId(hash: string) {
  try {
    return decodeURIComponent(hash.slice(1));
  } catch {
    return hash.slice(1);
  }
}

/**
 * Keeps a table's options and column headings in view while its rows scroll (CSS makes them sticky
 * from 768 px): the headings stick under the options, so their height is measured into
 * --options-height, and the headings' into --head-height for a row's scroll margin. Sticky needs the
 * table out of its sideways scroll box, so the box lets go (data-fits) only while the table fits; a
 * table too wide keeps scrolling sideways, its headings then not sticky. A row reached by its address
 * (a search result) is brought below them once they are measured. Returns the cleanup.
 */
function keepHeadingsInView(area: HTMLElement) {
  const scroller = area.querySelector<HTMLElement>('[data-scroll]');
  const table = scroller?.querySelector('table');
  if (!scroller || !table) return undefined;
  const options = area.querySelector<HTMLElement>('[data-options]');
  const head = table.querySelector('thead');
  // The address's row, if it is in this table and in view (the browser scrolled to it before the
  // headings were measured), is brought below them once they are. An address changed later (a search
  // result on the page already open, through the router or not) is read at the next measuring: when
  // a table not drawn yet is drawn. A row the visitor has scrolled away from stays where it is.
  let hash: string | undefined;
  const bringTarget = () => {
    if (location.hash === hash) return;
    hash = location.hash;
    const target = hash ? document.getElementById(fragmentId(hash)) : null;
    if (!target || !table.contains(target)) return;
    const { top, bottom } = target.getBoundingClientRect();
    if (bottom > 0 && top < innerHeight) target.scrollIntoView({ block: 'start' });
  };
  // Measured when the observer reports the boxes' sizes, never on hydration: a table drawn only as it
  // nears the viewport (.render-when-near) would be laid out at once by a read of its size, the work
  // its skipping saves. The observer reports a box once it has been laid out, skipped ones later.
  const measure = () => {
    const fits = table.getBoundingClientRect().width <= scroller.clientWidth + 0.5;
    scroller.toggleAttribute('data-fits', fits);
    // A box that does not scroll is no tab stop (a scrolling one must be: axe scrollable-region-focusable).
    if (fits) scroller.removeAttribute('tabindex');
    else scroller.setAttribute('tabindex', '0');
    area.style.setProperty('--options-height', `${options?.offsetHeight ?? 0}px`);
    area.style.setProperty('--head-height', `${head?.offsetHeight ?? 0}px`);
    bringTarget();
  };
  const observer = new ResizeObserver(measure);
  for (const element of [scroller, table, options]) if (element) observer.observe(element);
  return () => observer.disconnect();
}

/**
 * Puts a waiting table's prerendered quantity fields in place: each row keeps its field as the
 * content of a `<template data-controls>` until the table nears the view (WhenNear). Rows React
 * rendered (a client-side navigation) get theirs from React, their templates empty.
 */
function revealFields(area: HTMLElement) {
  for (const template of area.querySelectorAll<HTMLTemplateElement>('template[data-controls]'))
    if (template.content.childNodes.length) template.replaceWith(template.content);
}

/** The share of the viewport's height, above and below it, within which Chrome draws a skipped block. */
const NEAR_MARGIN = '150% 0px';

/**
 * One controller for a table's rows (TableRows, plain HTML): a click on a row's add or "add and send
 * now" adds one configured line (the row, the options chosen above the table, its quantity), by event
 * delegation, so a page of many rows hydrates one component per table. The outcome is rendered into
 * that row's status and scrolled into view. Until it runs, the rows' controls are hidden (CSS); it
 * shows them once it listens (showInTurn).
 */
export function RowAddArea({
  className,
  style,
  deferFields = false,
  children,
}: {
  className?: string;
  style?: CSSProperties;
  /** A table drawn only as it nears the view: its form fields wait for that too (WhenNear). */
  deferFields?: boolean;
  children: ReactNode;
}) {
  const pathname = usePathname();
  const locale = useLocale();
  const text = useText('quoteList');
  const area = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState<Shown | null>(null);
  const [near, setNear] = useState(!deferFields);

  // A waiting table's fields come as it nears the view (drawn from 1.5 screens away, as Chrome draws
  // a skipped block) or as the keyboard reaches into it, whichever is first.
  useEffect(() => {
    const box = area.current;
    if (near || !box) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: NEAR_MARGIN },
    );
    observer.observe(box);
    const onFocus = () => setNear(true);
    box.addEventListener('focusin', onFocus);
    return () => {
      observer.disconnect();
      box.removeEventListener('focusin', onFocus);
    };
  }, [near]);

  useEffect(() => {
    if (near && area.current) revealFields(area.current);
  }, [near]);

  // The controls show in a later frame, when the listeners below are attached.
  useEffect(() => (area.current ? showInTurn(area.current) : undefined), []);

  // A row low on the screen: its confirmation scrolls into view, so it is seen, not only announced;
  // only up or down: a table that scrolls sideways keeps the columns the buyer was reading.
  useEffect(() => {
    const status = shown?.status;
    if (!status) return;
    const box = status.getBoundingClientRect();
    if (box.top < 0 || box.bottom > innerHeight) status.scrollIntoView({ block: 'nearest' });
  }, [shown]);

  useEffect(() => (area.current ? keepHeadingsInView(area.current) : undefined), []);

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
      const selects = fittingSelects(box, row);
      const attributes = chosenOptions(selects);
      const added = addLine(
        {
          product,
          attributes,
          quantity: count,
          row: row.dataset.row,
          english: englishOf(row, selects),
        },
        pathname,
      );
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
      // A click before the fields (nothing saw the table near, a screen reader's click) adds nothing
      // unseen: it brings them, and the row's quantity takes the focus.
      if (!row.querySelector('input')) {
        event.preventDefault();
        flushSync(() => setNear(true));
        revealFields(box);
        row.querySelector('input')?.focus();
        return;
      }
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
    // One signal removes every listener when the effect ends.
    const listening = new AbortController();
    const { signal } = listening;
    box.addEventListener('click', onClick, { signal });
    box.addEventListener('input', onInput, { signal });
    box.addEventListener('focusin', onFocus, { signal });
    return () => listening.abort();
  }, [locale, pathname, text]);

  return (
    <div ref={area} className={clsx(styles.area, className)} style={style}>
      <NearContext value={near}>{children}</NearContext>
      {shown &&
        createPortal(
          <span className={shown.error ? styles.error : undefined}>{shown.message}</span>,
          shown.status,
        )}
    </div>
  );
}
