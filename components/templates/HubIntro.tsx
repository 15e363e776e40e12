import type { Locale } from '@/lib/i18n/locales';
import type { HubIntro as Intro } from '@/lib/content/schema';
import { Section } from '@/components/ui/Section';
import { bidi } from '@/components/ui/Text';
import styles from './HubIntro.module.css';

/** The "how to choose" text of a hub page, shown under its cards. */
export function HubIntro({ intro, locale }: { intro: Intro; locale: Locale }) {
  return (
    <Section id="hub-intro" heading={bidi(intro.heading, locale)} tone="tint">
      <div className={styles.text}>
        {intro.paragraphs.map((paragraph) => (
          <p key={paragraph}>{bidi(paragraph, locale)}</p>
        ))}
      </div>
    </Section>
  );
}
