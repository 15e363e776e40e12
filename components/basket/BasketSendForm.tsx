'use client';

import { useEffect, useId, useRef, type FormEvent } from 'react';
import clsx from 'clsx';
import { phoneText, whatsappLink, type Contact } from '@/lib/content/contact';
import { buttonClass } from '@/components/ui/ButtonLink';
import { fill } from '@/lib/i18n/text';
import { ContactFields, type ContactName } from '@/components/quote/ContactFields';
import type { QuoteFields } from '@/components/quote/send-quote';
import { useSendQuote } from '@/components/quote/use-send-quote';
import { fillNodes } from '@/components/ui/fill-nodes';
import { enquiryPhone } from '@/components/quote/phone';
import { validPhone } from '@/components/quote/quote-rules';
import { useLocale, useText } from '@/components/i18n/LocaleProvider';
import { Word } from '@/components/i18n/Word';
import { WordField } from '@/components/quote/WordField';
import { WordButton } from '@/components/ui/WordButton';
import formStyles from '@/components/quote/QuoteForm.module.css';
import { chatList, composeList, requestTitle } from './compose';
import { emailMessage, listMailto, whatsappText } from './send-fit';
import {
  emptyContact,
  emptyFields,
  forgetDetails,
  KEEP_DAYS,
  markSent,
  readRequest,
  requestReference,
  saveDetails,
  tidyRequest,
  useRequest,
  type RequestFields,
} from './request';
import type { BasketLine } from './store';
import styles from './QuoteList.module.css';

type Fields = Pick<QuoteFields, ContactName> & { message: string };

export type SendOutcome = { tone: 'success'; partial: boolean } | { tone: 'error'; mailto: string };

const requestNames = Object.keys(emptyFields) as (keyof RequestFields)[];

interface Props {
  lines: readonly BasketLine[];
  onOutcome: (outcome: SendOutcome | null) => void;
  /** Copies the whole list (offered when a message has to be shortened). */
  onCopy: () => void;
  contact: Contact;
}

