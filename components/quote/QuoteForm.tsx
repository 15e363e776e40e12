'use client';

import {
  useEffect,
  useId,
  useRef,
  useState,
  useSyncExternalStore,
  type ChangeEvent,
  type FormEvent,
} from 'react';
import clsx from 'clsx';
import { fill } from '@/lib/i18n/text';
import type { Locale } from '@/lib/i18n/locales';
import type { ClientText } from '@/lib/content/client-text';
import { useLocale, useText } from '@/components/i18n/LocaleProvider';
import { Word } from '@/components/i18n/Word';
import { WordField } from './WordField';
import type { Contact } from '@/lib/content/contact';
import { buttonClass } from '@/components/ui/ButtonLink';
import type { QuoteFields } from './send-quote';
import { useSendQuote } from './use-send-quote';
import { quoteLimits, quoteProblems, trimQuote } from './quote-rules';
import { enquiryText, mailtoFor, noscriptMailto } from './mailto';
import { showToast, type Toast } from './toast';
import { Outcome } from './Outcome';
import { useDraft } from './use-draft';
import { ContactFields } from './ContactFields';
import { fillNodes } from '@/components/ui/fill-nodes';
import styles from './QuoteForm.module.css';

interface Props {
  /** Preselects Service type and adds to the message; `version` changes on each new request. */
  preset?: { service?: string; message?: string; version: number };
  /** Called after a successful send (the dialog closes); the success message then shows page-wide. */
  onSent?: () => void;
  /** Keeps the unsent draft in this tab under this name, so going to another page does not lose it. */
  draftKey?: string;
  /** The company's e-mail, for the fallback when sending fails. */
  contact: Pick<Contact, 'email'>;
}

function failureFor(
  fields: QuoteFields,
  email: string,
  locale: Locale,
  text: ClientText['quoteForm'],
  words: ClientText['companyMail'],
): Toast {
  const mailto = mailtoFor(email, fields, { locale, note: text.shortened, words });
  return {
    tone: 'error',
    message: <Word of={text.failure} />,
    action: {
      href: mailto.href,
      label: <Word of={text.failureAction}>{fill(text.failureAction, { email })}</Word>,
    },
    copy: mailto.shortened
      ? {
          text: enquiryText(fields, words, fields.user_message, locale),
          label: <Word of={text.copyAll} />,
        }
      : undefined,
  };
}

/** Adds a line to the draft message once, keeping what the visitor already wrote. */
function withMessage(fields: QuoteFields, line: string): QuoteFields {
  const current = fields.user_message.trimEnd();
  if (current.includes(line)) return fields;
  return { ...fields, user_message: current ? `${current}\n${line}` : line };
}

const subscribeNever = () => () => {};

