import { useId, type ReactNode, type RefObject } from 'react';
import { Word } from '@/components/i18n/Word';
import { CloseButton } from './CloseButton';

interface Props {
  ref: RefObject<HTMLDialogElement | null>;
  /**
   * Its title, and the close button's name in the page's language ("Close quote form"): the words
   * of its interface group.
   */
  text: { title: string; close: string };
  /** The caller's module: `dialog` and `head` classes add to the shared `modal` look. */
  classes: { dialog?: string; head?: string };
  children: ReactNode;
}

/** A modal <dialog> (the quote form, the search): its title beside a close button, then its content. */
export function ModalDialog({ ref, text, classes, children }: Props) {
  const titleId = useId();
  return (
    <dialog ref={ref} className={`modal ${classes.dialog}`} aria-labelledby={titleId}>
      <div className={`modal-head ${classes.head}`}>
        <h2 id={titleId}>
          <Word of={text.title} />
        </h2>
        <CloseButton aria-label={text.close} onClick={() => ref.current?.close()} />
      </div>
      {children}
    </dialog>
  );
}
