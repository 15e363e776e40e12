// The entry preview of the content admin (Sveltia CMS) in the site's own styles: product, service and
// industry entries render as their detail page, articles as their article page, in the entry's
// language and direction. Compiled by scripts/admin-preview.mjs into out-admin/admin/preview.js, which
// admin/index.html loads after the CMS bundle; it renders with the bundle's React (its `h` global).
// The markup follows components/templates/DetailPage.tsx and ArticlePage.tsx with the class names
// the build gave their CSS modules (__PREVIEW__.classes), and out-admin/admin/preview.css is the site's
// stylesheets. Entries are drafts: any field may be empty or half typed, so nothing here assumes one
// is filled in.
import type { createElement, ReactNode } from 'react';
import { formatCell, isLatinCell, isRange } from '@/lib/content/catalogue/format';
import type { Cell } from '@/lib/content/schema';
import { bidiParts } from '@/lib/i18n/bidi';
import { localeInfo, localePath, type Locale } from '@/lib/i18n/locales';
import type { CatalogueTexts, PreviewData } from '@/scripts/admin-preview.mjs';

// Written by scripts/admin-preview.mjs, which fails unless it found each language's catalogue texts.
declare const __PREVIEW__: PreviewData & { catalogue: Record<Locale, CatalogueTexts> };

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

declare global {
  interface Window {
    h: typeof createElement;
    CMS: {
      registerPreviewStyle(url: string): void;
      registerPreviewTemplate(name: string, template: (props: TemplateProps) => ReactNode): void;
    };
  }
}

const { h } = window;
const { classes, documents, banners, catalogue: catalogueTexts, templates } = __PREVIEW__;
const css = (module: string, name: string) => classes[module]?.[name];

type Data = Record<string, unknown>;
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const record = (value: unknown): Data =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Data) : {};
const texts = (value: unknown) => list(value).map(text).filter(Boolean);

/** Text as the site writes it: on an Arabic page, Latin runs and figures are isolated (components/ui/Text). */
function bidi(value: string, locale: Locale): ReactNode {
  if (locale !== 'ar') return value;
  return bidiParts(value).map((part, index) =>
    part.isolate ? h('bdi', { key: index }, part.text) : part.text,
  );
}

interface Context {
  locale: Locale;
  getAsset: TemplateProps['getAsset'];
}

function image(value: unknown, className: string | undefined, { getAsset }: Context) {
  const { src, alt, width, height } = record(value);
  if (!text(src)) return null;
  return h('img', {
    src: String(getAsset(text(src)) ?? src),
    alt: text(alt),
    width: typeof width === 'number' ? width : undefined,
    height: typeof height === 'number' ? height : undefined,
    className,
  });
}

/** Heading, paragraphs, bullets, then nested blocks (components/templates/BlockView.tsx). */
function block(value: unknown, level: number, key: number, context: Context): ReactNode {
  const { locale } = context;
  const { heading, paragraphs, bullets, subsections } = record(value);
  const items = texts(bullets);
  return h(
    'section',
    { key },
    h(`h${level}`, null, bidi(text(heading), locale)),
    texts(paragraphs).map((paragraph, index) => h('p', { key: index }, bidi(paragraph, locale))),
    items.length > 0 &&
      h(
        'ul',
        null,
        items.map((item, index) => h('li', { key: index }, bidi(item, locale))),
      ),
    list(subsections).map((sub, index) => block(sub, Math.min(level + 1, 4), index, context)),
  );
}

/** The first screen of every page: its heading and tagline as the exported page has them. */
function banner(data: Data, locale: Locale) {
  const path = text(data.path);
  const published = path ? banners[localePath(path, locale)] : undefined;
  return h(
    'section',
    { className: css('banner', 'banner') },
    h(
      'div',
      { className: css('banner', 'inner') },
      h('h1', null, bidi(text(data.heading) || published?.heading || path, locale)),
      published?.tagline &&
        h('p', { className: css('banner', 'tagline') }, bidi(published.tagline, locale)),
    ),
  );
}

/** A cell as the site formats it; a draft's empty or half-typed cell shows what there is. */
function cell(value: unknown, decimals: unknown, locale: Locale): string {
  const places = typeof decimals === 'number' ? decimals : undefined;
  if (value === null || value === undefined) return '';
  if (typeof value === 'object' && !Array.isArray(value)) {
    const { min, max } = record(value);
    if (typeof min !== 'number' || typeof max !== 'number')
      return [min, max].filter((end) => typeof end === 'number').join(' – ');
  }
  if (
    typeof value === 'number' ||
    typeof value === 'string' ||
    Array.isArray(value) ||
    isRange(value as Cell)
  )
    return formatCell(value as Cell, places, locale);
  return '';
}

