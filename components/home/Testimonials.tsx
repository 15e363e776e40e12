import type { Locale } from '@/lib/i18n/locales';
import type { Home } from '@/lib/content/schema';
import { fill } from '@/lib/i18n/text';
import { interfaceIn } from '@/lib/content/interface';
import { Carousel } from '@/components/carousel/Carousel';
import { bidi } from '@/components/ui/Text';
import styles from './Testimonials.module.css';

function Stars({ rating, label }: { rating: number; label: string }) {
  return (
    <p className={styles.stars} role="img" aria-label={label}>
      {Array.from({ length: 5 }, (_, index) => (
        <svg
          key={index}
          aria-hidden="true"
          width="20"
          height="20"
          viewBox="0 0 20 20"
          data-filled={index < rating}
        >
          <path d="M10 1.8l2.5 5.3 5.8.7-4.3 4 1.1 5.7L10 14.7l-5.1 2.8L6 11.8l-4.3-4 5.8-.7z" />
        </svg>
      ))}
    </p>
  );
}

export function Testimonials({
  testimonials,
  locale,
}: {
  testimonials: Home['testimonials'];
  locale: Locale;
}) {
  const text = interfaceIn(locale).home;
  const slides = testimonials.map((testimonial) => (
    <figure key={testimonial.name} className={styles.testimonial}>
      <Stars rating={testimonial.rating} label={fill(text.rated, { rating: testimonial.rating })} />
      <blockquote className={styles.quote}>
        <p>{bidi(testimonial.quote, locale)}</p>
      </blockquote>
      <figcaption>
        <strong>{bidi(testimonial.name, locale)}</strong>
        <span>{bidi(testimonial.role, locale)}</span>
      </figcaption>
    </figure>
  ));
  return <Carousel name="testimonials" label={text.testimonialsLabel} slides={slides} />;
}