/** Sends the whole list as one enquiry: by e-mail through the quote form's call, or by WhatsApp. */
export function BasketSendForm({ lines, onOutcome, onCopy, contact }: Props) {
  const { sending, busy, send } = useSendQuote('Quote list');
  const formRef = useRef<HTMLFormElement>(null);
  const id = useId();
  const locale = useLocale();
  const text = useText('quoteListPage');
  const { honeypot, sending: sendingWord } = useText('quoteForm');
  const mailWords = useText('companyMail');
  const request = useRequest();
  // Kept with the list in this browser: a reload or a failed send loses nothing typed.
  const fields: Fields = request.contact ?? emptyContact;
  const reference = request.reference ?? '';
  // The reference is made once the list has lines, and kept (with the list) until it is cleared.
  useEffect(() => {
    if (lines.length > 0) requestReference();
  }, [lines.length]);
  // Details past their time (KEEP_DAYS) leave the storage as the page opens.
  useEffect(tidyRequest, []);
  const head = { reference, name: fields.user_name.trim(), ...request.fields };
  const listText = (message: string) => composeList(lines, contact, message, mailWords, head);
  const changeRequest = (name: keyof RequestFields, value: string) =>
    saveDetails({ ...readRequest(), fields: { ...readRequest().fields, [name]: value } });

  const phoneInput = () =>
    formRef.current?.elements.namedItem('user_mobile') as HTMLInputElement | null | undefined;
  const change = (name: keyof Fields, value: string) => {
    if (name === 'user_mobile') phoneInput()?.setCustomValidity('');
    const current = readRequest();
    saveDetails({ ...current, contact: { ...(current.contact ?? emptyContact), [name]: value } });
  };

  const enquiryOf = (message: string): QuoteFields => ({
    user_name: fields.user_name.trim(),
    user_mobile: enquiryPhone(fields.user_mobile),
    user_email: fields.user_email.trim(),
    user_service: requestTitle(lines.length, mailWords.list, reference),
    user_message: message,
  });
  const full = listText(fields.message);
  // The chat gets the list and its reference only: no personal data in a URL (issue 45).
  const whatsapp = whatsappText(
    contact,
    chatList(lines, contact, mailWords, reference),
    text.shortened,
  );
  const email = emailMessage(enquiryOf(full), locale, mailWords.listShortened);
  const tooLong = [whatsapp.shortened && 'whatsapp', email.shortened && 'email'].filter(Boolean);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy()) return;
    // A line whose quantity field holds no whole number would be sent with its last one: not sent.
    const badQuantity = formRef.current
      ?.closest('[data-quote-list]')
      ?.querySelector<HTMLInputElement>('input[data-quantity][aria-invalid="true"]');
    if (badQuantity) {
      badQuantity.focus();
      return;
    }
    // The same check and the same format as the quote form (components/quote/phone.ts).
    if (!validPhone(fields.user_mobile.trim())) {
      phoneInput()?.setCustomValidity(text.phoneHint);
      phoneInput()?.reportValidity();
      return;
    }
    const enquiry = enquiryOf(email.text);
    const partial = email.shortened;
    const succeed = () => {
      // The list stays, marked as sent with a copy of the request, until the buyer clears it; the
      // contact details and the message leave the storage.
      markSent(
        { on: new Date().toISOString(), reference, fields: request.fields, lines: [...lines] },
        {
          name: enquiry.user_name,
          phone: enquiry.user_mobile,
          email: enquiry.user_email,
          message: fields.message.trim(),
        },
      );
      onOutcome({ tone: 'success', partial });
    };
    onOutcome(null);
    await send(event.currentTarget, enquiry, {
      succeed,
      fail: () =>
        onOutcome({
          tone: 'error',
          mailto: listMailto(contact, enquiryOf(full), locale, text.shortened, mailWords),
        }),
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
        <Word of={text.sendHeading} />
      </h2>
      {reference && (
        <p className={formStyles.wide} data-reference="">
          <Word of={text.reference}>
            {fillNodes(text.reference, { reference: <bdi dir="ltr">{reference}</bdi> })}
          </Word>
        </p>
      )}
      <ContactFields idPrefix={id} values={fields} onChange={change} />
      <fieldset className={clsx(styles.requestFields, formStyles.wide)}>
        <legend>
          <Word of={text.requestHeading} />
        </legend>
        {requestNames.map((name) => (
          <WordField key={name} htmlFor={`${id}-${name}`} label={text[name]}>
            <input
              id={`${id}-${name}`}
              name={name}
              type={name === 'requiredBy' ? 'date' : 'text'}
              maxLength={name === 'requiredBy' ? undefined : 200}
              autoComplete={name === 'company' ? 'organization' : 'off'}
              value={request.fields[name]}
              onChange={(event) => changeRequest(name, event.target.value)}
            />
          </WordField>
        ))}
      </fieldset>
      <WordField htmlFor={`${id}-message`} label={text.messageLabel} wide>
        <textarea
          id={`${id}-message`}
          name="message"
          rows={4}
          autoComplete="off"
          placeholder={text.messagePlaceholder}
          value={fields.message}
          onChange={(event) => change('message', event.target.value)}
        />
      </WordField>
      <div className={formStyles.honeypot} aria-hidden="true">
        <label htmlFor={`${id}-website`}>
          <Word of={honeypot} />
        </label>
        <input id={`${id}-website`} name="website" type="text" tabIndex={-1} autoComplete="off" />
      </div>
      <div className={clsx(styles.sendActions, formStyles.wide)}>
        <button type="submit" className={buttonClass('primary')} disabled={sending}>
          <Word of={sending ? sendingWord : text.sendEmail} />
        </button>
        <a
          href={whatsappLink(contact.mobile, whatsapp.text)}
          className={buttonClass('outline')}
          target="_blank"
          rel="noopener noreferrer"
        >
          <Word of={text.sendWhatsapp} />
          <span className="visually-hidden">
            <Word of={text.opensWhatsapp}>{` ${text.opensWhatsapp}`}</Word>
          </span>
        </a>
      </div>
      {tooLong.length > 0 && (
        <p className={clsx('note', formStyles.wide)} data-too-long={tooLong.join(' ')}>
          <Word of={text.tooLong}>
            {fill(text.tooLong, {
              channels:
                tooLong.length === 2
                  ? text.channelBoth
                  : tooLong[0] === 'email'
                    ? text.channelEmail
                    : text.channelWhatsapp,
            })}
          </Word>{' '}
          <WordButton className={styles.textButton} onClick={onCopy} word={text.copy} />
        </p>
      )}
      <p className={clsx('note', formStyles.wide)} data-kept="">
        <Word of={text.keptNote}>{fill(text.keptNote, { days: KEEP_DAYS })}</Word>{' '}
        <WordButton
          className={styles.textButton}
          onClick={forgetDetails}
          word={text.forgetDetails}
        />
      </p>
      <p className={clsx('note', formStyles.wide)}>
        <Word of={text.sendNote}>
          {fillNodes(text.sendNote, {
            phone: <bdi dir="ltr">{phoneText(contact.mobile.display)}</bdi>,
          })}
        </Word>
      </p>
    </form>
  );
}
