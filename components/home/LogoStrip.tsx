import type { Locale } from '@/lib/i18n/locales';
import type { Home } from '@/lib/content/schema';
import { interfaceIn } from '@/lib/content/interface';
import { Marquee } from '@/components/carousel/Marquee';
import { Img } from '@/components/ui/Img';
import styles from './LogoStrip.module.css';

export function LogoStrip({ clients, locale }: { clients: Home['clients']; locale: Locale }) {
  const slides = clients.map((client) => (
    <div key={client.name} className={styles.logo}>
      <Img image={client.logo} />
    </div>
  ));
  return (
    <Marquee
      name="logos"
      label={interfaceIn(locale).home.logosLabel}
      slides={slides}
      locale={locale}
    />
  );
}
