import { checklistFor } from '@/content/catalogue';
import styles from './Catalogue.module.css';

/** "What to send us": what a quotation for this page's products or service needs. */
export function QuoteChecklist({ path }: { path: string }) {
  const items = checklistFor(path);
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="what-to-send" className={styles.checklist}>
      <h2 id="what-to-send">What to send us</h2>
      <p>For a complete quotation at the first reply, include:</p>
      <ul>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </section>
  );
}
