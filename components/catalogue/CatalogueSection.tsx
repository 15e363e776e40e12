import type { Block, SelectionTable as Table } from '@/lib/content/schema';
import type { Locale } from '@/lib/i18n/locales';
import { interfaceIn } from '@/lib/content/interface';
import { datasheetIn } from '@/lib/content/datasheet';
import { rowIds } from '@/lib/content/catalogue/row-id';
import { lateTables } from '@/lib/content/catalogue/late-tables';
import { bidi, markWord } from '@/components/ui/Text';
import { PrintButton } from './PrintButton';
import { SelectionTable } from './SelectionTable';
import styles from './Catalogue.module.css';

interface Props {
  /** The page's tables in its language, and in English (their row ids, the lines' English). */
  tables: readonly Table[];
  english: readonly Table[];
  locale: Locale;
  /** The page's prose above its tables: when it fills every first screen, the first tables wait too. */
  sectionsAbove?: readonly Block[];
}

/** A product page's selection tables, with the typical-values note once and the datasheet print control. */
export function CatalogueSection({ tables, english, locale, sectionsAbove = [] }: Props) {
  if (tables.length === 0) return null;
  const text = interfaceIn(locale).selectionTables;
  const { typicalNote } = datasheetIn(locale);
  // Below every first screen (lib/content/catalogue/late-tables): drawn only as it nears the view.
  const late = lateTables(tables, sectionsAbove);
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
          renderWhenNear={late[index]}
        />
      ))}
    </section>
  );
}
