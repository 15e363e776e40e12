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
import { pick } from '../pick';
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

/** The quote list's words the add controls and the header's button show, on every page. */
const shellQuoteList = [
  'add',
  'added',
  'another',
  'full',
  'view',
  'items',
  'inList',
  'button',
  'buttonCount',
  'lineAdded',
  'quantityBad',
] as const;

type QuoteListWords = Omit<InterfaceWords['quoteList'], ServerOnly<'quoteList'>>;

export type ClientText = Pick<
  InterfaceWords,
  'errors' | 'quoteDialog' | 'search' | 'carousels' | 'companyMail'
> & {
  quoteForm: InterfaceWords['quoteForm'] & {
    /** Value: the English name (what the e-mail says); label: the page's name in the language. */
    serviceOptions: { value: string; label: string }[];
  };
  /** The search control and the dialog's frame; the panel's words come with its code. */
  searchFrame: Pick<
    InterfaceWords['search'],
    'button' | 'title' | 'close' | 'loading' | 'error' | 'retry'
  >;
  /** The header's quote button. */
  quoteButton: Pick<InterfaceWords['quoteForm'], 'requestQuote'>;
  /** A send's outcome, also in the page-wide region (Toaster) after the form has gone. */
  outcome: Pick<InterfaceWords['quoteForm'], 'copied' | 'copyFailed' | 'dismiss'>;
  /** What the add controls and the header's quote list button say. */
  quoteList: Pick<QuoteListWords, (typeof shellQuoteList)[number]>;
  /** All the quote list's words, for the quote list page. */
  quoteListPage: QuoteListWords;
  selectionTables: Omit<InterfaceWords['selectionTables'], ServerOnly<'selectionTables'>>;
  career: Pick<InterfaceWords['career'], 'tabs'>;
};

/**
 * The groups every page carries (the root layout's LocaleProvider). The others travel only with
 * their components (MoreText): the quote form's words with the form (fetched with its code in the
 * site-wide dialog, given by the contact page), the quote list page's with that page (issue 44).
 */
const shellGroups = [
  'errors',
  'quoteDialog',
  'searchFrame',
  'carousels',
  'quoteButton',
  'outcome',
  'quoteList',
  'selectionTables',
  'career',
] as const;
export type ShellText = Pick<ClientText, (typeof shellGroups)[number]>;
/** The quote form's words: given where a form is (the dialog fetches them with its code). */
type FormText = Pick<ClientText, 'quoteForm' | 'companyMail'>;

const without = <Group extends Record<string, unknown>>(group: Group, keys: readonly string[]) =>
  Object.fromEntries(Object.entries(group).filter(([key]) => !keys.includes(key)));

export const clientTextIn = perLocale((locale: Locale): ClientText => {
  const words = interfaceIn(locale);
  return {
    errors: words.errors,
    quoteForm: { ...words.quoteForm, serviceOptions: serviceOptionsIn(locale) },
    quoteDialog: words.quoteDialog,
    searchFrame: {
      button: words.search.button,
      title: words.search.title,
      close: words.search.close,
      loading: words.search.loading,
      error: words.search.error,
      retry: words.search.retry,
    },
    quoteButton: { requestQuote: words.quoteForm.requestQuote },
    outcome: {
      copied: words.quoteForm.copied,
      copyFailed: words.quoteForm.copyFailed,
      dismiss: words.quoteForm.dismiss,
    },
    quoteList: pick(words.quoteList, shellQuoteList),
    quoteListPage: without(words.quoteList, serverOnly.quoteList) as QuoteListWords,
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

/** The groups every page carries. */
export const shellTextIn = perLocale((locale: Locale): ShellText =>
  pick(clientTextIn(locale), shellGroups),
);

/** The search panel's words in a language: the dialog fetches them with the panel's code. */
export const searchTextIn = (locale: Locale): Pick<ClientText, 'search'> => ({
  search: clientTextIn(locale).search,
});

/** The quote form's words in a language (the dialog's file, the contact and quote list pages). */
export const formTextIn = (locale: Locale): FormText => {
  const { quoteForm, companyMail } = clientTextIn(locale);
  return { quoteForm, companyMail };
};

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
