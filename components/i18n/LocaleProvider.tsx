'use client';

import { createContext, use, useMemo, type ReactNode } from 'react';
import type { Locale } from '@/lib/i18n/locales';
import type { ClientText } from '@/lib/content/client-text';

interface LocaleValue {
  locale: Locale;
  text: ClientText;
  /** Interface words shown in English on this page until they are translated (see Word). */
  untranslated: ReadonlySet<string>;
}

/**
 * The page's language and the interface words client components show, in that language only: the
 * root layout of each language provides them, so no client bundle carries both languages.
 */
const LocaleContext = createContext<LocaleValue | null>(null);

export function LocaleProvider({
  locale,
  text,
  untranslated,
  children,
}: {
  locale: Locale;
  text: ClientText;
  /** Left out when every word is translated, so the page carries nothing for it. */
  untranslated?: readonly string[];
  children: ReactNode;
}) {
  const value = useMemo(
    () => ({ locale, text, untranslated: new Set(untranslated) }),
    [locale, text, untranslated],
  );
  return <LocaleContext value={value}>{children}</LocaleContext>;
}

function useLocaleContext() {
  const value = use(LocaleContext);
  if (!value) throw new Error('LocaleProvider is missing: the root layout provides it');
  return value;
}

export const useLocale = (): Locale => useLocaleContext().locale;

/** The interface words of one group (content/interface.yml) in the page's language. */
export const useText = <Group extends keyof ClientText>(group: Group): ClientText[Group] =>
  useLocaleContext().text[group];

export const useUntranslated = (): ReadonlySet<string> => useLocaleContext().untranslated;
