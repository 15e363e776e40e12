import Link from 'next/link';
import { localePath, type Locale } from '@/lib/i18n/locales';
import type { HomeService } from '@/lib/content/pages';
import { interfaceIn } from '@/lib/content/interface';
import { Carousel } from '@/components/carousel/Carousel';
import { Img } from '@/components/ui/Img';
import { bidi } from '@/components/ui/Text';
import styles from './ServicesCarousel.module.css';

/** Service cards: the description slides up over the image on hover and on keyboard focus. */
export function ServicesCarousel({
  services,
  locale,
}: {
  services: HomeService[];
  locale: Locale;
}) {
  const slides = services.map((service) => (
    <Link
      prefetch={false}
      key={service.path}
      href={localePath(service.path, locale)}
      className={styles.card}
    >
      <Img image={service.summary.image} className={styles.image} />
      <span className={styles.title}>{bidi(service.name, locale)}</span>
      <span className={styles.description}>{bidi(service.summary.text, locale)}</span>
    </Link>
  ));
  return (
    <Carousel name="services" label={interfaceIn(locale).home.serviceCardsLabel} slides={slides} />
  );
}
