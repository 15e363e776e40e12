import { mapEmbedUrl } from '@/content/site';
import styles from './MapEmbed.module.css';

export function MapEmbed() {
  return (
    <iframe
      className={styles.map}
      title="Our Location"
      src={mapEmbedUrl}
      loading="lazy"
      referrerPolicy="no-referrer-when-downgrade"
      width={1200}
      height={420}
    />
  );
}
