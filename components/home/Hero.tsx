import type { Locale } from '@/lib/i18n/locales';
import type { Home } from '@/lib/content/schema';
import { siteIn } from '@/lib/content/site';
import { interfaceIn } from '@/lib/content/interface';
import { Carousel } from '@/components/carousel/Carousel';
import { buttonClass } from '@/components/ui/ButtonLink';
import { bidi, markWord } from '@/components/ui/Text';
import { searchKindAttributes } from '@/components/search/search-kind';
import { HeroVideo } from './HeroVideo';
import styles from './Hero.module.css';

export function Hero({ heroSlides, locale }: { heroSlides: Home['heroSlides']; locale: Locale }) {
  const text = interfaceIn(locale).home;
  const quoteHref = `mailto:${siteIn(locale).site.email}?subject=${encodeURIComponent(text.quoteSubject)}`;
  const slides = heroSlides.map((slide, index) => {
    const Headline = index === 0 ? 'h1' : 'h2';
    return (
      <div key={slide.headline} className={styles.slide}>
        {/* The text comes before the media in the HTML (the media sit beneath it, absolutely placed):
            the first slide's phone poster is inlined into the page (scripts/inline-poster.mjs), and
            the text, centred in the slide, must arrive whole before those bytes or it moves. */}
        <div className={styles.content}>
          <Headline className={styles.headline} {...(index === 0 ? searchKindAttributes('/') : {})}>
            {bidi(slide.headline, locale)}
          </Headline>
          <p className={styles.text}>{bidi(slide.text, locale)}</p>
          <a href={quoteHref} className={buttonClass('primary')}>
            {markWord(text.requestQuote, locale)}
          </a>
        </div>
        <HeroVideo name={slide.video} index={index} count={heroSlides.length} />
      </div>
    );
  });
  return (
    <Carousel
      name="hero"
      label={text.heroLabel}
      slides={slides}
      className={styles.hero}
      controlsClassName={styles.controls}
    />
  );
}
