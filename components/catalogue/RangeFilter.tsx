'use client';

import { useId, useState } from 'react';
import { useLocale, useText } from '@/components/i18n/LocaleProvider';
import { Word } from '@/components/i18n/Word';
import { fillNodes } from '@/components/ui/fill-nodes';
import { parseFilterQuery, type FilterQuery } from './filter-query';
import styles from './SelectionTable.module.css';

interface Props {
  tableId: string;
  label: string;
  unit: string;
  noun: string;
  total: number;
  /** The rows name threads (data-threads, data-npt): 'M25' and '3/4"' then pick rows by thread. */
  threads?: boolean;
}

/** Whether a row fits what was typed: its range covers the size, or it takes the thread. */
function fits(row: HTMLTableRowElement, query: FilterQuery) {
  switch (query.kind) {
    case 'number':
      return query.value >= Number(row.dataset.min) && query.value <= Number(row.dataset.max);
    case 'thread':
      return (row.dataset.threads ?? '').split(' ').includes(query.thread);
    case 'npt':
      return (row.dataset.npt ?? '').split('|').includes(query.size);
    default:
      return true;
  }
}

/**
 * Narrows a prerendered table to the rows that fit what is typed: a size their range (data-min,
 * data-max) covers or, in a table of threaded parts, a thread ('M25', '3/4"') they take, never read as a
 * size in millimetres. The rows stay server-rendered; this leaf only toggles their `hidden` attribute.
 * Loaded by LazyRangeFilter.
 */
export function RangeFilter({ tableId, label, unit, noun, total, threads = false }: Props) {
  const id = useId();
  const [value, setValue] = useState('');
  const [shown, setShown] = useState(total);
  const text = useText('selectionTables');
  const arabic = useLocale() === 'ar';
  const query = parseFilterQuery(value);

  const apply = (typed: string) => {
    setValue(typed);
    const next = parseFilterQuery(typed);
    const rows = document
      .getElementById(tableId)
      ?.querySelectorAll<HTMLTableRowElement>('tbody tr');
    let count = 0;
    rows?.forEach((row) => {
      const shows = fits(row, next);
      row.hidden = !shows;
      if (shows) count += 1;
    });
    setShown(count);
  };

  // What was typed, with its unit for a size: one left-to-right run inside an Arabic sentence.
  const shownValue =
    query.kind === 'number'
      ? `${value.trim()} ${unit}`
      : query.kind === 'thread'
        ? query.thread
        : query.kind === 'npt'
          ? `${query.size}" NPT`
          : value;
  const typed = arabic ? <bdi dir="ltr">{shownValue}</bdi> : shownValue;
  const isThread = query.kind === 'thread' || query.kind === 'npt';
  const word =
    query.kind === 'empty'
      ? text.showingAll
      : query.kind === 'unknown'
        ? text.notUnderstood
        : shown === 0
          ? isThread
            ? text.noneThread
            : text.noneCover
          : isThread
            ? text.showingThread
            : text.showing;
  const status = fillNodes(word, { shown, total, noun, unit, value: typed });

  return (
    <div className={styles.filter}>
      <label htmlFor={id}>
        {label} ({arabic ? <bdi dir="ltr">{unit}</bdi> : unit})
      </label>

      <div className={styles.filterRow}>
        <input
          id={id}
          // Text, not number: a thread ('M25', '3/4"') is typed here as well as a size.
          type="text"
          inputMode={threads ? 'text' : 'decimal'}
          autoComplete="off"
          spellCheck={false}
          // '1.5' and 'M25' stay as typed on an Arabic page (left to right).
          dir="ltr"
          value={value}
          onChange={(event) => apply(event.target.value)}
          aria-controls={tableId}
          // A thread may be typed too: the example says so without taking a line of its own.
          placeholder={threads ? text.threadExample : undefined}
          className={styles.filterInput}
        />
        <p role="status" className={styles.filterStatus}>
          <Word of={word}>{status}</Word>
        </p>
      </div>
    </div>
  );
}
