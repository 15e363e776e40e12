import type { Locale } from '@/lib/i18n/locales';

export interface QuoteFields {
  user_name: string;
  user_mobile: string;
  user_email: string;
  user_service: string;
  user_message: string;
}

export const emptyQuote: QuoteFields = {
  user_name: '',
  user_mobile: '',
  user_email: '',
  user_service: '',
  user_message: '',
};

/** The visitor's language as the company's e-mail names it (template_params.user_language). */
export const userLanguage = (locale: Locale) => (locale === 'ar' ? 'Arabic' : 'English');

/** Read at build time: Next inlines NEXT_PUBLIC_* values into the client bundle. */
const settings = {
  NEXT_PUBLIC_EMAILJS_PUBLIC_KEY: process.env.NEXT_PUBLIC_EMAILJS_PUBLIC_KEY,
  NEXT_PUBLIC_EMAILJS_SERVICE_ID: process.env.NEXT_PUBLIC_EMAILJS_SERVICE_ID,
  NEXT_PUBLIC_EMAILJS_TEMPLATE_ID: process.env.NEXT_PUBLIC_EMAILJS_TEMPLATE_ID,
};

export function missingSettings(values: Record<string, string | undefined> = settings): string[] {
  return Object.entries(values)
    .filter(([, value]) => !value?.trim())
    .map(([name]) => name);
}

/** The provider rejects with {status, text}, fetch with an Error, its own checks with a string. */
export function describeSendError(error: unknown): string {
  if (typeof error === 'string') return error;
  if (error instanceof Error) return error.message;
  if (error && typeof error === 'object' && 'status' in error) {
    const { status, text } = error as { status: unknown; text?: unknown };
    return `${String(status)} ${String(text ?? '')}`.trim();
  }
  return String(error);
}

/**
 * Sends the enquiry through EmailJS, loading its SDK only now, with the language of the page it was
 * sent from. Resolves on a 200, rejects with a readable Error otherwise.
 */
export async function sendQuote(fields: QuoteFields, locale: Locale): Promise<void> {
  const missing = missingSettings();
  if (missing.length > 0) {
    throw new Error(`E-mail settings missing at build time: ${missing.join(', ')}`);
  }
  try {
    const { send } = await import('@emailjs/browser');
    const response = await send(
      settings.NEXT_PUBLIC_EMAILJS_SERVICE_ID ?? '',
      settings.NEXT_PUBLIC_EMAILJS_TEMPLATE_ID ?? '',
      { ...fields, user_language: userLanguage(locale) },
      { publicKey: settings.NEXT_PUBLIC_EMAILJS_PUBLIC_KEY ?? '' },
    );
    if (response.status !== 200) throw response;
  } catch (error) {
    throw new Error(describeSendError(error));
  }
}
