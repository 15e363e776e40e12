'use client';

import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { OPEN_QUOTE_EVENT, type OpenQuoteDetail } from './open-quote';
import { FormLoadBoundary } from './FormLoadBoundary';
import { ModalDialog } from '@/components/ui/ModalDialog';
import type { Contact } from '@/lib/content/contact';
import { localePath } from '@/lib/i18n/locales';
import { useLocale, useText } from '@/components/i18n/LocaleProvider';
import { Word } from '@/components/i18n/Word';
import { fillNodes } from '@/components/ui/fill-nodes';
import styles from './QuoteDialog.module.css';

// The form and the e-mail SDK load when the dialog is first opened, not with every page. A failed
// load is kept by React.lazy for good, so a retry needs a new lazy component.
const loadForm = (attempt = 0) => ({ attempt, QuoteForm: lazy(() => import('./QuoteForm')) });

/** The site-wide quote dialog. It stays mounted after closing, so an unsent draft survives. */
export function QuoteDialog({ contact }: { contact: Contact }) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [preset, setPreset] = useState<(OpenQuoteDetail & { version: number }) | null>(null);
  const [{ attempt, QuoteForm }, setForm] = useState(() => loadForm());
  const locale = useLocale();
  const text = useText('quoteDialog');

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
    <ModalDialog
      ref={dialogRef}
      title={<Word of={text.title} />}
      closeLabel={text.close}
      classes={styles}
    >
      <p className={styles.intro}>
        <Word of={text.intro}>{fillNodes(text.intro, { replyTime: contact.replyTime })}</Word>
      </p>
      {preset && (
        <FormLoadBoundary
          key={attempt}
          contact={contact}
          text={text}
          contactHref={localePath('/contact-us', locale)}
          onRetry={() => setForm(loadForm(attempt + 1))}
        >
          <Suspense
            fallback={
              <p className={styles.loading}>
                <Word of={text.loading} />
              </p>
            }
          >
            <QuoteForm preset={preset} onSent={close} contact={contact} />
          </Suspense>
        </FormLoadBoundary>
      )}
    </ModalDialog>
  );
}
