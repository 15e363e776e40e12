export interface Toast {
  tone: 'success' | 'error';
  message: string;
  /** An optional way out, e.g. a mailto: link holding the enquiry after a failed send. */
  action?: { href: string; label: string };
}

export const TOAST_EVENT = 'toast:show';

export function showToast(toast: Toast) {
  window.dispatchEvent(new CustomEvent<Toast>(TOAST_EVENT, { detail: toast }));
}
