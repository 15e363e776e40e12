import type { ReactNode } from 'react';
import type { Cell, SelectionTable as AnyTable } from '@/lib/content/schema';
import type { Locale } from '@/lib/i18n/locales';
import { interfaceIn } from '@/lib/content/interface';
import { bidi, markWord } from '@/components/ui/Text';
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
import { RowActions } from './RowActions';
import { TableOptions } from './TableOptions';
import styles from './SelectionTable.module.css';

interface Props {
  table: AnyTable;
  locale?: Locale;
  /** Each row's id (from the English table, so the same in both languages): a search result links to it. */
  rowIds: readonly string[];
  /** The same table in English, whose cells decide which options fit a row (the table itself by default). */
  english?: AnyTable;
}

/* eslint-disable jsx-a11y/no-redundant-roles, jsx-a11y/no-interactive-element-to-noninteractive-role --
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

/**
 * On an Arabic page, figures and codes keep their left-to-right order inside the right-to-left table:
 * a cell of them runs left to right, and the codes inside an Arabic cell are isolated one by one.
 */
const isolated = (text: string, locale: Locale): ReactNode =>
  locale !== 'ar' ? text : isLatinCell(text) ? <bdi dir="ltr">{text}</bdi> : bidi(text, locale);

/**
 * One selection table: a real table with caption, scoped headers and units in the header cells,
 * inside a labelled scroll region so a wide table never makes the page scroll sideways. Its rows'
 * add controls are plain HTML; the one RowAddArea around the table makes them all work.
 */
export function SelectionTable({ table, locale = 'en', rowIds, english = table }: Props) {
  const captionId = `${table.id}-caption`;
  const { filter } = table;
  const text = interfaceIn(locale).selectionTables;
  return (
    <RowAddArea className={styles.block}>
      {filter && (
        <div className={styles.filterSlot}>
          <LazyRangeFilter
            tableId={table.id}
            label={filter.label}
            unit={filter.unit}
            noun={filter.noun}
            total={table.rows.length}
            threads={table.rows.some((row) => threadsOf(table, row)['data-threads'])}
          />
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
          <tbody role="rowgroup">
            {table.rows.map((row, index) => {
              const label = rowLabel(table, row, locale);
              const bounds = filter ? row[filter.key] : undefined;
              const range = bounds && isRange(bounds) ? bounds : undefined;
              return (
                <tr
                  key={index}
                  id={rowIds[index]}
                  role="row"
                  className={styles.row}
                  data-row-label={label}
                  data-min={range?.min}
                  data-max={range?.max}
                  {...threadsOf(table, row)}
                >
                  {table.columns.map((column, columnIndex) => {
                    const value = row[column.key] as Cell;
                    const cell = isolated(formatCell(value, column.decimals, locale), locale);
                    const className = isNumeric(value) ? styles.number : undefined;
                    // The column's header, shown beside the value when a phone stacks the row as a card.
                    const header = headerText(column);
                    return columnIndex === 0 ? (
                      <th
                        key={column.key}
                        scope="row"
                        role="rowheader"
                        className={className}
                        data-label={header}
                      >
                        {cell}
                      </th>
                    ) : (
                      <td key={column.key} role="cell" className={className} data-label={header}>
                        {cell}
                      </td>
                    );
                  })}
                  <td
                    role="cell"
                    className={styles.actionsCell}
                    data-print="hide"
                    data-pagefind-ignore="all"
                  >
                    <RowActions
                      label={label}
                      english={
                        locale === 'en'
                          ? undefined
                          : rowLabel(english, english.rows[index] ?? row, 'en')
                      }
                      id={rowIds[index] ?? `${table.id}-${index}`}
                      locale={locale}
                      options={
                        table.options?.length
                          ? optionsFitting(english, english.rows[index] ?? row)
                          : undefined
                      }
                    />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </section>
      {table.note && <p className={styles.note}>{bidi(table.note, locale)}</p>}
    </RowAddArea>
  );
}
