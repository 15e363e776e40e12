import type { SelectionTable as Table } from '@/lib/content/schema';
import type { Locale } from '@/lib/i18n/locales';
import { interfaceIn } from '@/lib/content/interface';
import { datasheetIn } from '@/lib/content/datasheet';
import { rowIds } from '@/lib/content/catalogue/row-id';
import { bidi, markWord } from '@/components/ui/Text';
import { PrintButton } from './PrintButton';
import { SelectionTable } from './SelectionTable';
import styles from './Catalogue.module.css';

interface Props {
  /** The page's tables in its language, and in English (their row ids, the lines' English). */
  tables: readonly Table[];
  english: readonly Table[];
  locale: Locale;
}

/**
 * How many rows of the tables above a table put it below every first screen: the page's banner, its
 * introduction and image, the tables' heading and intro, and four rows (each at least 6 rem high, a
 * stacked card on a phone far more) are taller than a 1920 x 1200 screen. Such a table is drawn only
 * as it nears the viewport (.render-when-near): most of a long product page's elements, whose style
 * and layout then cost nothing at load nor when the brand faces swap in.
 */
const ROWS_ABOVE_A_LATE_TABLE = 4;

/** A product page's selection tables, with the typical-values note once and the datasheet print control. */
export function CatalogueSection({ tables, english, locale }: Props) {
  if (tables.length === 0) return null;
  const text = interfaceIn(locale).selectionTables;
  const { typicalNote } = datasheetIn(locale);
  const rowsAbove = tables.map((_, index) =>
    tables.slice(0, index).reduce((rows, above) => rows + above.rows.length, 0),
  );
  return (
    <section
      id="selection-tables"
      aria-labelledby="selection-tables-heading"
      className={styles.section}
    >
      <div className={styles.head}>
        <h2 id="selection-tables-heading">{markWord(text.heading, locale)}</h2>
        <PrintButton />
      </div>
      <p className={styles.intro}>{markWord(text.intro, locale)}</p>
      {/* Once a page, above the tables it is about; printed, the foot of every page says it. */}
      <p className={styles.intro} data-typical-note="" data-print="hide">
        {bidi(typicalNote, locale)}
      </p>
      {tables.map((table, index) => (
        <SelectionTable
          key={table.id}
          table={table}
          rowIds={rowIds(english[index] ?? table)}
          english={english[index]}
          locale={locale}
          renderWhenNear={rowsAbove[index]! >= ROWS_ABOVE_A_LATE_TABLE}
        />
      ))}
    </section>
  );
}
