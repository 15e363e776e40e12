import { hubIntros } from '@/content/hub-intros';
import { Section } from '@/components/ui/Section';
import styles from './HubIntro.module.css';

/** The "how to choose" text of a hub page, shown under its cards. */
export function HubIntro({ path }: { path: keyof typeof hubIntros }) {
  const intro = hubIntros[path];
  return (
    <Section id="hub-intro" heading={intro.heading} tone="tint">
      <div className={styles.text}>
        {intro.paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
    </Section>
  );
}
