import type { Locale } from '@/lib/i18n/locales';
import { hubIntrosIn } from '@/lib/content/hub-intros';
import { Section } from '@/components/ui/Section';
import { bidi } from '@/components/ui/Text';
import styles from './HubIntro.module.css';

export type HubIntroPath = keyof ReturnType<typeof hubIntrosIn>;

/** The "how to choose" text of a hub page, shown under its cards. */
export function HubIntro({ path, locale }: { path: HubIntroPath; locale: Locale }) {
  const intro = hubIntrosIn(locale)[path];
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
