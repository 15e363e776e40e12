'use client';

import { Suspense, useLayoutEffect, useRef, useState } from 'react';
import { ModalDialog } from '@/components/ui/ModalDialog';
import { useLocale, useText } from '@/components/i18n/LocaleProvider';
import { lazyWithWords } from '@/components/i18n/lazy-with-words';
import type { Locale } from '@/lib/i18n/locales';
import { Word } from '@/components/i18n/Word';
import { LoadBoundary } from '@/components/ui/LoadBoundary';
import { buttonClass } from '@/components/ui/ButtonLink';
import { OPEN_SEARCH_EVENT } from './open-search';
import styles from './SearchDialog.module.css';

// The search box, its results, their words and Pagefind itself load when the dialog is first opened.
const panelIn = (locale: Locale) =>
  lazyWithWords(() => import('./SearchPanel').then((loaded) => loaded.default), 'search', locale);

const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));

/** `/` or Ctrl/Cmd+K, unless the visitor is typing in a field or another dialog is open. */
function isShortcut(event: KeyboardEvent) {
  if (event.defaultPrevented || event.altKey || isTyping(event.target)) return false;
  if (document.querySelector('dialog[open]')) return false;
  const modifier = event.ctrlKey || event.metaKey;
  return (event.key === '/' && !modifier) || (event.key.toLowerCase() === 'k' && modifier);
}

/**
 * The site-wide search dialog. A modal <dialog> gives focus back, on closing, to what had it before
 * opening: the control, or the menu button when the control was in the (then closed) side menu.
 */
export function SearchDialog() {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [used, setUsed] = useState(false);
  const text = useText('searchFrame');
  const locale = useLocale();
  // A failed load (offline, a flaky link, a redeploy) is kept by React.lazy: a retry makes a new one.
  const [SearchPanel, setSearchPanel] = useState(() => panelIn(locale));
  const [attempt, setAttempt] = useState(0);
  const retry = () => {
    setSearchPanel(() => panelIn(locale));
    setAttempt((count) => count + 1);
  };

  // Listening from the commit that hydrates the page (a layout effect, not a passive one, which runs
  // a frame later): the header's search control has its click handler from that commit on, and a
  // click or a shortcut that soon would otherwise reach no listener and be lost.
  useLayoutEffect(() => {
    const open = () => {
      const dialog = dialogRef.current;
      if (!dialog || dialog.open) return;
      setUsed(true);
      dialog.showModal();
      // On a second opening the panel is already there: back to the field, the last query selected.
      dialog.querySelector('input')?.select();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isShortcut(event)) return;
      event.preventDefault();
      open();
    };
    window.addEventListener(OPEN_SEARCH_EVENT, open);
    window.addEventListener('keydown', onKeyDown);
    return () => {
      window.removeEventListener(OPEN_SEARCH_EVENT, open);
      window.removeEventListener('keydown', onKeyDown);
    };
  }, []);

  const close = () => dialogRef.current?.close();

  return (
    <ModalDialog ref={dialogRef} text={text} classes={styles}>
      {used && (
        // The panel's code or words failing to load leaves the page as it is and says so here.
        <LoadBoundary
          key={attempt}
          fallback={
            <div role="alert" className={styles.failed}>
              <p>
                <Word of={text.error} />
              </p>
              <button type="button" className={buttonClass('primary')} onClick={retry}>
                <Word of={text.retry} />
              </button>
            </div>
          }
        >
          <Suspense
            fallback={
              <p className={styles.loading}>
                <Word of={text.loading} />
              </p>
            }
          >
            <SearchPanel onDone={close} />
          </Suspense>
        </LoadBoundary>
      )}
    </ModalDialog>
  );
}
