'use client';

import { createContext, use, type ReactNode } from 'react';
import type { Locale } from '@/lib/i18n/locales';
import type { ClientText } from '@/lib/i18n/client';

/**
 * The page's language and the interface texts client components show, in that language only: the
 * root layout of each language provides them, so no client bundle carries both languages.
 */
const LocaleContext = createContext<{ locale: Locale; text: ClientText } | null>(null);

export function LocaleProvider({
  locale,
  text,
  children,
}: {
  locale: Locale;
  text: ClientText;
  children: ReactNode;
}) {
  return <LocaleContext value={{ locale, text }}>{children}</LocaleContext>;
}

function useLocaleContext() {
  const value = use(LocaleContext);
  if (!value) throw new Error('LocaleProvider is missing: the root layout provides it');
  return value;
}

export const useLocale = (): Locale => useLocaleContext().locale;

/** The client texts of one namespace (lib/i18n/<namespace>.ts) in the page's language. */
export const useText = <Namespace extends keyof ClientText>(
  namespace: Namespace,
): ClientText[Namespace] => useLocaleContext().text[namespace];
