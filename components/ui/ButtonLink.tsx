import Link from 'next/link';
import clsx from 'clsx';
import type { ComponentPropsWithoutRef } from 'react';
import styles from './button.module.css';

export type ButtonVariant = 'primary' | 'outline' | 'light';

export function buttonClass(variant: ButtonVariant = 'primary', className?: string) {
  return clsx(styles.button, styles[variant], className);
}

type Props = ComponentPropsWithoutRef<typeof Link> & { variant?: ButtonVariant };

/** An internal link styled as a button. External and mailto: links use a plain <a> with buttonClass(). */
export function ButtonLink({ variant, className, ...props }: Props) {
  return <Link prefetch={false} className={buttonClass(variant, className)} {...props} />;
}
