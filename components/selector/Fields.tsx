import type { ReactNode } from 'react';
import type { Locale } from '@/lib/i18n/locales';
import { Isolated } from '@/components/ui/Isolated';
import formStyles from '@/components/quote/QuoteForm.module.css';
import styles from './GlandSelector.module.css';

interface Common {
  name: string;
  label: ReactNode;
  /** The message under the field, tied to it; none when the field is valid. */
  error?: string;
  /** The id of a hint that describes the field too. */
  hint?: string;
  locale: Locale;
}

const describedBy = (name: string, error?: string, hint?: string) =>
  [hint ?? '', error ? `gland-${name}-error` : ''].filter(Boolean).join(' ') || undefined;

function ErrorText({ name, error, locale }: Pick<Common, 'name' | 'error' | 'locale'>) {
  if (!error) return null;
  return (
    <p id={`gland-${name}-error`} className={styles.error}>
      <Isolated text={error} locale={locale} />
    </p>
  );
}

/** A measurement in millimetres, typed as the buyer writes it (read when the form is sent). */
export function NumberField({ name, label, error, hint, locale }: Common) {
  return (
    <div className={formStyles.field}>
      <label htmlFor={`gland-${name}`}>
        {label} (<bdi>mm</bdi>)
      </label>
      <input
        id={`gland-${name}`}
        name={name}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        dir="ltr"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(name, error, hint)}
      />
      <ErrorText name={name} error={error} locale={locale} />
    </div>
  );
}

/** A select of the form; `empty` is the text of a first choice of none. */
export function ChoiceField<Key extends string>({
  name,
  label,
  error,
  hint,
  locale,
  value,
  options,
  empty,
  onChange,
}: Common & {
  value?: Key | '';
  options: Record<Key, string>;
  empty?: string;
  onChange?: (key: Key) => void;
}) {
  return (
    <div className={formStyles.field}>
      <label htmlFor={`gland-${name}`}>{label}</label>
      <select
        id={`gland-${name}`}
        name={name}
        {...(onChange
          ? { value, onChange: (event) => onChange(event.target.value as Key) }
          : { defaultValue: '' })}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(name, error, hint)}
      >
        {empty !== undefined && <option value="">{empty}</option>}
        {(Object.keys(options) as Key[]).map((key) => (
          <option key={key} value={key}>
            {options[key]}
          </option>
        ))}
      </select>
      <ErrorText name={name} error={error} locale={locale} />
    </div>
  );
}
