/**
 * The interface words client components get, in the page's language only: the root layout passes
 * them to LocaleProvider, and components read theirs with useText('<group>'). They reach the browser
 * as props of every page, so only the groups and texts a client component shows are here (the rest
 * is rendered on the server), with what the content decides (the service options).
 */
import 'server-only';
import type { Locale } from '../i18n/locales';
import type { InterfaceWords } from './interface-schema';
import { interfaceIn } from './interface';
import { untranslatedIn } from './load';
import { serviceOptionsIn } from './hubs';
import { perLocale } from './localized';

/** Texts of these groups only the server renders (tables, their options and rows' controls). */
const serverOnly = {
  selectionTables: ['heading', 'intro', 'actions', 'checklistHeading', 'checklistIntro'],
  quoteList: [
    'optionsLegend',
    'addLine',
    'addLineNamed',
    'sendNow',
    'sendNowNamed',
    'quantityNamed',
  ],
} as const;

type ServerOnly<Group extends keyof typeof serverOnly> = (typeof serverOnly)[Group][number];

export type ClientText = Pick<
  InterfaceWords,
  'errors' | 'quoteDialog' | 'search' | 'carousels' | 'companyMail'
> & {
  quoteForm: InterfaceWords['quoteForm'] & {
    /** Value: the English name (what the e-mail says); label: the page's name in the language. */
    serviceOptions: { value: string; label: string }[];
  };
  quoteList: Omit<InterfaceWords['quoteList'], ServerOnly<'quoteList'>>;
  selectionTables: Omit<InterfaceWords['selectionTables'], ServerOnly<'selectionTables'>>;
  career: Pick<InterfaceWords['career'], 'tabs'>;
};

const without = <Group extends Record<string, unknown>>(group: Group, keys: readonly string[]) =>
  Object.fromEntries(Object.entries(group).filter(([key]) => !keys.includes(key)));

export const clientTextIn = perLocale((locale: Locale): ClientText => {
  const words = interfaceIn(locale);
  return {
    errors: words.errors,
    quoteForm: { ...words.quoteForm, serviceOptions: serviceOptionsIn(locale) },
    quoteDialog: words.quoteDialog,
    quoteList: without(words.quoteList, serverOnly.quoteList) as ClientText['quoteList'],
    search: words.search,
    selectionTables: without(
      words.selectionTables,
      serverOnly.selectionTables,
    ) as ClientText['selectionTables'],
    carousels: words.carousels,
    career: { tabs: words.career.tabs },
    companyMail: words.companyMail,
  };
});

const textsOf = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value]
    : value && typeof value === 'object'
      ? Object.values(value).flatMap(textsOf)
      : [];

/**
 * The interface words a page of `locale` shows in English until their translation is written: client
 * components mark them as English (components/i18n/Word.tsx). Empty when all are translated.
 */
export const untranslatedWordsIn = perLocale((locale: Locale): string[] => {
  const untranslated = untranslatedIn(locale);
  return [...new Set(textsOf(interfaceIn(locale)).filter((text) => untranslated.has(text)))];
});
