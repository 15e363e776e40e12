'use client';

import type { ReactNode } from 'react';
import clsx from 'clsx';
import { Word } from '@/components/i18n/Word';
import styles from './QuoteForm.module.css';

/**
 * A field of the quote forms: its label, one interface word, over `children`, the control whose id
 * is `htmlFor`; `wide` spans the form's two columns.
 */
export function WordField({
  htmlFor,
  label,
  wide = false,
  children,
}: {
  htmlFor: string;
  label: string;
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={clsx(styles.field, wide && styles.wide)}>
      <label htmlFor={htmlFor}>
        <Word of={label} />
      </label>
      {children}
    </div>
  );
}
