'use client';

import { buttonClass } from '@/components/ui/ButtonLink';
import { useText } from '@/components/i18n/LocaleProvider';
import { Word } from '@/components/i18n/Word';
import { useHydrated } from './use-hydrated';

/** Prints the page as a datasheet. Without JavaScript it is not shown: the browser's own Print still works. */
export function PrintButton({ className }: { className?: string }) {
  const hydrated = useHydrated();
  const { print } = useText('selectionTables');
  if (!hydrated) return null;
  return (
    <button
      type="button"
      className={buttonClass('outline', className)}
      onClick={() => window.print()}
    >
      <Word of={print} />
    </button>
  );
}
