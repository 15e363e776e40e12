import type { ReactNode } from 'react';
import { phoneText, site } from '@/content/site';

interface Props {
  title: string;
  children: ReactNode;
  actions: ReactNode;
}

/** The branded body of the 404 page and the error boundaries, always with a way to reach the company. */
export function ErrorPanel({ title, children, actions }: Props) {
  return (
    <section className="error-panel">
      <h1>{title}</h1>
      {children}
      <div className="error-panel-actions">{actions}</div>
      <p className="error-panel-contact">
        Need help now? Call{' '}
        <a href={`tel:${site.phones.office.tel}`}>{phoneText(site.phones.office.display)}</a> or
        e-mail <a href={`mailto:${site.email}`}>{site.email}</a>.
      </p>
    </section>
  );
}