/** One selection table (components/catalogue/SelectionTable.tsx), without its row actions. */
function selectionTable(value: unknown, key: number, { locale }: Context) {
  const { caption, columns, rows, note } = record(value);
  const cols = list(columns).map(record);
  const isolated = (content: string) =>
    locale === 'ar' && isLatinCell(content)
      ? h('bdi', { dir: 'ltr' }, content)
      : bidi(content, locale);
  return h(
    'div',
    { key, className: css('table', 'block') },
    h(
      'section',
      { className: css('table', 'scroll') },
      h(
        'table',
        { className: css('table', 'table') },
        h('caption', null, text(caption)),
        h(
          'thead',
          null,
          h(
            'tr',
            null,
            cols.map((column, index) =>
              h(
                'th',
                { key: index, scope: 'col' },
                text(column.label),
                text(column.unit) && ' (',
                text(column.unit) && h('bdi', { dir: 'ltr' }, text(column.unit)),
                text(column.unit) && ')',
              ),
            ),
          ),
        ),
        h(
          'tbody',
          null,
          list(rows).map((row, rowIndex) =>
            h(
              'tr',
              { key: rowIndex },
              cols.map((column, index) => {
                const raw = record(row)[text(column.key)];
                const numeric =
                  typeof raw === 'number' ||
                  (typeof raw === 'object' && !!raw && !Array.isArray(raw));
                const props = {
                  key: index,
                  className: numeric ? css('table', 'number') : undefined,
                };
                const content = isolated(cell(raw, column.decimals, locale));
                return index === 0
                  ? h('th', { ...props, scope: 'row' }, content)
                  : h('td', props, content);
              }),
            ),
          ),
        ),
      ),
    ),
    text(note) && h('p', { className: css('table', 'note') }, text(note)),
  );
}

/** Product, service and industry pages (components/templates/DetailPage.tsx). */
function detailPage(data: Data, context: Context) {
  const { locale } = context;
  const highlights = texts(data.highlights);
  const tables = list(data.tables);
  const checklist = texts(data.checklist);
  const catalogue = catalogueTexts[locale];
  return h(
    'div',
    { className: 'page-body' },
    h(
      'div',
      { className: css('detail', 'lead') },
      h(
        'div',
        { className: css('detail', 'intro') },
        texts(data.intro).map((paragraph, index) =>
          h('p', { key: index }, bidi(paragraph, locale)),
        ),
      ),
      h(
        'figure',
        { className: css('detail', 'figure') },
        image(data.image, css('detail', 'image'), context),
        highlights.length > 0 &&
          h(
            'ul',
            { className: css('detail', 'highlights') },
            highlights.map((item, index) => h('li', { key: index }, bidi(item, locale))),
          ),
      ),
    ),
    h(
      'div',
      { className: `prose ${css('detail', 'prose')}` },
      list(data.sections).map((section, index) => block(section, 2, index, context)),
    ),
    list(data.cardGroups).map((value, index) => {
      const group = record(value);
      return h(
        'section',
        { key: index, className: css('detail', 'cards') },
        h('h2', null, bidi(text(group.heading), locale)),
        text(group.intro) &&
          h('p', { className: css('detail', 'groupIntro') }, bidi(text(group.intro), locale)),
        h(
          'ul',
          { className: 'card-grid' },
          list(group.cards).map((cardValue, cardIndex) => {
            const card = record(cardValue);
            return h(
              'li',
              { key: cardIndex, className: `card-surface ${css('cards', 'card')}` },
              image(card.image, 'card-image', context),
              h(
                'div',
                { className: css('cards', 'body') },
                h('h3', { className: css('cards', 'title') }, bidi(text(card.title), locale)),
                h('p', null, bidi(text(card.text), locale)),
              ),
            );
          }),
        ),
      );
    }),
    tables.length > 0 &&
      h(
        'section',
        { className: css('catalogue', 'section') },
        h('div', { className: css('catalogue', 'head') }, h('h2', null, catalogue.heading)),
        h('p', { className: css('catalogue', 'intro') }, catalogue.intro),
        tables.map((table, index) => selectionTable(table, index, context)),
      ),
    checklist.length > 0 &&
      h(
        'section',
        { className: css('catalogue', 'checklist') },
        h('h2', null, catalogue.checklistHeading),
        h('p', null, catalogue.checklistIntro),
        h(
          'ul',
          null,
          checklist.map((item, index) => h('li', { key: index }, bidi(item, locale))),
        ),
      ),
  );
}

