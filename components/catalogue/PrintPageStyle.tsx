import { siteIn } from '@/lib/content/site';
import { datasheetIn, type DatasheetDocument } from '@/lib/content/datasheet';
import { absoluteUrl } from '@/components/seo/structured-data';
import { localePath, type Locale } from '@/lib/i18n/locales';

/** A CSS string: quotes and backslashes escaped, and no '<' that could close the style element. */
const cssString = (text: string) =>
  `"${text.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/</g, '\\3c ').replace(/\n/g, ' ')}"`;

/**
 * The printed page furniture, on every A4 page: the letterhead and the page's address at the top,
 * "page n / N" at the foot. A product's datasheet adds, at the foot of every page, the
 * typical-values note (printed there once a page, never under each table) and its document number,
 * revision and date. Page margin boxes take only text written in the style sheet, so this style
 * element is made from the content; the page's Content-Security-Policy pins it by its hash
 * (scripts/postbuild.mjs). On an Arabic page the boxes swap sides, so each still starts at the
 * page's reading start.
 */
export function PrintPageStyle({
  path,
  locale = 'en',
  document,
}: {
  path: string;
  locale?: Locale;
  document?: DatasheetDocument;
}) {
  const { site } = siteIn(locale);
  const sheet = datasheetIn(locale);
  const [start, end] = locale === 'ar' ? ['right', 'left'] : ['left', 'right'];
  // In a right-to-left box each Latin run (name, number, date) is isolated so it keeps its order.
  const ltr = (text: string) => (locale === 'ar' ? `\u2066${text}\u2069` : text);
  const letterhead = [site.legalName, site.phones.office.display, site.email]
    .map(ltr)
    .join('  ·  ');
  const { documentLabel, revisionLabel, issuedLabel } = sheet.print;
  const box = `font-family: var(--font-sans); font-size: 7.5pt; color: #000;`;
  const foot = `${box} vertical-align: top; padding-top: 3mm;`;
  const datasheetFoot = document
    ? `
  @bottom-${start} { content: ${cssString(sheet.typicalNote)}; ${foot} }
  @bottom-center { content: ${cssString(`${documentLabel} ${ltr(document.number)}  ·  ${revisionLabel} ${ltr(document.revision)}  ·  ${issuedLabel} ${ltr(document.issued)}`)}; ${foot} }`
    : '';
  const css = `@media print {
@page {
  @top-${start} { content: ${cssString(letterhead)}; ${box} font-weight: 700; vertical-align: bottom; padding-bottom: 3mm; }
  @top-${end} { content: ${cssString(absoluteUrl(localePath(path, locale)))}; ${box} vertical-align: bottom; padding-bottom: 3mm; direction: ltr; }${datasheetFoot}
  @bottom-${end} { content: counter(page) " / " counter(pages); ${foot} direction: ltr; }
}
}`;
  // React puts a style element with href and precedence in the document's head, where it belongs.
  return (
    <style href={`datasheet-page-${locale}${path}`} precedence="datasheet">
      {css}
    </style>
  );
}
