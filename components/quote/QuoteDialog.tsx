'use client';

import { Suspense, useEffect, useRef, useState } from 'react';
import { OPEN_QUOTE_EVENT, type OpenQuoteDetail } from './open-quote';
import { FormLoadBoundary } from './FormLoadBoundary';
import { ModalDialog } from '@/components/ui/ModalDialog';
import type { Contact } from '@/lib/content/contact';
import { localePath, type Locale } from '@/lib/i18n/locales';
import { useLocale, useText } from '@/components/i18n/LocaleProvider';
import { lazyWithWords } from '@/components/i18n/lazy-with-words';
import { Word } from '@/components/i18n/Word';
import { fillNodes } from '@/components/ui/fill-nodes';
import styles from './QuoteDialog.module.css';

// The form, its words and the e-mail SDK load when the dialog is first opened, not with every page.
// A failed load is kept by React.lazy for good, so a retry needs a new lazy component.
const loadForm = (locale: Locale, attempt = 0) => ({
  attempt,
  QuoteForm: lazyWithWords(
    () => import('./QuoteForm').then((loaded) => loaded.default),
    'quote-form',
    locale,
  ),
});

/** The site-wide quote dialog. It stays mounted after closing, so an unsent draft survives. */
export function QuoteDialog({ contact }: { contact: Contact }) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [preset, setPreset] = useState<(OpenQuoteDetail & { version: number }) | null>(null);
  const locale = useLocale();
  const [{ attempt, QuoteForm }, setForm] = useState(() => loadForm(locale));
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
    <ModalDialog ref={dialogRef} text={text} classes={styles}>
      <p className={styles.intro}>
        <Word of={text.intro}>{fillNodes(text.intro, { replyTime: contact.replyTime })}</Word>
      </p>
      {preset && (
        <FormLoadBoundary
          key={attempt}
          contact={contact}
          text={text}
          contactHref={localePath('/contact-us', locale)}
          onRetry={() => setForm(loadForm(locale, attempt + 1))}
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
