import type { ReactNode } from 'react';
import type { Cell, SelectionTable as AnyTable } from '@/lib/content/schema';
import type { Locale } from '@/lib/i18n/locales';
import { formsText } from '@/lib/i18n/forms';
import { bidi } from '@/components/ui/Text';
import {
  formatCell,
  headerText,
  isLatinCell,
  isRange,
  rowLabel,
} from '@/lib/content/catalogue/format';
import { LazyRangeFilter } from './LazyRangeFilter';
import { RowActions } from './RowActions';
import { TableOptions, optionsId } from './TableOptions';
import styles from './SelectionTable.module.css';

interface Props {
  table: AnyTable;
  /** Under every table: the figures are typical, the maker's datasheet governs. */
  typicalNote: string;
  locale?: Locale;
}

const isNumeric = (value: Cell) => typeof value === 'number' || isRange(value);

/**
 * On an Arabic page, figures and codes keep their left-to-right order inside the right-to-left table:
 * a cell of them runs left to right, and the codes inside an Arabic cell are isolated one by one.
 */
const isolated = (text: string, locale: Locale): ReactNode =>
  locale !== 'ar' ? text : isLatinCell(text) ? <bdi dir="ltr">{text}</bdi> : bidi(text, locale);

/**
 * One selection table: a real table with caption, scoped headers and units in the header cells,
 * inside a labelled scroll region so a wide table never makes the page scroll sideways.
 */
export function SelectionTable({ table, typicalNote, locale = 'en' }: Props) {
  const captionId = `${table.id}-caption`;
  const { filter } = table;
  const text = formsText[locale].catalogue;
  return (
    <div className={styles.block}>
      {filter && (
        <div className={styles.filterSlot}>
          <LazyRangeFilter
            tableId={table.id}
            label={filter.label}
            unit={filter.unit}
            noun={filter.noun}
            total={table.rows.length}
          />
        </div>
      )}
      <TableOptions table={table} locale={locale} />
      {/* A scroll region must take focus so a keyboard can scroll it (axe scrollable-region-focusable). */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <section className={styles.scroll} aria-labelledby={captionId} tabIndex={0}>
        <table id={table.id} className={styles.table}>
          <caption id={captionId}>{bidi(table.caption, locale)}</caption>
          <thead>
            <tr>
              {table.columns.map((column) => (
                <th key={column.key} scope="col">
                  {locale === 'ar' && column.unit ? (
                    <>
                      {column.label} (<bdi dir="ltr">{column.unit}</bdi>)
                    </>
                  ) : (
                    headerText(column)
                  )}
                </th>
              ))}
              <th scope="col" className={styles.actionsCell} data-print="hide">
                <span className="visually-hidden">{text.actions}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {table.rows.map((row, index) => {
              const label = rowLabel(table, row, locale);
              const bounds = filter ? row[filter.key] : undefined;
              const range = bounds && isRange(bounds) ? bounds : undefined;
              return (
                <tr key={index} data-row-label={label} data-min={range?.min} data-max={range?.max}>
                  {table.columns.map((column, columnIndex) => {
                    const value = row[column.key] as Cell;
                    const cell = isolated(formatCell(value, column.decimals, locale), locale);
                    const className = isNumeric(value) ? styles.number : undefined;
                    return columnIndex === 0 ? (
                      <th key={column.key} scope="row" className={className}>
                        {cell}
                      </th>
                    ) : (
                      <td key={column.key} className={className}>
                        {cell}
                      </td>
                    );
                  })}
                  <td className={styles.actionsCell} data-print="hide">
                    <RowActions
                      label={label}
                      optionsId={table.options?.length ? optionsId(table) : undefined}
                    />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </section>
      <p className={styles.note} data-typical-note="">
        {bidi(typicalNote, locale)}
      </p>
      {table.note && <p className={styles.note}>{bidi(table.note, locale)}</p>}
    </div>
  );
}
