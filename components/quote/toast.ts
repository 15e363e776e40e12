import type { ReactNode } from 'react';

/** A send outcome; its words are marked English while untranslated (components/i18n/Word). */
export interface Toast {
  tone: 'success' | 'error';
  message: ReactNode;
  /** An optional way out, e.g. a mailto: link holding the enquiry after a failed send. */
  action?: { href: string; label: ReactNode };
  /** Text the visitor can copy, e.g. the full enquiry when the mailto: link had to shorten it. */
  copy?: { text: string; label: ReactNode };
}

export const TOAST_EVENT = 'toast:show';

/** Shows an outcome in the page-wide region (used when no form or dialog is there to show it). */
export function showToast(toast: Toast) {
  window.dispatchEvent(new CustomEvent<Toast>(TOAST_EVENT, { detail: toast }));
}
