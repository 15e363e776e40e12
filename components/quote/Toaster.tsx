'use client';

import { useEffect, useState } from 'react';
import { TOAST_EVENT, type Toast } from './toast';
import { Outcome } from './Outcome';
import styles from './Toaster.module.css';

/**
 * The page-wide outcome region, for outcomes no open form can show: a success after the dialog has
 * closed, or a send that ended after the visitor went to another page. Never used while a modal dialog
 * is open (everything outside it is inert then). Both regions exist from the first paint, because
 * screen readers only announce changes to live regions they already know.
 */
export function Toaster() {
  const [toast, setToast] = useState<Toast | null>(null);

  useEffect(() => {
    const onToast = (event: Event) => setToast((event as CustomEvent<Toast>).detail);
    window.addEventListener(TOAST_EVENT, onToast);
    return () => window.removeEventListener(TOAST_EVENT, onToast);
  }, []);

  const body = (tone: Toast['tone']) =>
    toast?.tone === tone ? <Outcome outcome={toast} onDismiss={() => setToast(null)} /> : null;

  return (
    <div className={styles.region}>
      <div role="status">{body('success')}</div>
      <div role="alert">{body('error')}</div>
    </div>
  );
}
