/**
 * The entry preview of the content admin (Sveltia CMS): the site's own templates,
 * components/templates/DetailPage.tsx for product, service and industry entries and ArticlePage.tsx
 * for articles, with the site's CSS, in the entry's language and direction. Bundled for the admin by
 * scripts/admin-preview.mjs into out-admin/admin/preview.js and preview.css, loaded after the CMS
 * bundle by admin/index.html; in that bundle the server's modules that read files (lib/content/load.ts),
 * next/link, next/navigation and next/font are small browser stand-ins (admin/preview/stand-ins/).
 *
 * The templates render with this bundle's React to their first (server) markup, which the CMS's
 * React (`h`, its createElement) places in the preview frame: a component with hooks needs the React
 * that made it, and nothing in the preview is interactive.
 */
import type { createElement, ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import '@/app/globals.css';
import { inter, interExtA } from '@/app/fonts/inter';
import { arabic } from '@/app/fonts/arabic';
import { DetailPage } from '@/components/templates/DetailPage';
import { ArticlePage } from '@/components/templates/ArticlePage';
import { LocaleProvider } from '@/components/i18n/LocaleProvider';
import type { DetailKind } from '@/lib/content/pages';
import type { RoutePath } from '@/lib/content/routes';
import { localeInfo, type Locale } from '@/lib/i18n/locales';
import { fontFaces } from './stand-ins/font';
import { embedded } from './stand-ins/load';
import { articleData, detailData, resolveImages, type Draft } from './page-data';
import './preview.css';

/** The admin's names of the entries each template previews (admin/config.yml), by page kind. */
declare const __PREVIEW_TEMPLATES__: Record<DetailKind | 'article', string[]>;

interface TemplateProps {
  /** The entry in the pane's language (`data`), and its other languages (`i18n`, by language). */
  entry: {
    get(key: 'data' | 'i18n'): { toJS(): unknown } | undefined;
    /** The entry's file name, without its extension and language: its page's address. */
    get(key: 'slug'): string | undefined;
  };
  getAsset(path: string): { toString(): string } | undefined;
  document: Document;
}

/**
 * The admin's page: the CMS and its React's createElement. (`self`: `window` is undefined in this
 * bundle, where the templates render as on the server, and components that look for a window, such
 * as the selection tables' rows, render their server markup.)
 */
const { h, CMS } = self as unknown as {
  h: typeof createElement;
  CMS: {
    registerPreviewStyle(url: string): void;
    registerPreviewTemplate(name: string, template: (props: TemplateProps) => ReactNode): void;
  };
};

/** The font variables' classes of each language's root layout (app/(en)/layout.tsx, app/(ar)/…). */
const fontClasses: Record<Locale, string> = {
  en: `${inter.variable} ${interExtA.variable}`,
  ar: `${inter.variable} ${interExtA.variable} ${arabic.variable}`,
};

const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};

/** The entry as a draft of its page: its address, the pane's language, its English and translation. */
function draftOf({ entry }: Pick<TemplateProps, 'entry'>): Draft {
  // The pane's language is the one the entry's other languages leave out.
  const others = record(entry.get('i18n')?.toJS());
  const locale: Locale = 'en' in others ? 'ar' : 'en';
  const data = entry.get('data')?.toJS();
  // A page's address is its file's name (lib/content/routes.ts): /GlandsAccessories, /blogdetail3;
  // an article added in the admin is published under /blog/.
  const slug = entry.get('slug') ?? '';
  const path = (
    `/${slug}` in embedded.locales.en.routeTexts ? `/${slug}` : `/blog/${slug}`
  ) as RoutePath;
  return locale === 'en'
    ? { path, locale, english: data }
    : { path, locale, english: record(others.en).data, translation: data };
}

const template =
  (page: (draft: Draft) => ReactNode) =>
  ({ entry, getAsset, document }: TemplateProps) => {
    const draft = draftOf({ entry });
    const { locale } = draft;
    // The frame is the CMS's blank document: give its root the page's language, fonts and direction.
    const { lang, dir } = localeInfo[locale];
    Object.assign(document.documentElement, { lang, dir, className: fontClasses[locale] });
    // An image just uploaded is not on the site yet: the CMS holds it.
    resolveImages((src) => String(getAsset(src) ?? src));
    const html = renderToStaticMarkup(
      <LocaleProvider locale={locale} text={embedded.locales[locale].clientText}>
        <style>{fontFaces()}</style>
        {page(draft)}
      </LocaleProvider>,
    );
    return h('main', { id: 'main', dangerouslySetInnerHTML: { __html: html } });
  };

CMS.registerPreviewStyle('/admin/preview.css');
for (const kind of ['product', 'service', 'industry'] as const)
  for (const name of __PREVIEW_TEMPLATES__[kind])
    CMS.registerPreviewTemplate(
      name,
      template((draft) => <DetailPage data={detailData(kind, draft)} />),
    );
for (const name of __PREVIEW_TEMPLATES__.article)
  CMS.registerPreviewTemplate(
    name,
    template((draft) => <ArticlePage data={articleData(draft)} />),
  );
