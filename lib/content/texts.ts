/**
 * What the loader (load.ts) does to every text it reads, after the schema's check: {site.name} and
 * its kind filled in from content/site.yml, and in Arabic a number kept on the line of the word after
 * it. Also used by the admin's entry preview (admin/preview/page-data.ts), so a draft reads as its
 * page will.
 */
import type { Site } from './schema';
import { defaultLocale, type Locale } from '../i18n/locales';
import { fieldPath } from './overlay';

/** The full address on one line, joined in the language's own way (its parts: content/site.yml). */
export const fullAddressOf = (site: Site, locale: Locale = defaultLocale) =>
  [site.address.street, site.address.locality, site.address.country].join(
    locale === 'ar' ? '، ' : ', ',
  );

export const siteTokens = (site: Site, locale: Locale): Record<string, string> => ({
  name: site.name,
  shortName: site.shortName,
  legalName: site.legalName,
  email: site.email,
  careersEmail: site.careersEmail,
  registration: site.registration,
  registrationShort: site.registrationShort,
  fullAddress: fullAddressOf(site, locale),
  exWorkshop: site.exWorkshop,
  exCompetence: site.exCompetence,
  glandReference: site.glandReference,
});

/** Replaces {site.name} and its kind in every text; an unknown token is a problem. */
export function fillTokens(
  value: unknown,
  tokens: Record<string, string>,
  file: string,
  problems: string[],
  path: PropertyKey[] = [],
): unknown {
  if (typeof value === 'string')
    return value.replace(/\{site\.(\w+)\}/g, (whole, name: string) => {
      if (name in tokens) return tokens[name]!;
      problems.push(
        `${file}: ${fieldPath(path)}: unknown ${whole}; known: ${Object.keys(tokens)
          .map((token) => `{site.${token}}`)
          .join(', ')}`,
      );
      return whole;
    });
  if (Array.isArray(value))
    return value.map((item, index) => fillTokens(item, tokens, file, problems, [...path, index]));
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value).map(([key, child]) => [
        key,
        fillTokens(child, tokens, file, problems, [...path, key]),
      ]),
    );
  return value;
}

/**
 * An Arabic text with a no-break space between a number and the word or unit after it, so a line
 * never breaks between «6» and «سنوات» or «1000» and «mm²» (right to left, the number would end one
 * line and its noun start the next). Editors type ordinary spaces; the page gets these.
 */
const numberThenWord =
  /(\d[+%]?) (?=[\u0621-\u064a]|(?:mm²?|cm|km|m|kV|V|kA|mA|A|kW|W|Hz|kg|Nm|°C|%)(?![A-Za-z]))/g;
export function keepNumbersWithWords(value: unknown): unknown {
  if (typeof value === 'string') return value.replace(numberThenWord, '$1\u00a0');
  if (Array.isArray(value)) return value.map(keepNumbersWithWords);
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value).map(([key, child]) => [key, keepNumbersWithWords(child)]),
    );
  return value;
}
