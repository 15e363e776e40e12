/**
 * What every datasheet shares, read from content/datasheet.yml: the note under every table, the
 * revision on every printed page and the hazardous-area certificate panel.
 */
import 'server-only';
import { contentIn } from './load';
import { perLocale } from './localized';

export const datasheetIn = perLocale((locale) => contentIn(locale).datasheet);

/** The certificate panel, on the pages it lists; none elsewhere. */
export function compliancePanelFor(path: string, locale: Parameters<typeof datasheetIn>[0]) {
  const { compliance } = datasheetIn(locale);
  return (compliance.pages as readonly string[]).includes(path) ? compliance : undefined;
}
