'use client';

import { createContext, use, useMemo, type ReactNode } from 'react';
import type { Locale } from '@/lib/i18n/locales';
import type { ClientText, ShellText } from '@/lib/content/client-text';

interface LocaleValue {
  locale: Locale;
  /** The shell's groups, and those a MoreText above the component adds. */
  text: ShellText & Partial<ClientText>;
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
  /** The shell's groups (a test may give all). */
  text: ShellText & Partial<ClientText>;
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

/**
 * Words of groups the page shell does not carry, for the components inside: the quote form's (the
 * dialog fetches them with the form's code; the contact page gives them), the quote list page's.
 */
export function MoreText({ text, children }: { text: Partial<ClientText>; children: ReactNode }) {
  const outer = useLocaleContext();
  const value = useMemo(() => ({ ...outer, text: { ...outer.text, ...text } }), [outer, text]);
  return <LocaleContext value={value}>{children}</LocaleContext>;
}

function useLocaleContext() {
  const value = use(LocaleContext);
  if (!value) throw new Error('LocaleProvider is missing: the root layout provides it');
  return value;
}

export const useLocale = (): Locale => useLocaleContext().locale;

/** The interface words of one group (content/interface.yml) in the page's language. */
export function useText<Group extends keyof ClientText>(group: Group): ClientText[Group] {
  const words = useLocaleContext().text[group];
  if (!words) throw new Error(`The words of ${group} are not here: a MoreText above gives them`);
  return words as ClientText[Group];
}

export const useUntranslated = (): ReadonlySet<string> => useLocaleContext().untranslated;
