import Link from 'next/link';
import { services } from '@/content/services';
import { getRoute } from '@/content/routes';
import { Carousel } from '@/components/carousel/Carousel';
import { Img } from '@/components/ui/Img';
import styles from './ServicesCarousel.module.css';

/** Service cards: the description slides up over the image on hover and on keyboard focus. */
export function ServicesCarousel() {
  const slides = services.map((service) => {
    const name = getRoute(service.path).name;
    return (
      <Link prefetch={false} key={service.path} href={service.path} className={styles.card}>
        <Img image={service.summary.image} className={styles.image} />
        <span className={styles.title}>{name}</span>
        <span className={styles.description}>{service.summary.text}</span>
      </Link>
    );
  });
  return <Carousel name="services" label="Service cards" slides={slides} />;
}
