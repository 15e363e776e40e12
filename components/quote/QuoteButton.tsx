'use client';

import type { ReactNode } from 'react';
import Link from 'next/link';
import { buttonClass, type ButtonVariant } from '@/components/ui/ButtonLink';
import { useLocale, useText } from '@/components/i18n/LocaleProvider';
import { Word } from '@/components/i18n/Word';
import { useBasketDeferred } from '@/components/basket/store';
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
 * Request a Quote. With lines in the quote list it leads to the list (/quote), the one way to send
 * them; with none it opens the quote dialog. It is a link underneath, so without JavaScript (or
 * before hydration) it still leads to the contact page's form.
 */
export function QuoteButton({ service, message, variant, className, children, onOpen }: Props) {
  const locale = useLocale();
  const { requestQuote } = useText('quoteButton');
  const toList = (useBasketDeferred()?.length ?? 0) > 0;
  const href = localePath(toList ? '/quote' : '/contact-us', locale);
  return (
    <Link
      prefetch={false}
      href={href}
      className={buttonClass(variant, className)}
      aria-haspopup={toList ? undefined : 'dialog'}
      onClick={(event) => {
        onOpen?.();
        if (toList) return;
        event.preventDefault();
        openQuote({ service, message });
      }}
    >
      {children ?? <Word of={requestQuote} />}
    </Link>
  );
}
