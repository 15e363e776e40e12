'use client';

import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { OPEN_QUOTE_EVENT, type OpenQuoteDetail } from './open-quote';
import { FormLoadBoundary } from './FormLoadBoundary';
import { CloseButton } from '@/components/ui/CloseButton';
import type { Contact } from '@/content/contact';
import styles from './QuoteDialog.module.css';

// The form and the e-mail SDK load when the dialog is first opened, not with every page. A failed
// load is kept by React.lazy for good, so a retry needs a new lazy component.
const loadForm = (attempt = 0) => ({ attempt, QuoteForm: lazy(() => import('./QuoteForm')) });

/** The site-wide quote dialog. It stays mounted after closing, so an unsent draft survives. */
export function QuoteDialog({ contact }: { contact: Contact }) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [preset, setPreset] = useState<(OpenQuoteDetail & { version: number }) | null>(null);
  const [{ attempt, QuoteForm }, setForm] = useState(() => loadForm());

  useEffect(() => {
    const onOpen = (event: Event) => {
      const { service, message } = (event as CustomEvent<OpenQuoteDetail>).detail;
      setPreset((current) => ({ service, message, version: (current?.version ?? 0) + 1 }));
      dialogRef.current?.showModal();
    };
    window.addEventListener(OPEN_QUOTE_EVENT, onOpen);
    return () => window.removeEventListener(OPEN_QUOTE_EVENT, onOpen);
  }, []);

  const close = () => dialogRef.current?.close();

  return (
    <dialog ref={dialogRef} className={styles.dialog} aria-labelledby="quote-dialog-title">
      <div className={styles.head}>
        <h2 id="quote-dialog-title">Let&apos;s Stay Connected With Us</h2>
        <CloseButton aria-label="Close quote form" onClick={close} />
      </div>
      <p className={styles.intro}>
        Tell us what you need: we reply with availability and a quotation, {contact.replyTime}.
      </p>
      {preset && (
        <FormLoadBoundary
          key={attempt}
          contact={contact}
          onRetry={() => setForm(loadForm(attempt + 1))}
        >
          <Suspense fallback={<p className={styles.loading}>Loading the form…</p>}>
            <QuoteForm preset={preset} onSent={close} contact={contact} />
          </Suspense>
        </FormLoadBoundary>
      )}
    </dialog>
  );
}
