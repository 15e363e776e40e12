'use client';

import { useContext, type ReactNode } from 'react';
import { phoneText } from '@/lib/content/contact';
import { localePath } from '@/lib/i18n/locales';
import { useLocale, useText } from '@/components/i18n/LocaleProvider';
import { Word } from '@/components/i18n/Word';
import { ContactContext } from './ContactContext';
import { fillNodes } from '@/components/ui/fill-nodes';

interface Props {
  title: ReactNode;
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
        <ContactHelp />
      </p>
    </section>
  );
}

function ContactHelp() {
  const contact = useContext(ContactContext);
  const text = useText('errors');
  const locale = useLocale();
  if (!contact)
    return (
      <Word of={text.helpContact}>
        {fillNodes(text.helpContact, {
          link: (
            <a href={localePath('/contact-us', locale)}>
              <Word of={text.contactPage} />
            </a>
          ),
        })}
      </Word>
    );
  return (
    <Word of={text.helpCall}>
      {fillNodes(text.helpCall, {
        phone: (
          <a href={`tel:${contact.office.tel}`} dir="ltr">
            {phoneText(contact.office.display)}
          </a>
        ),
        email: (
          <a href={`mailto:${contact.email}`} dir="ltr">
            {contact.email}
          </a>
        ),
      })}
    </Word>
  );
}
