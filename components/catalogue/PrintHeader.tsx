import { fullAddress, site } from '@/content/site';
import { absoluteUrl } from '@/components/seo/schema';
import styles from './Catalogue.module.css';
import './print.css';

/** Company identity, contacts and the page address at the top of a printed datasheet; hidden on screen. */
export function PrintHeader({ path }: { path: string }) {
  const phones = Object.values(site.phones);
  return (
    <div className={styles.printHeader} data-print="only">
      <p className={styles.printName}>{site.legalName}</p>
      <p>{fullAddress}</p>
      <p>
        {site.email}
        {phones.map((phone) => ` · ${phone.label} ${phone.display}`)}
      </p>
      <p>{absoluteUrl(path)}</p>
    </div>
  );
}
