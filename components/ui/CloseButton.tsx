import type { ComponentPropsWithRef } from 'react';
import { IconButton } from './IconButton';

/** The X that closes a dialog; its accessible name says what it closes. */
export function CloseButton(props: ComponentPropsWithRef<'button'> & { 'aria-label': string }) {
  return (
    <IconButton shape="quiet" {...props}>
      <svg aria-hidden="true" width="20" height="20" viewBox="0 0 20 20">
        <path d="M4 4l12 12M16 4L4 16" stroke="currentColor" strokeWidth="2" />
      </svg>
    </IconButton>
  );
}
