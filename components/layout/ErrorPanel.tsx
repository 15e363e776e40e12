import type { ReactNode } from 'react';
import { site } from '@/content/site';
import styles from './ErrorPanel.module.css';

interface Props {
  title: string;
  children: ReactNode;
  actions: ReactNode;
}

/** The branded body of the 404 page and the error boundaries, always with a way to reach the company. */
export function ErrorPanel({ title, children, actions }: Props) {
  return (
    <section className={styles.panel}>
      <h1>{title}</h1>
      {children}
      <div className={styles.actions}>{actions}</div>
      <p className={styles.contact}>
        Need help now? Call{' '}
        <a href={`tel:${site.phones.office.tel}`}>{site.phones.office.display}</a> or e-mail{' '}
        <a href={`mailto:${site.email}`}>{site.email}</a>.
      </p>
    </section>
  );
}
