'use client';

import { Component, createRef, type ReactNode } from 'react';
import { phoneText, type Contact } from '@/lib/content/contact';
import { buttonClass } from '@/components/ui/ButtonLink';
import type { ClientText } from '@/lib/content/client-text';
import { Word } from '@/components/i18n/Word';
import { fillNodes } from '@/components/ui/fill-nodes';

interface Props {
  children: ReactNode;
  onRetry: () => void;
  contact: Contact;
  text: ClientText['quoteDialog'];
  /** The contact page in the page's language. */
  contactHref: string;
}

/**
 * Catches a failed load of the form's code (offline, a flaky link, a tab left open across a
 * redeploy) inside the dialog, so the page stays and the visitor gets a retry and other ways to reach us.
 */
export class FormLoadBoundary extends Component<Props, { failed: boolean }> {
  state = { failed: false };
  alertRef = createRef<HTMLDivElement>();

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    console.error('Quote form failed to load:', error instanceof Error ? error.message : error);
  }

  componentDidUpdate(_: Props, previous: { failed: boolean }) {
    // Below the dialog's intro on a phone: bring the way out to where the visitor is looking.
    if (this.state.failed && !previous.failed)
      this.alertRef.current?.scrollIntoView({ block: 'nearest' });
  }

  render() {
    if (!this.state.failed) return this.props.children;
    const { contact, text, contactHref } = this.props;
    const { email, office } = contact;
    return (
      <div role="alert" ref={this.alertRef}>
        <p>
          <Word of={text.loadFailed} />
        </p>
        <ul>
          <li>
            <Word of={text.emailLabel} />{' '}
            <a href={`mailto:${email}`} dir="ltr">
              {email}
            </a>
          </li>
          <li>
            <Word of={text.callLabel} />{' '}
            <a href={`tel:${office.tel}`} dir="ltr">
              {phoneText(office.display)}
            </a>
          </li>
          <li>
            <Word of={text.contactPage}>
              {fillNodes(text.contactPage, {
                link: (
                  <a href={contactHref}>
                    <Word of={text.contactPageLink} />
                  </a>
                ),
              })}
            </Word>
          </li>
        </ul>
        <button type="button" className={buttonClass('primary')} onClick={this.props.onRetry}>
          <Word of={text.retry} />
        </button>
      </div>
    );
  }
}
