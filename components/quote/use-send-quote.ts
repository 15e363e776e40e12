'use client';

import { useRef, useState } from 'react';
import { useLocale } from '@/components/i18n/LocaleProvider';
import { sendQuote, type QuoteFields } from './send-quote';

interface Handlers {
  /** After the send, or at once for a bot that filled the hidden `website` field (it is told it worked). */
  succeed: () => void;
  fail: () => void;
}

/** Sends an enquiry from a form, one send at a time: a second submit while one is under way does nothing. */
export function useSendQuote(name: string) {
  const [sending, setSending] = useState(false);
  const inFlight = useRef(false);
  const locale = useLocale();

  async function send(form: HTMLFormElement, enquiry: QuoteFields, { succeed, fail }: Handlers) {
    if (new FormData(form).get('website')) return succeed();
    inFlight.current = true;
    setSending(true);
    try {
      await sendQuote(enquiry, locale);
      succeed();
    } catch (error) {
      console.error(`${name} send failed:`, error instanceof Error ? error.message : error);
      fail();
    } finally {
      inFlight.current = false;
      setSending(false);
    }
  }

  return { sending, busy: () => inFlight.current, send };
}
