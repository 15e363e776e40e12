import { clients } from '@/content/home';
import { Marquee } from '@/components/carousel/Marquee';
import { Img } from '@/components/ui/Img';
import styles from './LogoStrip.module.css';

export function LogoStrip() {
  const slides = clients.map((client) => (
    <div key={client.name} className={styles.logo}>
      <Img image={client.logo} />
    </div>
  ));
  return <Marquee name="logos" label="Client logos" slides={slides} />;
}
