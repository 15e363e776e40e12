'use client';

import type { ReactNode } from 'react';
import { buttonClass, type ButtonVariant } from '@/components/ui/ButtonLink';
import { useLocale, useText } from '@/components/i18n/LocaleProvider';
import { localePath } from '@/lib/i18n/locales';
import { openQuote } from './open-quote';

interface Props {
  service?: string;
  /** Text the dialog adds to the message field. */
  message?: string;
  variant?: ButtonVariant;
  className?: string;
  children?: ReactNode;
  onOpen?: () => void;
}

/**
 * Opens the quote dialog. It is a link to /contact-us underneath, so without JavaScript
 * (or before hydration) it still leads to the same form.
 */
export function QuoteButton({ service, message, variant, className, children, onOpen }: Props) {
  const locale = useLocale();
  const { requestQuote } = useText('forms').quote;
  return (
    <a
      href={localePath('/contact-us', locale)}
      className={buttonClass(variant, className)}
      aria-haspopup="dialog"
      onClick={(event) => {
        event.preventDefault();
        onOpen?.();
        openQuote({ service, message });
      }}
    >
      {children ?? requestQuote}
    </a>
  );
}
