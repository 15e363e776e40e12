/**
 * What every datasheet shares, read from content/datasheet.yml: the typical-values note, the
 * document number's prefix, the prepared / checked / approved block, the printed words and the
 * hazardous-area certificate panel; and each product's own document number, revision and date.
 */
import 'server-only';
import type { Locale } from '../i18n/locales';
import { contentIn } from './load';

export const datasheetIn = (locale: Locale) => contentIn(locale).datasheet;

/** A printed datasheet's document control: its full number, revision and date of issue. */
export interface DatasheetDocument {
  number: string;
  revision: string;
  issued: string;
}

/** The document a product page prints as; a page that is no product's datasheet has none. */
export function documentFor(path: string, locale: Locale): DatasheetDocument | undefined {
  const own = contentIn(locale).products.find((page) => page.path === path)?.datasheet;
  if (!own) return undefined;
  const { numberPrefix } = datasheetIn(locale);
  return { number: `${numberPrefix}-${own.number}`, revision: own.revision, issued: own.issued };
}

/** The certificate panel, on the pages it lists; none elsewhere. */
export function compliancePanelFor(path: string, locale: Locale) {
  const { compliance } = datasheetIn(locale);
  return (compliance.pages as readonly string[]).includes(path) ? compliance : undefined;
}
