import { tablesFor } from '@/content/catalogue';
import { PrintButton } from './PrintButton';
import { SelectionTable } from './SelectionTable';
import styles from './Catalogue.module.css';

interface Props {
  path: string;
  service?: string;
}

/** A product page's selection tables, with the datasheet print control. */
export function CatalogueSection({ path, service }: Props) {
  const tables = tablesFor(path);
  if (tables.length === 0) return null;
  return (
    <section
      id="selection-tables"
      aria-labelledby="selection-tables-heading"
      className={styles.section}
    >
      <div className={styles.head}>
        <h2 id="selection-tables-heading">Selection tables</h2>
        <PrintButton />
      </div>
      <p className={styles.intro}>
        Sizes and options we supply in this range. Choose “Ask for a quote” on a row to send it to
        us with your enquiry; for anything not listed, describe it in the quote form.
      </p>
      {tables.map((table) => (
        <SelectionTable key={table.id} table={table} service={service} />
      ))}
    </section>
  );
}
