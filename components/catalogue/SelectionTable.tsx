import type { CSSProperties } from 'react';
import clsx from 'clsx';
import type { Cell, SelectionTable as AnyTable } from '@/lib/content/schema';
import type { Locale } from '@/lib/i18n/locales';
import { interfaceIn } from '@/lib/content/interface';
import { perLocale } from '@/lib/content/localized';
import { bidi, markWord } from '@/components/ui/Text';
import { untranslatedIn } from '@/lib/content/load';
import {
  formatCell,
  headerText,
  isLatinCell,
  isRange,
  optionsFitting,
  rowLabel,
} from '@/lib/content/catalogue/format';
import { metricThreads, nptSize } from './filter-query';
import { RowAddArea } from '@/components/basket/RowAddArea';
import { LazyRangeFilter } from './LazyRangeFilter';
import { TableRows, type CellText, type CompactRow, type RowWords } from './TableRows';
import { TableOptions } from './TableOptions';
import { WhenNear } from './WhenNear';
import styles from './SelectionTable.module.css';

interface Props {
  table: AnyTable;
  locale?: Locale;
  /** Each row's id (from the English table, so the same in both languages): a search result links to it. */
  rowIds: readonly string[];
  /** The same table in English, whose cells decide which options fit a row (the table itself by default). */
  english?: AnyTable;
  /** Below every first screen (CatalogueSection decides): drawn only as it nears the viewport. */
  renderWhenNear?: boolean;
}

/* eslint-disable jsx-a11y/no-redundant-roles --
   the table's roles are restated on purpose: on a phone its rows are stacked cards (display: block),
   which drops the native table semantics in some browsers. */

const isNumeric = (value: Cell) => typeof value === 'number' || isRange(value);

/**
 * The threads a row fits, for the filter: metric threads and studs ('M25') in its text cells, and its
 * NPT sizes ('3/4') from the columns whose key starts with 'npt'. Undefined when it names none.
 */
function threadsOf(table: AnyTable, row: Record<string, Cell>) {
  const metric = new Set<string>();
  const npt = new Set<string>();
  for (const column of table.columns) {
    const value = row[column.key];
    if (typeof value !== 'string' && typeof value !== 'number') continue;
    if (column.key.toLowerCase().startsWith('npt')) {
      const size = nptSize(String(value));
      if (size) npt.add(size);
    } else if (typeof value === 'string')
      metricThreads(value).forEach((thread) => metric.add(thread));
  }
  return {
    'data-threads': metric.size ? [...metric].join(' ') : undefined,
    'data-npt': npt.size ? [...npt].join('|') : undefined,
  };
}

/** A cell's text as the rows get it: formatted, marked when an Arabic page shows it in English. */
function cellText(value: Cell, decimals: number | undefined, locale: Locale): CellText {
  const text = formatCell(value, decimals, locale);
  return locale === 'ar' && !isLatinCell(text) && untranslatedIn(locale).has(text)
    ? { e: text }
    : text;
}

/** A row as data for TableRows: its cells, id and what the filter and the options read (its label is made of its cells). */
function compactRow(
  table: AnyTable,
  english: AnyTable,
  index: number,
  id: string,
  locale: Locale,
): CompactRow {
  const row = table.rows[index]!;
  const englishRow = english.rows[index] ?? row;
  const { filter } = table;
  const bounds = filter ? row[filter.key] : undefined;
  const range = bounds && isRange(bounds) ? bounds : undefined;
  const threads = threadsOf(table, row);
  const num = table.columns.flatMap((column, at) =>
    isNumeric(row[column.key] as Cell) ? [at] : [],
  );
  // Options that fit every row need no list: a row without one takes them all.
  const fitting = optionsFitting(english, englishRow);
  return {
    id,
    ...(locale === 'en' ? {} : { en: rowLabel(english, englishRow, 'en') }),
    ...(fitting.length < (table.options?.length ?? 0) ? { opts: fitting.join(' ') } : {}),
    ...(range ? { min: range.min, max: range.max } : {}),
    ...(threads['data-threads'] ? { threads: threads['data-threads'] } : {}),
    ...(threads['data-npt'] ? { npt: threads['data-npt'] } : {}),
    cells: table.columns.map((column) =>
      cellText(row[column.key] as Cell, column.decimals, locale),
    ),
    ...(num.length ? { num } : {}),
  };
}

