'use client';

import { useEffect, useState } from 'react';
import { TOAST_EVENT, type Toast } from './toast';
import styles from './Toaster.module.css';

/**
 * Outcome messages live outside the dialog so they stay readable after it closes. Both regions exist
 * from the first paint, because screen readers only announce changes to live regions they already know.
 */
export function Toaster() {
  const [toast, setToast] = useState<Toast | null>(null);

  useEffect(() => {
    const onToast = (event: Event) => setToast((event as CustomEvent<Toast>).detail);
    window.addEventListener(TOAST_EVENT, onToast);
    return () => window.removeEventListener(TOAST_EVENT, onToast);
  }, []);

  const body = (tone: Toast['tone']) =>
    toast?.tone === tone ? (
      <div className={styles.toast} data-tone={tone}>
        <p>{toast.message}</p>
        {toast.action && <a href={toast.action.href}>{toast.action.label}</a>}
        <button type="button" className={styles.dismiss} onClick={() => setToast(null)}>
          Dismiss
        </button>
      </div>
    ) : null;

  return (
    <div className={styles.region}>
      <div role="status">{body('success')}</div>
      <div role="alert">{body('error')}</div>
    </div>
  );
}
