'use client';

import { useContext, type ReactNode } from 'react';
import { phoneText } from '@/content/contact';
import { ContactContext } from './ContactContext';

interface Props {
  title: string;
  children: ReactNode;
  actions: ReactNode;
}

/** The branded body of the 404 page and the error boundaries, always with a way to reach the company. */
export function ErrorPanel({ title, children, actions }: Props) {
  const contact = useContext(ContactContext);
  return (
    <section className="error-panel">
      <h1>{title}</h1>
      {children}
      <div className="error-panel-actions">{actions}</div>
      <p className="error-panel-contact">
        {contact ? (
          <>
            Need help now? Call{' '}
            <a href={`tel:${contact.office.tel}`}>{phoneText(contact.office.display)}</a> or e-mail{' '}
            <a href={`mailto:${contact.email}`}>{contact.email}</a>.
          </>
        ) : (
          <>
            Need help now? Reach us through <a href="/contact-us">our contact page</a>.
          </>
        )}
      </p>
    </section>
  );
}
