/** The interface texts client components get, with what the content decides (the service options). */
import 'server-only';
import { clientText, type ClientText } from '../i18n/client';
import type { Locale } from '../i18n/locales';
import { serviceOptionsIn } from './hubs';
import { perLocale } from './localized';

export const clientTextIn = perLocale((locale: Locale): ClientText => {
  const text = clientText(locale);
  return {
    ...text,
    forms: {
      ...text.forms,
      quote: { ...text.forms.quote, serviceOptions: serviceOptionsIn(locale) },
    },
  };
});
