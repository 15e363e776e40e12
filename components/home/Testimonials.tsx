import { testimonials } from '@/content/home';
import { Carousel } from '@/components/carousel/Carousel';
import styles from './Testimonials.module.css';

function Stars({ rating }: { rating: number }) {
  return (
    <p className={styles.stars} role="img" aria-label={`Rated ${rating} out of 5`}>
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

export function Testimonials() {
  const slides = testimonials.map((testimonial) => (
    <figure key={testimonial.name} className={styles.testimonial}>
      <Stars rating={testimonial.rating} />
      <blockquote className={styles.quote}>
        <p>{testimonial.quote}</p>
      </blockquote>
      <figcaption>
        <strong>{testimonial.name}</strong>
        <span>{testimonial.role}</span>
      </figcaption>
    </figure>
  ));
  return <Carousel name="testimonials" label="Client testimonials" slides={slides} />;
}
