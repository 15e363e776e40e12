import clsx from 'clsx';
import type { ComponentPropsWithRef } from 'react';
import styles from './IconButton.module.css';

type Props = ComponentPropsWithRef<'button'> & {
  /** The accessible name: an icon button has no visible text. */
  'aria-label': string;
  shape?: 'square' | 'round' | 'quiet';
};

/** A 44 px button holding only an icon (carousel controls, menu and close buttons). */
export function IconButton({ shape = 'square', className, ...props }: Props) {
  return (
    <button
      type="button"
      className={clsx(
        styles.button,
        shape === 'round' && styles.round,
        shape === 'quiet' && styles.quiet,
        className,
      )}
      {...props}
    />
  );
}
