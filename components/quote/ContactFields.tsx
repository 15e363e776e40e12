import { useLocale, useText } from '@/components/i18n/LocaleProvider';
import { WordField } from './WordField';
import type { QuoteFields } from './send-quote';
import { quoteLimits, quotePatterns } from './quote-rules';

export type ContactName = 'user_name' | 'user_mobile' | 'user_email';

const contactFields = [
  { name: 'user_name', text: 'name', type: 'text', autoComplete: 'name' },
  { name: 'user_mobile', text: 'mobile', type: 'tel', autoComplete: 'tel' },
  { name: 'user_email', text: 'emailAddress', type: 'email', autoComplete: 'email' },
] as const;

interface Props {
  /** Prefix for the inputs' ids, from the form's useId(). */
  idPrefix: string;
  values: Pick<QuoteFields, ContactName>;
  onChange: (name: ContactName, value: string, input: HTMLInputElement) => void;
}

/** Name, phone and e-mail: the contact fields of every enquiry form (the quote form, the quote list). */
export function ContactFields({ idPrefix, values, onChange }: Props) {
  const text = useText('quoteForm');
  // Numbers and addresses run left to right inside an Arabic page; the name follows what is typed.
  const dir = useLocale() === 'ar' ? 'auto' : undefined;
  return contactFields.map(({ name, text: key, ...input }) => {
    const { label, ...words } = text[key];
    return (
      <WordField key={name} htmlFor={`${idPrefix}-${name}`} label={label}>
        <input
          {...input}
          {...words}
          dir={dir}
          id={`${idPrefix}-${name}`}
          name={name}
          value={values[name]}
          onChange={(event) => onChange(name, event.target.value, event.target)}
          maxLength={quoteLimits[name]}
          pattern={quotePatterns[name]}
          required
        />
      </WordField>
    );
  });
}