export default function QuoteForm({ preset, onSent, draftKey, contact }: Props) {
  const { email } = contact;
  const [fields, setFields, clearDraft] = useDraft(draftKey);
  const { sending, busy, send } = useSendQuote('Quote form');
  const [outcome, setOutcome] = useState<Toast | null>(null);
  const mounted = useRef(false);
  const outcomeRef = useRef<HTMLDivElement>(null);
  const id = useId();
  const locale = useLocale();
  const text = useText('quoteForm');
  const mailWords = useText('companyMail');
  // False in the prerendered HTML, true once hydrated: only then can the form send.
  const hydrated = useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  useEffect(() => {
    if (outcome) outcomeRef.current?.scrollIntoView({ block: 'nearest' });
  }, [outcome]);

  const [presetSeen, setPresetSeen] = useState<number | undefined>(undefined);
  if (preset && preset.version !== presetSeen) {
    // A page asked for a service again: apply it once per request, keeping the rest of the draft.
    setPresetSeen(preset.version);
    if (preset.service)
      setFields((current) => ({ ...current, user_service: preset.service ?? '' }));
    if (preset.message) setFields((current) => withMessage(current, preset.message ?? ''));
  }

  /** Shows the outcome where the visitor is: in this form, or page-wide once the form is gone. */
  const report = (toast: Toast) => {
    if (mounted.current && !(toast.tone === 'success' && onSent)) setOutcome(toast);
    else showToast(toast);
  };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy()) return;
    const form = event.currentTarget;
    const problems = Object.entries(quoteProblems(fields, text.hints));
    if (problems.length > 0) {
      for (const [name, problem] of problems)
        (form.elements.namedItem(name) as HTMLInputElement | null)?.setCustomValidity(problem);
      form.reportValidity();
      return;
    }
    const enquiry = trimQuote(fields);
    setOutcome(null);
    const succeed = () => {
      clearDraft();
      onSent?.();
      report({ tone: 'success', message: <Word of={text.success} /> });
    };
    const fail = () => report(failureFor(enquiry, email, locale, text, mailWords));
    await send(form, enquiry, { succeed, fail });
  }

  /** Stores a change and tells the browser at once what is wrong with it, if anything. */
  const change = (
    name: keyof QuoteFields,
    value: string,
    input: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement,
  ) => {
    const problem =
      name in quoteLimits && value ? quoteProblems({ ...fields, [name]: value }, text.hints) : {};
    if ('setCustomValidity' in input)
      input.setCustomValidity(problem[name as keyof typeof problem] ?? '');
    setFields((current) => ({ ...current, [name]: value }));
  };

  const field = (name: keyof QuoteFields) => ({
    id: `${id}-${name}`,
    name,
    value: fields[name],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
      change(name, event.target.value, event.target),
  });

  return (
    // The form only ever sends through script (onSubmit): it has no action, and its button is off
    // until the page is hydrated. No browser can post it to mailto: exactly (docs/hosting.md), so
    // without JavaScript its fields are hidden and the note offers a mailto: link instead.
    <form className={clsx(styles.form, styles.scripted)} onSubmit={onSubmit} aria-busy={sending}>
      <ContactFields idPrefix={id} values={fields} onChange={change} />
      <WordField htmlFor={`${id}-user_service`} label={text.serviceLabel}>
        <select {...field('user_service')} autoComplete="off">
          <option value="">{text.servicePlaceholder}</option>
          {text.serviceOptions.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
          <option value="Other">{text.other}</option>
        </select>
      </WordField>
      <WordField htmlFor={`${id}-user_message`} label={text.messageLabel} wide>
        <textarea
          {...field('user_message')}
          rows={5}
          placeholder={text.messagePlaceholder}
          autoComplete="off"
          maxLength={quoteLimits.user_message}
          required
        />
      </WordField>
      <div className={styles.honeypot} aria-hidden="true">
        <label htmlFor={`${id}-website`}>
          <Word of={text.honeypot} />
        </label>
        <input id={`${id}-website`} name="website" type="text" tabIndex={-1} autoComplete="off" />
      </div>
      <noscript>
        <p className={styles.wide}>
          <Word of={text.noscript}>
            {fillNodes(text.noscript, {
              // The headings of an enquiry, then a line for the visitor to start on.
              email: (
                <a href={noscriptMailto(email, `${text.noscriptBody}\n`, mailWords)}>{email}</a>
              ),
            })}
          </Word>
        </p>
      </noscript>
      <button
        type="submit"
        className={buttonClass('primary', styles.submit)}
        disabled={sending || !hydrated}
      >
        <Word of={sending ? text.sending : text.submit} />
      </button>
      <div className={styles.wide} ref={outcomeRef}>
        <div role="status">
          {outcome?.tone === 'success' && (
            <Outcome outcome={outcome} onDismiss={() => setOutcome(null)} />
          )}
        </div>
        <div role="alert">
          {outcome?.tone === 'error' && (
            <Outcome outcome={outcome} onDismiss={() => setOutcome(null)} />
          )}
        </div>
      </div>
    </form>
  );
}
