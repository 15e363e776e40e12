import clsx from 'clsx';
import type { ReactNode } from 'react';
import styles from './Section.module.css';

interface Props {
  id?: string;
  eyebrow?: ReactNode;
  heading: ReactNode;
  intro?: ReactNode;
  tone?: 'light' | 'tint' | 'dark';
  /** Below every first screen: rendered only as it nears the viewport (`.render-when-near`). */
  renderWhenNear?: boolean;
  children: ReactNode;
}

/** A page section: an optional small label, the h2, an optional intro, then content, within the 1440 px frame. */
export function Section({
  id,
  eyebrow,
  heading,
  intro,
  tone = 'light',
  renderWhenNear = false,
  children,
}: Props) {
  const headingId = id ? `${id}-heading` : undefined;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={clsx(styles.section, styles[tone], renderWhenNear && 'render-when-near')}
    >
      <div className={styles.inner}>
        {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
        <h2 id={headingId}>{heading}</h2>
        {intro && <div className={styles.intro}>{intro}</div>}
        {children}
      </div>
    </section>
  );
}
