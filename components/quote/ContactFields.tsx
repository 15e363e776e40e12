import type { QuoteFields } from './send-quote';
import { quoteLimits, quotePatterns } from './quote-rules';
import styles from './QuoteForm.module.css';

export type ContactName = 'user_name' | 'user_mobile' | 'user_email';

const contactFields: {
  name: ContactName;
  label: string;
  type: 'text' | 'tel' | 'email';
  placeholder: string;
  autoComplete: string;
  title?: string;
}[] = [
  {
    name: 'user_name',
    label: 'Name',
    type: 'text',
    placeholder: 'Your Name *',
    autoComplete: 'name',
  },
  {
    name: 'user_mobile',
    label: 'Phone number',
    type: 'tel',
    placeholder: 'Phone Number *',
    autoComplete: 'tel',
    title: '7 to 15 digits, e.g. +971 50 123 4567 or 050 123 4567',
  },
  {
    name: 'user_email',
    label: 'Email address',
    type: 'email',
    placeholder: 'Email Address *',
    autoComplete: 'email',
    title: 'An address such as name@company.ae',
  },
];

interface Props {
  /** Prefix for the inputs' ids, from the form's useId(). */
  idPrefix: string;
  values: Pick<QuoteFields, ContactName>;
  onChange: (name: ContactName, value: string, input: HTMLInputElement) => void;
}

/** Name, phone and e-mail: the contact fields of every enquiry form (the quote form, the quote list). */
export function ContactFields({ idPrefix, values, onChange }: Props) {
  return contactFields.map(({ name, label, ...input }) => (
    <div key={name} className={styles.field}>
      <label htmlFor={`${idPrefix}-${name}`}>{label}</label>
      <input
        {...input}
        id={`${idPrefix}-${name}`}
        name={name}
        value={values[name]}
        onChange={(event) => onChange(name, event.target.value, event.target)}
        maxLength={quoteLimits[name]}
        pattern={quotePatterns[name]}
        required
      />
    </div>
  ));
}
