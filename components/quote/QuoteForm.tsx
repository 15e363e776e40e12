'use client';

import { useId, useRef, useState, type FormEvent } from 'react';
import clsx from 'clsx';
import { serviceOptions, quoteMessages } from '@/content/quote';
import { site } from '@/content/site';
import { buttonClass } from '@/components/ui/ButtonLink';
import { emptyQuote, sendQuote, type QuoteFields } from './send-quote';
import { ContactFields } from './ContactFields';
import { showToast } from './toast';
import styles from './QuoteForm.module.css';

interface Props {
  /** Preselects Service type; `version` changes each time a page asks for it again. */
  preset?: { service?: string; version: number };
  onSent?: () => void;
  className?: string;
}

function mailtoFor(fields: QuoteFields) {
  const subject = `Quote request${fields.user_service ? `: ${fields.user_service}` : ''}`;
  const body = [
    `Name: ${fields.user_name}`,
    `Phone: ${fields.user_mobile}`,
    `Email: ${fields.user_email}`,
    `Service type: ${fields.user_service || '-'}`,
    '',
    fields.user_message,
  ].join('\n');
  return `mailto:${site.email}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}

export default function QuoteForm({ preset, onSent, className }: Props) {
  const [fields, setFields] = useState<QuoteFields>(emptyQuote);
  const [sending, setSending] = useState(false);
  const inFlight = useRef(false);
  const id = useId();

  const [presetSeen, setPresetSeen] = useState<number | undefined>(undefined);
  if (preset && preset.version !== presetSeen) {
    // A page asked for a service again: apply it once per request, keeping the rest of the draft.
    setPresetSeen(preset.version);
    if (preset.service)
      setFields((current) => ({ ...current, user_service: preset.service ?? '' }));
  }

  const update = (name: keyof QuoteFields) => (value: string) =>
    setFields((current) => ({ ...current, [name]: value }));

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (inFlight.current) return;
    const honeypot = new FormData(event.currentTarget).get('website');
    const succeed = () => {
      setFields(emptyQuote);
      showToast({ tone: 'success', message: quoteMessages.success });
      onSent?.();
    };
    if (honeypot) {
      succeed();
      return;
    }
    inFlight.current = true;
    setSending(true);
    try {
      await sendQuote(fields);
      succeed();
    } catch (error) {
      console.error('Quote form send failed:', error instanceof Error ? error.message : error);
      showToast({
        tone: 'error',
        message: quoteMessages.failure,
        action: { href: mailtoFor(fields), label: `Or e-mail your enquiry to ${site.email}` },
      });
    } finally {
      inFlight.current = false;
      setSending(false);
    }
  }

  const field = (name: keyof QuoteFields) => ({
    id: `${id}-${name}`,
    name,
    value: fields[name],
    onChange: (event: { target: { value: string } }) => update(name)(event.target.value),
  });

  return (
    <form className={clsx(styles.form, className)} onSubmit={onSubmit} aria-busy={sending}>
      <ContactFields
        idPrefix={id}
        values={fields}
        onChange={(name, value) => update(name)(value)}
      />
      <div className={styles.field}>
        <label htmlFor={`${id}-user_service`}>Service type (optional)</label>
        <select {...field('user_service')} autoComplete="off">
          <option value="">Service type</option>
          {serviceOptions.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      </div>
      <div className={clsx(styles.field, styles.wide)}>
        <label htmlFor={`${id}-user_message`}>Message</label>
        <textarea
          {...field('user_message')}
          rows={5}
          placeholder="Your Message *"
          autoComplete="off"
          required
        />
      </div>
      <div className={styles.honeypot} aria-hidden="true">
        <label htmlFor={`${id}-website`}>Leave this field empty</label>
        <input id={`${id}-website`} name="website" type="text" tabIndex={-1} autoComplete="off" />
      </div>
      <button type="submit" className={buttonClass('primary', styles.submit)} disabled={sending}>
        {sending ? 'Sending…' : 'Send Message'}
      </button>
    </form>
  );
}
