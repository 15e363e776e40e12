'use client';

import { Word } from '@/components/i18n/Word';

/**
 * A button that acts on the page (type="button", never a submit) labelled by one interface word:
 * the quote list's text buttons (copy, clear, undo, print, forget details) and an outcome's Dismiss.
 */
export function WordButton({
  word,
  className,
  onClick,
}: {
  word: string;
  className?: string;
  onClick: () => void;
}) {
  return (
    <button type="button" className={className} onClick={onClick}>
      <Word of={word} />
    </button>
  );
}
