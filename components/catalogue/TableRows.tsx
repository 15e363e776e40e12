'use client';

import { useContext, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useLocale } from '@/components/i18n/LocaleProvider';
import { buttonClass } from '@/components/ui/ButtonLink';
import { quantityField } from '@/components/basket/quantity';
import { isLatinCell, labelOf } from '@/lib/content/catalogue/format';
import { isolated } from '@/components/ui/Isolated';
import { localePath, type Locale } from '@/lib/i18n/locales';
import { fill } from '@/lib/i18n/text';
import { NearContext } from './WhenNear';
import styles from './SelectionTable.module.css';

/**
 * A cell's text, formatted on the server: a string, or `{ e }` for a text an Arabic page shows in
 * English (not translated yet), marked as English.
 */
export type CellText = string | { e: string };

/** One row of a selection table as the server hands it to the browser: its data, not its markup. */
export interface CompactRow {
  /** The row's id (a search result links to it). */
  id: string;
  /** The row's label in English, on the Arabic site: the line the sales team reads. */
  en?: string;
  /** The indexes of the table's options that fit the row, space-separated (all when absent). */
  opts?: string;
  /** The range the filter compares a typed size with (data-min, data-max). */
  min?: number;
  max?: number;
  /** The threads the row takes, for the filter (data-threads, data-npt). */
  threads?: string;
  npt?: string;
  /** Its cells, in the columns' order. */
  cells: CellText[];
  /** The indexes of its cells that hold figures (set in tabular figures, kept on one line). */
  num?: number[];
}

/** The words of the rows' controls (server-only interface words, given once per table). */
export interface RowWords {
  quantityNamed: string;
  addLineNamed: string;
  sendNowNamed: string;
  /** The add button's and the send link's text, marked English where it is not translated yet. */
  addLine: ReactNode;
  sendNow: ReactNode;
}

interface Props {
  /** Each column's header with its unit, shown beside a value when a phone stacks the row as a card. */
  headers: readonly string[];
  /** The table's item and its columns' quote labels ('' for none): each row's label is made of them. */
  item: string;
  quoteLabels: readonly string[];
  rows: readonly CompactRow[];
  words: RowWords;
  /** A table drawn only as it nears the view: each row's quantity field waits in a template (WhenNear). */
  deferFields?: boolean;
}

/**
 * On an Arabic page, figures and codes keep their left-to-right order inside the right-to-left table:
 * a cell of them only (20S16, 3.1–8.6, M20 × 1.5) runs left to right as a whole, marked on the cell
 * (`data-ltr`, see SelectionTable.module.css: no element of its own, a third of an Arabic row's
 * elements before), and the codes inside an Arabic cell are isolated one by one.
 */
const ltrCell = (cell: CellText, locale: Locale) =>
  locale === 'ar' && typeof cell === 'string' && isLatinCell(cell);

function cellText(cell: CellText, locale: Locale): ReactNode {
  if (typeof cell !== 'string')
    return (
      <span lang="en" dir="ltr">
        {cell.e}
      </span>
    );
  if (ltrCell(cell, locale)) return cell;
  const text = isolated(cell, locale);
  // On a phone a cell is a grid, its column's name beside its value: a value of Arabic words and
  // isolated codes (M16 × 1.5 أو M20 × 1.5) must be one grid item, not one a piece.
  return typeof text === 'string' ? text : <span>{text}</span>;
}

/* eslint-disable jsx-a11y/no-redundant-roles, jsx-a11y/no-interactive-element-to-noninteractive-role --
   the table's roles are restated on purpose: on a phone its rows are stacked cards (display: block),
   which drops the native table semantics in some browsers. */

const textOf = (cell: CellText) => (typeof cell === 'string' ? cell : cell.e);

function Row({
  row,
  headers,
  label,
  words,
  locale,
  deferFields,
}: {
  row: CompactRow;
  headers: readonly string[];
  /** The row as plain text (rowLabel): it names the row in the quote list and in its controls. */
  label: string;
  words: RowWords;
  locale: Locale;
  deferFields?: boolean;
}) {
  const product = label;
  const status = `${row.id}-status`;
  const near = useContext(NearContext);
  const quantity = (
    <input
      {...quantityField}
      defaultValue={1}
      className={styles.quantity}
      aria-label={fill(words.quantityNamed, { product })}
      aria-describedby={status}
    />
  );
  return (
    <tr
      id={row.id}
      role="row"
      className={styles.row}
      data-row-label={product}
      data-min={row.min}
      data-max={row.max}
      data-threads={row.threads}
      data-npt={row.npt}
    >
      {row.cells.map((cell, index) => {
        const props = {
          className: row.num?.includes(index) ? styles.number : undefined,
          'data-label': headers[index],
          'data-ltr': ltrCell(cell, locale) ? '' : undefined,
          children: cellText(cell, locale),
        };
        return index === 0 ? (
          <th key={index} scope="row" role="rowheader" {...props} />
        ) : (
          <td key={index} role="cell" {...props} />
        );
      })}
      {/* The row's way into the quote list: no script of its own, the table's RowAddArea handles
          every row by delegation and shows the controls once it does. */}
      <td
        role="cell"
        className={styles.actionsCell}
        data-print="hide"
        data-pagefind-ignore="all"
        data-row-add={product}
        data-row-en={row.en}
        data-row={row.id}
        data-options={row.opts}
      >
        {!deferFields || near ? (
          quantity
        ) : typeof window === 'undefined' ? (
          // Prerendered: the field waits as the template's content, for RowAddArea to put in place.
          <template data-controls="">{quantity}</template>
        ) : (
          // Rendered here (a client-side navigation): React adds the field itself once near.
          <template data-controls="" />
        )}
        <button
          type="button"
          className={buttonClass('outline', styles.add)}
          aria-label={fill(words.addLineNamed, { product })}
          data-add=""
        >
          {words.addLine}
        </button>
        <a
          href={localePath('/quote', locale)}
          className={styles.sendNow}
          aria-label={fill(words.sendNowNamed, { product })}
          data-send=""
        >
          {words.sendNow}
        </a>
        <p id={status} role="status" className={styles.status} />
      </td>
    </tr>
  );
}

const noSubscribe = () => () => {};

/**
 * A selection table's rows, rendered from their data (the flight payload carries each row once, as
 * data, not as the markup the HTML already holds). When the page hydrates, the prerendered rows are
 * kept as they are and not hydrated at all: nothing in them has a React handler (the table's
 * RowAddArea and RangeFilter work on the DOM). Mounted by a client-side navigation, they render.
 */
export function TableRows({ headers, item, quoteLabels, rows, words, deferFields }: Props) {
  const locale = useLocale();
  // True only while hydrating (the server snapshot): kept for the component's life.
  const hydrating = useSyncExternalStore(
    noSubscribe,
    () => false,
    () => true,
  );
  const [kept] = useState(hydrating);
  if (kept && typeof window !== 'undefined')
    return (
      <tbody role="rowgroup" dangerouslySetInnerHTML={{ __html: '' }} suppressHydrationWarning />
    );
  return (
    <tbody role="rowgroup">
      {rows.map((row) => (
        <Row
          key={row.id}
          row={row}
          headers={headers}
          label={labelOf(item, quoteLabels, row.cells.map(textOf), locale)}
          words={words}
          locale={locale}
          deferFields={deferFields}
        />
      ))}
    </tbody>
  );
}
