'use client';

import { useId, useRef, useState, type FormEvent } from 'react';
import clsx from 'clsx';
import { phoneText, whatsappLink, type Contact } from '@/lib/content/contact';
import { buttonClass } from '@/components/ui/ButtonLink';
import { ContactFields, type ContactName } from '@/components/quote/ContactFields';
import type { QuoteFields } from '@/components/quote/send-quote';
import { userLanguage } from '@/components/quote/send-quote';
import { useSendQuote } from '@/components/quote/use-send-quote';
import { fillNodes } from '@/components/quote/fill-nodes';
import { useLocale, useText } from '@/components/i18n/LocaleProvider';
import formStyles from '@/components/quote/QuoteForm.module.css';
import { composeList, mailtoHref, normalisePhone, requestTitle } from './compose';
import { clearBasket } from './edit';
import type { BasketLine } from './store';
import styles from './QuoteList.module.css';

type Fields = Pick<QuoteFields, ContactName> & { message: string };
const empty: Fields = { user_name: '', user_mobile: '', user_email: '', message: '' };

export type SendOutcome = { tone: 'success' } | { tone: 'error'; mailto: string };

interface Props {
  lines: readonly BasketLine[];
  onOutcome: (outcome: SendOutcome | null) => void;
  contact: Contact;
}

/** Sends the whole list as one enquiry: by e-mail through the quote form's call, or by WhatsApp. */
export function BasketSendForm({ lines, onOutcome, contact }: Props) {
  const [fields, setFields] = useState<Fields>(empty);
  const { sending, busy, send } = useSendQuote('Quote list');
  const formRef = useRef<HTMLFormElement>(null);
  const id = useId();
  const locale = useLocale();
  const forms = useText('forms');
  const text = forms.basket;
  const listText = (message: string) => composeList(lines, contact, message, locale, text.compose);

  const phoneInput = () =>
    formRef.current?.elements.namedItem('user_mobile') as HTMLInputElement | null | undefined;
  const change = (name: keyof Fields, value: string) => {
    if (name === 'user_mobile') phoneInput()?.setCustomValidity('');
    setFields((current) => ({ ...current, [name]: value }));
  };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy()) return;
    const phone = normalisePhone(fields.user_mobile);
    if (!phone) {
      phoneInput()?.setCustomValidity(text.phoneHint);
      phoneInput()?.reportValidity();
      return;
    }
    const enquiry: QuoteFields = {
      user_name: fields.user_name.trim(),
      user_mobile: phone,
      user_email: fields.user_email.trim(),
      user_service: requestTitle(lines.length, locale, text.compose),
      user_message: listText(fields.message),
    };
    const succeed = () => {
      setFields(empty);
      clearBasket();
      onOutcome({ tone: 'success' });
    };
    // For the company, like the EmailJS template: English labels and the visitor's language.
    const body = `Name: ${enquiry.user_name}\nPhone: ${phone}\nEmail: ${enquiry.user_email}\nLanguage: ${userLanguage(locale)}\n\n${enquiry.user_message}`;
    onOutcome(null);
    await send(event.currentTarget, enquiry, {
      succeed,
      fail: () =>
        onOutcome({ tone: 'error', mailto: mailtoHref(contact, enquiry.user_service, body) }),
    });
  }

  return (
    <form
      ref={formRef}
      className={clsx(formStyles.form, styles.send)}
      onSubmit={onSubmit}
      aria-busy={sending}
      aria-labelledby={`${id}-heading`}
    >
      <h2 id={`${id}-heading`} className={formStyles.wide}>
        {text.sendHeading}
      </h2>
      <ContactFields idPrefix={id} values={fields} onChange={change} />
      <div className={clsx(formStyles.field, formStyles.wide)}>
        <label htmlFor={`${id}-message`}>{text.messageLabel}</label>
        <textarea
          id={`${id}-message`}
          name="message"
          rows={4}
          autoComplete="off"
          placeholder={text.messagePlaceholder}
          value={fields.message}
          onChange={(event) => change('message', event.target.value)}
        />
      </div>
      <div className={formStyles.honeypot} aria-hidden="true">
        <label htmlFor={`${id}-website`}>{forms.quote.honeypot}</label>
        <input id={`${id}-website`} name="website" type="text" tabIndex={-1} autoComplete="off" />
      </div>
      <div className={clsx(styles.sendActions, formStyles.wide)}>
        <button type="submit" className={buttonClass('primary')} disabled={sending}>
          {sending ? forms.quote.sending : text.sendEmail}
        </button>
        <a
          href={whatsappLink(contact.mobile, listText(fields.message))}
          className={buttonClass('outline')}
          target="_blank"
          rel="noopener noreferrer"
        >
          {text.sendWhatsapp}
          <span className="visually-hidden">{text.opensWhatsapp}</span>
        </a>
      </div>
      <p className={clsx('note', formStyles.wide)}>
        {fillNodes(text.sendNote, {
          phone: <bdi dir="ltr">{phoneText(contact.mobile.display)}</bdi>,
        })}
      </p>
    </form>
  );
}
