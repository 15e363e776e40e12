import { siteIn } from '@/lib/content/site';
import { datasheetIn } from '@/lib/content/datasheet';
import { absoluteUrl } from '@/components/seo/schema';
import { localePath, type Locale } from '@/lib/i18n/locales';

/** A CSS string: quotes and backslashes escaped, and no '<' that could close the style element. */
const cssString = (text: string) =>
  `"${text.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/</g, '\\3c ').replace(/\n/g, ' ')}"`;

/**
 * The printed datasheet's page furniture, on every A4 page: the letterhead and the page's address
 * at the top; the typical-values note, the revision and "page n / N" at the foot. Page margin boxes
 * take only text written in the style sheet, so this style element is made from the content; the
 * page's Content-Security-Policy pins it by its hash (scripts/postbuild.mjs). On an Arabic page the
 * boxes swap sides, so each still starts at the page's reading start.
 */
export function PrintPageStyle({ path, locale = 'en' }: { path: string; locale?: Locale }) {
  const { site } = siteIn(locale);
  const sheet = datasheetIn(locale);
  const [start, end] = locale === 'ar' ? ['right', 'left'] : ['left', 'right'];
  // In a right-to-left box each Latin run (name, number, date) is isolated so it keeps its order.
  const ltr = (text: string) => (locale === 'ar' ? `\u2066${text}\u2069` : text);
  const letterhead = [site.legalName, site.phones.office.display, site.email]
    .map(ltr)
    .join('  ·  ');
  const revision = `${sheet.print.revisionLabel} ${ltr(sheet.revision)}  ·  ${sheet.print.issuedLabel} ${ltr(sheet.issued)}`;
  const box = `font-family: var(--font-sans); font-size: 7.5pt; color: #000;`;
  const css = `@media print {
@page {
  @top-${start} { content: ${cssString(letterhead)}; ${box} font-weight: 700; vertical-align: bottom; padding-bottom: 3mm; }
  @top-${end} { content: ${cssString(absoluteUrl(localePath(path, locale)))}; ${box} vertical-align: bottom; padding-bottom: 3mm; direction: ltr; }
  @bottom-${start} { content: ${cssString(sheet.typicalNote)}; ${box} vertical-align: top; padding-top: 3mm; }
  @bottom-center { content: ${cssString(revision)}; ${box} vertical-align: top; padding-top: 3mm; }
  @bottom-${end} { content: counter(page) " / " counter(pages); ${box} vertical-align: top; padding-top: 3mm; direction: ltr; }
}
}`;
  // React puts a style element with href and precedence in the document's head, where it belongs.
  return (
    <style href={`datasheet-page-${locale}${path}`} precedence="datasheet">
      {css}
    </style>
  );
}
