import { useId, type ReactNode, type RefObject } from 'react';
import { CloseButton } from './CloseButton';

interface Props {
  ref: RefObject<HTMLDialogElement | null>;
  title: ReactNode;
  /** The close button's name, in the page's language: "Close quote form". */
  closeLabel: string;
  /** The caller's module: `dialog` and `head` classes add to the shared `modal` look. */
  classes: { dialog?: string; head?: string };
  children: ReactNode;
}

/** A modal <dialog> (the quote form, the search): its title beside a close button, then its content. */
export function ModalDialog({ ref, title, closeLabel, classes, children }: Props) {
  const titleId = useId();
  return (
    <dialog ref={ref} className={`modal ${classes.dialog}`} aria-labelledby={titleId}>
      <div className={`modal-head ${classes.head}`}>
        <h2 id={titleId}>{title}</h2>
        <CloseButton aria-label={closeLabel} onClick={() => ref.current?.close()} />
      </div>
      {children}
    </dialog>
  );
}
