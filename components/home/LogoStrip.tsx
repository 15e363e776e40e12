import type { Locale } from '@/lib/i18n/locales';
import { homeIn } from '@/lib/content/home';
import { interfaceIn } from '@/lib/content/interface';
import { Marquee } from '@/components/carousel/Marquee';
import { Img } from '@/components/ui/Img';
import styles from './LogoStrip.module.css';

export function LogoStrip({ locale }: { locale: Locale }) {
  const slides = homeIn(locale).clients.map((client) => (
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
