'use client';

import { useId, useState } from 'react';
import { useLocale, useText } from '@/components/i18n/LocaleProvider';
import { fillNodes } from '@/components/quote/fill-nodes';
import styles from './SelectionTable.module.css';

interface Props {
  tableId: string;
  label: string;
  unit: string;
  noun: string;
  total: number;
}

/**
 * Narrows a prerendered table to the rows whose range (data-min, data-max) covers the number typed.
 * The rows stay server-rendered; this leaf only toggles their `hidden` attribute. Loaded by LazyRangeFilter.
 */
export function RangeFilter({ tableId, label, unit, noun, total }: Props) {
  const id = useId();
  const [value, setValue] = useState('');
  const [shown, setShown] = useState(total);
  const text = useText('forms').catalogue;
  const arabic = useLocale() === 'ar';

  const apply = (text: string) => {
    setValue(text);
    const wanted = Number.parseFloat(text.replace(',', '.'));
    const rows = document
      .getElementById(tableId)
      ?.querySelectorAll<HTMLTableRowElement>('tbody tr');
    let count = 0;
    rows?.forEach((row) => {
      const fits =
        Number.isNaN(wanted) ||
        (wanted >= Number(row.dataset.min) && wanted <= Number(row.dataset.max));
      row.hidden = !fits;
      if (fits) count += 1;
    });
    setShown(count);
  };

  // The figure as typed with its unit: one left-to-right run inside an Arabic sentence.
  const typed = arabic ? <bdi dir="ltr">{`${value} ${unit}`}</bdi> : `${value} ${unit}`;
  const status =
    value.trim() === '' || Number.isNaN(Number.parseFloat(value))
      ? fillNodes(text.showingAll, { total, noun })
      : shown === 0
        ? fillNodes(text.noneCover, { noun, value: typed })
        : fillNodes(text.showing, { shown, total, noun, value: typed });

  return (
    <div className={styles.filter}>
      <label htmlFor={id}>
        {label} ({arabic ? <bdi dir="ltr">{unit}</bdi> : unit})
      </label>
      <div className={styles.filterRow}>
        <input
          id={id}
          type="number"
          // '1.5' stays as typed on an Arabic page (digits and the point, left to right).
          dir="ltr"
          inputMode="decimal"
          min={0}
          step="any"
          value={value}
          onChange={(event) => apply(event.target.value)}
          aria-controls={tableId}
          className={styles.filterInput}
        />
        <p role="status" className={styles.filterStatus}>
          {status}
        </p>
      </div>
    </div>
  );
}
