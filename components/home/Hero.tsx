import { heroSlides } from '@/content/home';
import { site } from '@/content/site';
import { Carousel } from '@/components/carousel/Carousel';
import { buttonClass } from '@/components/ui/ButtonLink';
import { searchKindAttributes } from '@/components/search/search-kind';
import { HeroVideo } from './HeroVideo';
import styles from './Hero.module.css';

const quoteHref = `mailto:${site.email}?subject=${encodeURIComponent('Request a Quote')}`;

export function Hero() {
  const slides = heroSlides.map((slide, index) => {
    const Headline = index === 0 ? 'h1' : 'h2';
    return (
      <div key={slide.headline} className={styles.slide}>
        <HeroVideo name={slide.video} index={index} count={heroSlides.length} />
        <div className={styles.content}>
          <Headline className={styles.headline} {...(index === 0 ? searchKindAttributes('/') : {})}>
            {slide.headline}
          </Headline>
          <p className={styles.text}>{slide.text}</p>
          <a href={quoteHref} className={buttonClass('primary')}>
            Request a Quote
          </a>
        </div>
      </div>
    );
  });
  return (
    <Carousel
      name="hero"
      label="Highlights"
      slides={slides}
      className={styles.hero}
      controlsClassName={styles.controls}
    />
  );
}
