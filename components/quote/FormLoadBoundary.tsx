'use client';

import { Component, createRef, type ReactNode } from 'react';
import { phoneText, type Contact } from '@/content/contact';
import { buttonClass } from '@/components/ui/ButtonLink';

interface Props {
  children: ReactNode;
  onRetry: () => void;
  contact: Contact;
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
    const { email, office } = this.props.contact;
    return (
      <div role="alert" ref={this.alertRef}>
        <p>The form could not load. Check your connection and try again, or reach us directly:</p>
        <ul>
          <li>
            E-mail <a href={`mailto:${email}`}>{email}</a>
          </li>
          <li>
            Call <a href={`tel:${office.tel}`}>{phoneText(office.display)}</a>
          </li>
          <li>
            Or use the form on <a href="/contact-us">our contact page</a>
          </li>
        </ul>
        <button type="button" className={buttonClass('primary')} onClick={this.props.onRetry}>
          Try again
        </button>
      </div>
    );
  }
}
