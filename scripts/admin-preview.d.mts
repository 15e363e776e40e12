/** The CSS modules whose classes the preview templates use, by the name the templates know them. */
export declare const previewModules: Record<string, string>;
/** The exported pages (not the admin, the framework's files or the error pages), as paths under out/. */
export declare function exportedPages(outDir: string, dir?: string): string[];
/** The site's stylesheets in cascade order, from each page's own list in order. */
export declare function stylesheetOrder(pages: string[][]): string[];
/** Class names of a CSS module's source, sorted. */
export declare function localClassNames(css: string): string[];
/** The class names the build gave one CSS module, by local name; throws when not exactly one prefix fits. */
export declare function builtClassNames(
  locals: string[],
  builtCss: string,
  module: string,
): Record<string, string>;
/** The text of an HTML fragment: tags dropped, character references decoded, spaces collapsed. */
export declare function textOf(html: string): string;
/** The fixed texts of a product page's catalogue in one language, as the exported pages have them. */
export interface CatalogueTexts {
  heading: string;
  intro: string;
  checklistHeading: string;
  checklistIntro: string;
}
/** What the preview templates know of the exported site. */
export interface PreviewData {
  /** Built class names of the CSS modules of `previewModules`, by local name: classes.detail.lead. */
  classes: Record<string, Record<string, string>>;
  /** Each language's <html> class (its font variables) and direction, as the exported pages have them. */
  documents: Record<string, { className: string; dir: string }>;
  /** The heading and tagline of every exported page's banner, by path (/GlandsAccessories, /ar/…). */
  banners: Record<string, { heading: string; tagline: string }>;
  /** Each language's catalogue texts. */
  catalogue: Record<string, CatalogueTexts>;
  /** The admin's names of the entries each template previews (files, or a folder collection). */
  templates: { detail: string[]; article: string[] };
}
/** What the preview needs to know of the exported site, and the CSS the preview frame loads. */
export declare function previewData(
  root: string,
  outDir: string,
): { css: string; data: PreviewData };
/** Compiles admin/preview.ts with the exported site's data; returns the script and the CSS. */
export declare function buildPreview(
  root: string,
  outDir: string,
): { script: string; css: string; data: PreviewData };