/** Article pages (components/templates/ArticlePage.tsx), without the related and next links. */
function articlePage(data: Data, context: Context) {
  const { locale } = context;
  const published = text(data.published);
  const date = /^\d{4}-\d{2}-\d{2}$/.test(published)
    ? new Date(`${published}T00:00:00Z`).toLocaleDateString(localeInfo[locale].intl, {
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
        numberingSystem: 'latn',
      })
    : published;
  return h(
    'article',
    { className: css('article', 'article') },
    image(data.headerImage, css('article', 'header'), context),
    h(
      'p',
      { className: css('article', 'meta') },
      h('time', { dateTime: published }, date),
      ' · ',
      bidi(text(data.author), locale),
    ),
    h('p', { className: css('article', 'subtitle') }, bidi(text(data.subtitle), locale)),
    h(
      'div',
      { className: css('article', 'body') },
      h(
        'div',
        { className: 'prose' },
        texts(data.intro).map((paragraph, index) =>
          h('p', { key: index }, bidi(paragraph, locale)),
        ),
        list(data.sections).map((section, index) => block(section, 2, index, context)),
        list(data.list).length > 0 &&
          h(
            'section',
            null,
            h('h2', null, bidi(text(data.listHeading), locale)),
            h(
              'ul',
              { className: css('article', 'list') },
              list(data.list).map((value, index) => {
                const point = record(value);
                return h(
                  'li',
                  { key: index },
                  h('strong', null, bidi(text(point.title), locale), '.'),
                  ' ',
                  bidi(text(point.text), locale),
                );
              }),
            ),
          ),
      ),
      h(
        'aside',
        { className: css('article', 'aside') },
        image(data.sideImage, css('article', 'side'), context),
      ),
    ),
  );
}

/** `english` with the texts of `arabic` at the same places: what the Arabic page shows. */
function withEnglish(english: unknown, arabic: unknown): unknown {
  if (typeof english === 'string')
    return typeof arabic === 'string' && arabic.trim() ? arabic : english;
  if (Array.isArray(english))
    return english.map((item, index) => withEnglish(item, list(arabic)[index]));
  if (english && typeof english === 'object')
    return Object.fromEntries(
      Object.entries(english).map(([key, value]) => [key, withEnglish(value, record(arabic)[key])]),
    );
  return english ?? arabic;
}

/** A template: the page in the entry's language, in a document dressed as the site's pages are. */
const page =
  (body: (data: Data, context: Context) => ReactNode) =>
  ({ entry, getAsset, document }: TemplateProps) => {
    // The pane's language is the one the entry's other languages leave out. (The frame's own lang
    // is the language the preview first opened in; it stays when the editor switches language.)
    const others = Object.keys(record(entry.get('i18n')?.toJS()));
    const locale: Locale = others.includes('en') ? 'ar' : 'en';
    const { className, dir } = documents[locale] ?? { className: '', dir: 'ltr' };
    // The frame is the CMS's blank document: give its root the page's language, font variables
    // and direction.
    Object.assign(document.documentElement, { lang: locale, className, dir });
    // The Arabic pane's entry holds only the Arabic texts: figures, images, column keys and what is
    // not translated yet come from the English, as on the published page (lib/content/overlay.ts).
    const english = record(record(entry.get('i18n')?.toJS()).en).data;
    const data = record(
      locale === 'ar' ? withEnglish(english, entry.get('data')?.toJS()) : entry.get('data')?.toJS(),
    );
    // A page's address is its file's name (lib/content/routes.ts): /GlandsAccessories, /blogdetail3;
    // an article added in the admin is published under /blog/.
    const slug = text(entry.get('slug'));
    const path = `/${slug}` in banners ? `/${slug}` : `/blog/${slug}`;
    return h('main', null, banner({ path, ...data }, locale), body(data, { locale, getAsset }));
  };

window.CMS.registerPreviewStyle('/admin/preview.css');
// A template is registered by the admin's name of what it previews: a file of a collection of
// files (each product, service and industry page, the spec's articles), a folder collection (the
// articles editors add).
for (const name of templates.detail) window.CMS.registerPreviewTemplate(name, page(detailPage));
for (const name of templates.article) window.CMS.registerPreviewTemplate(name, page(articlePage));
