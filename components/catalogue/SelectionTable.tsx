import type { Cell, SelectionTable as AnyTable } from '@/content/schema';
import { formatCell, headerText, isRange, rowLabel } from '@/content/catalogue/format';
import { LazyRangeFilter } from './LazyRangeFilter';
import { RowActions } from './RowActions';
import styles from './SelectionTable.module.css';

interface Props {
  table: AnyTable;
  /** The quote form's Service type that each row's action preselects. */
  service?: string;
}

const isNumeric = (value: Cell) => typeof value === 'number' || isRange(value);

/**
 * One selection table: a real table with caption, scoped headers and units in the header cells,
 * inside a labelled scroll region so a wide table never makes the page scroll sideways.
 */
export function SelectionTable({ table, service }: Props) {
  const captionId = `${table.id}-caption`;
  const { filter } = table;
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
      {/* A scroll region must take focus so a keyboard can scroll it (axe scrollable-region-focusable). */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <section className={styles.scroll} aria-labelledby={captionId} tabIndex={0}>
        <table id={table.id} className={styles.table}>
          <caption id={captionId}>{table.caption}</caption>
          <thead>
            <tr>
              {table.columns.map((column) => (
                <th key={column.key} scope="col">
                  {headerText(column)}
                </th>
              ))}
              <th scope="col" className={styles.actionsCell} data-print="hide">
                <span className="visually-hidden">Quote</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {table.rows.map((row, index) => {
              const label = rowLabel(table, row);
              const bounds = filter ? row[filter.key] : undefined;
              const range = bounds && isRange(bounds) ? bounds : undefined;
              return (
                <tr key={index} data-row-label={label} data-min={range?.min} data-max={range?.max}>
                  {table.columns.map((column, columnIndex) => {
                    const value = row[column.key] as Cell;
                    const text = formatCell(value, column.decimals);
                    const className = isNumeric(value) ? styles.number : undefined;
                    return columnIndex === 0 ? (
                      <th key={column.key} scope="row" className={className}>
                        {text}
                      </th>
                    ) : (
                      <td key={column.key} className={className}>
                        {text}
                      </td>
                    );
                  })}
                  <td className={styles.actionsCell} data-print="hide">
                    <RowActions service={service} label={label} />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </section>
      {table.note && <p className={styles.note}>{table.note}</p>}
    </div>
  );
}
