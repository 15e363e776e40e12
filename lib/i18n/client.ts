/**
 * The interface texts client components need, by namespace, for one language. The root layout
 * passes `clientText(locale)` to LocaleProvider; components read theirs with useText('<namespace>').
 * Each namespace lives in content/ui/<namespace>.ts as `{ en, ar }`, where the Arabic object must
 * have every key of the English one (the type checker fails on a missing translation).
 */
import type { Locale } from './locales';
import { chromeClientText } from './chrome';
import { formsText } from './forms';
import { motionText } from './motion';

/** Add a namespace here: `forms: formsText,` (imported from ./forms). */
const namespaces = {
  chrome: chromeClientText,
  forms: formsText,
  motion: motionText,
} satisfies Record<string, Record<Locale, unknown>>;

export type ClientText = {
  [Namespace in keyof typeof namespaces]: (typeof namespaces)[Namespace]['en'];
};

export function clientText(locale: Locale): ClientText {
  return Object.fromEntries(
    Object.entries(namespaces as Record<string, Record<Locale, unknown>>).map(([name, text]) => [
      name,
      text[locale],
    ]),
  ) as ClientText;
}