/**
 * The words of the rows' controls: one object per language, so React's payload writes it once for
 * all the page's tables and refers to it from the others.
 */
const rowWords = perLocale((locale: Locale): RowWords => {
  const text = interfaceIn(locale).quoteList;
  return {
    quantityNamed: text.quantityNamed,
    addLineNamed: text.addLineNamed,
    sendNowNamed: text.sendNowNamed,
    addLine: markWord(text.addLine, locale),
    sendNow: markWord(text.sendNow, locale),
  };
});

/**
 * One selection table: a real table with caption, scoped headers and units in the header cells,
 * inside a labelled scroll region so a wide table never makes the page scroll sideways. Its rows'
 * add controls are plain HTML; the one RowAddArea around the table makes them all work.
 */
export function SelectionTable({
  table,
  locale = 'en',
  rowIds,
  english = table,
  renderWhenNear = false,
}: Props) {
  const captionId = `${table.id}-caption`;
  const { filter } = table;
  const text = interfaceIn(locale).selectionTables;
  const words = rowWords(locale);
  const headers = table.columns.map(headerText);
  const compactRows = table.rows.map((row, index) =>
    compactRow(table, english, index, rowIds[index] ?? `${table.id}-${index}`, locale),
  );
  return (
    <RowAddArea
      className={clsx(styles.block, renderWhenNear && 'render-when-near')}
      deferFields={renderWhenNear}
      // The height it stands in for until drawn, from its rows: a row is 6 to 9.5 rem high on a
      // screen, a stacked card 17 to 30 rem on a phone (no CSS rule: every byte of it is inlined).
      style={
        renderWhenNear
          ? ({ '--render-estimate': `${(table.rows.length + 1) * 14}rem` } as CSSProperties)
          : undefined
      }
    >
      {filter && (
        <div className={styles.filterSlot}>
          <WhenNear>
            <LazyRangeFilter
              tableId={table.id}
              label={filter.label}
              unit={filter.unit}
              noun={filter.noun}
              total={table.rows.length}
              threads={table.rows.some((row) => threadsOf(table, row)['data-threads'])}
            />
          </WhenNear>
        </div>
      )}
      <TableOptions table={table} english={english} locale={locale} />
      {/* A scroll region must take focus so a keyboard can scroll it (axe scrollable-region-focusable). */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <section className={styles.scroll} aria-labelledby={captionId} tabIndex={0} data-scroll="">
        {/* Roles restate the table's semantics, which a phone's stacked layout (display: block) would drop. */}
        <table id={table.id} className={styles.table} role="table">
          <caption id={captionId}>{bidi(table.caption, locale)}</caption>
          <thead role="rowgroup">
            <tr role="row">
              {table.columns.map((column) => (
                <th key={column.key} scope="col" role="columnheader">
                  {locale === 'ar' && column.unit ? (
                    <>
                      {bidi(column.label, locale)} (<bdi dir="ltr">{column.unit}</bdi>)
                    </>
                  ) : (
                    bidi(headerText(column), locale, column.label)
                  )}
                </th>
              ))}
              <th
                scope="col"
                role="columnheader"
                className={styles.actionsCell}
                data-print="hide"
                data-pagefind-ignore="all"
              >
                <span className="visually-hidden">{markWord(text.actions, locale)}</span>
              </th>
            </tr>
          </thead>
          <TableRows
            headers={headers}
            item={table.item}
            quoteLabels={table.columns.map((column) => column.quoteLabel ?? '')}
            rows={compactRows}
            words={words}
            deferFields={renderWhenNear}
          />
        </table>
      </section>
      {table.note && <p className={styles.note}>{bidi(table.note, locale)}</p>}
    </RowAddArea>
  );
}
