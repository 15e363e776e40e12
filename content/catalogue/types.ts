/**
 * Selection tables: typed rows per product family, rendered by components/catalogue/SelectionTable.
 * Values are plain numbers, ranges and words; units live in the column definitions, never in cells.
 */
export interface Range {
  min: number;
  max: number;
}

export type Cell = string | number | Range | readonly string[];

type RangeKeys<Row> = { [K in keyof Row]: Row[K] extends Range ? K : never }[keyof Row] & string;

export interface Column<Row> {
  key: keyof Row & string;
  label: string;
  /** Shown in the header cell, e.g. 'mm', 'mm²', '°C', 'N'. */
  unit?: string;
  /** Fixed decimals for numbers and ranges (0.5 → '0.50' with 2). */
  decimals?: number;
  /**
   * Whether this column names the row in a quote message: `true` for the bare value,
   * a string for a prefix ('outer seal' → 'outer seal 12.5 to 20.9 mm'), or a pattern where {} is
   * the value and no unit is added ('{}-core' → '12-core').
   */
  inLabel?: true | string;
}

/** A number box above the table that shows only the rows whose range covers the number typed. */
export interface RangeFilter<Row> {
  key: RangeKeys<Row>;
  /** The label of the number box, without the unit: 'Cable outer diameter'. */
  label: string;
  unit: string;
  /** Plural noun for the status line: 'gland sizes'. */
  noun: string;
}

export interface SelectionTable<Row extends Record<string, Cell>> {
  /** Unique on the site, used as the table's id. */
  id: string;
  caption: string;
  /** What one row is, the start of its label: 'Cable gland'. */
  item: string;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  /** Required on every table with more than 12 rows. */
  filter?: RangeFilter<Row>;
  /** One sentence under the table: conditions, standards, what the figures mean. */
  note?: string;
}

export type AnyTable = SelectionTable<Record<string, Cell>>;

/** Keeps each family's row type while letting pages hold tables of different families. */
export function defineTable<Row extends Record<string, Cell>>(
  table: SelectionTable<Row>,
): AnyTable {
  return table as unknown as AnyTable;
}
