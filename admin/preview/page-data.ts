/**
 * An entry of the admin, as the editor is typing it, into what getPage (lib/content/pages.ts) gives
 * the page's template: DetailPageData for a product, service or industry, ArticlePageData for an
 * article. A draft is anything: any field may be empty, half typed or of another shape, and an Arabic
 * side may hold nothing yet; nothing here throws (tests/unit/admin-preview.test.ts). Texts the Arabic
 * side lacks are the English ones, as on the published page (lib/content/overlay.ts).
 */
import type { Article, Block, Card, DetailPage, Picture, Point } from '@/lib/content/types';
import type { Cell, Column, Range, SelectionTable } from '@/lib/content/schema';
import type { RoutePath } from '@/lib/content/routes';
import type { Locale } from '@/lib/i18n/locales';
import { overlay, type OverlayReport } from '@/lib/content/overlay';
import { fillTokens, keepNumbersWithWords, siteTokens } from '@/lib/content/texts';
import {
  detailKinds,
  getPage,
  type ArticlePageData,
  type DetailKind,
  type DetailPageData,
} from '@/lib/content/pages';
import { embedded, showEntries, showUntranslated } from './stand-ins/load';

type Data = Record<string, unknown>;
const record = (value: unknown): Data =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Data) : {};
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const text = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
/** The filled-in texts of a list (an item just added is still empty). */
const texts = (value: unknown): string[] => list(value).map(text).filter(Boolean);
const optional = <T>(value: T[]): T[] | undefined => (value.length > 0 ? value : undefined);
const number = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) ? value : undefined;

/** Where the preview finds an image (the admin holds one just uploaded): its path by default. */
let imageUrl = (src: string) => src;
export const resolveImages = (url: (src: string) => string) => {
  imageUrl = url;
};

/** An image: its size from the build's list of the site's images (an entry names src and alt). */
function picture(value: unknown): Picture | undefined {
  const { src, alt } = record(value);
  if (!text(src)) return undefined;
  const [width, height] = embedded.images[text(src)] ?? [undefined, undefined];
  return { src: imageUrl(text(src)), alt: text(alt), width: width!, height: height! };
}

function block(value: unknown): Block {
  const { heading, paragraphs, bullets, subsections } = record(value);
  return {
    heading: text(heading),
    paragraphs: texts(paragraphs),
    bullets: optional(texts(bullets)),
    subsections: optional(list(subsections).map(block)),
  };
}

function card(value: unknown): Card {
  const { title, text: body, image } = record(value);
  return { title: text(title), text: text(body), image: picture(image) };
}

function cell(value: unknown): Cell {
  if (typeof value === 'string' || number(value) !== undefined) return value as string | number;
  if (Array.isArray(value)) return texts(value);
  const { min, max } = record(value);
  // A range typed one end at a time: the end there is, as a number.
  if (number(min) !== undefined && number(max) !== undefined) return { min, max } as Range;
  return number(min) ?? number(max) ?? '';
}

function column(value: unknown): Column {
  const { key, label, unit, decimals, quoteLabel } = record(value);
  const places = number(decimals);
  return {
    key: text(key),
    label: text(label),
    unit: text(unit) || undefined,
    decimals: places !== undefined && places >= 0 && places <= 20 ? Math.floor(places) : undefined,
    quoteLabel: text(quoteLabel) || undefined,
  };
}

/** A selection table: every column's cell in every row, its filter only on a column of ranges. */
function table(value: unknown, index: number): SelectionTable {
  const { id, caption, item, columns, rows, filter, note, options } = record(value);
  const cols = list(columns).map(column);
  const cells = list(rows).map((row) =>
    Object.fromEntries(cols.map(({ key }) => [key, cell(record(row)[key])])),
  );
  const range = record(filter);
  const first = cells[0]?.[text(range.key)];
  return {
    id: text(id) || `table-${index + 1}`,
    caption: text(caption),
    item: text(item),
    columns: cols,
    rows: cells,
    filter:
      typeof first === 'object' && !Array.isArray(first)
        ? {
            key: text(range.key),
            label: text(range.label),
            unit: text(range.unit),
            noun: text(range.noun),
          }
        : undefined,
    note: text(note) || undefined,
    options: optional(
      list(options).flatMap((option) => {
        const { name, values, onlyFor } = record(option);
        const choices = texts(values);
        if (!text(name) || choices.length === 0) return [];
        const only = record(onlyFor);
        return [
          {
            name: text(name),
            values: choices,
            onlyFor:
              text(only.column) && text(only.holds)
                ? { column: text(only.column), holds: text(only.holds) }
                : undefined,
          },
        ];
      }),
    ),
  };
}

/** A product, service or industry page: every field the templates read, of its type. */
function detailPage(data: Data, path: RoutePath): DetailPage {
  const datasheet = record(data.datasheet);
  return {
    path,
    image: picture(data.image) ?? { src: '', alt: '', width: 0, height: 0 },
    intro: texts(data.intro),
    highlights: optional(texts(data.highlights)),
    legend: optional(texts(data.legend)),
    sections: list(data.sections).map(block),
    cardGroups: optional(
      list(data.cardGroups).map((group) => ({
        heading: text(record(group).heading),
        intro: text(record(group).intro) || undefined,
        cards: list(record(group).cards).map(card),
      })),
    ),
    tables: list(data.tables).map(table),
    checklist: optional(texts(data.checklist)),
    datasheet: {
      number: text(datasheet.number),
      revision: text(datasheet.revision),
      issued: text(datasheet.issued),
    },
  };
}

/** An article: the blog's picture where it has none of its own, as on the site (load.ts). */
function article(data: Data, path: RoutePath, locale: Locale): Article {
  const heading = text(data.heading);
  const excerpt = text(data.excerpt);
  const subtitle = text(data.subtitle) || undefined;
  return {
    path,
    heading,
    excerpt,
    intro: texts(data.intro),
    published: text(data.published),
    sections: list(data.sections).map(block),
    name: text(data.name) || heading,
    title: text(data.title) || heading,
    // What search results show (the template does not): cut by the site's loader, whole here.
    description: text(data.description) || excerpt,
    tagline: text(data.tagline) || subtitle || excerpt,
    subtitle,
    author: text(data.author) || undefined,
    headerImage: picture(data.headerImage) ?? embedded.locales[locale].blogImage,
    sideImage: picture(data.sideImage),
    listHeading: text(data.listHeading) || undefined,
    list: list(data.list).map((point): Point => ({
      title: text(record(point).title),
      text: text(record(point).text),
    })),
    related: texts(data.related).filter(
      (href) => href in embedded.locales[locale].routeTexts,
    ) as Article['related'],
  };
}

/**
 * What a page in `locale` shows of a draft, as the loader makes it (lib/content/load.ts): the Arabic
 * texts over the English draft, {site.name} and its kind filled in, in Arabic numbers kept with
 * their words.
 */
function localised(english: unknown, translation: unknown, locale: Locale): Data {
  const report: OverlayReport = { untranslated: [], notes: [] };
  const overlaid =
    locale === 'en' ? english : overlay(record(english), record(translation), 'draft', report);
  const { site } = embedded.locales[locale].content;
  const filled = fillTokens(overlaid, siteTokens(site, locale), 'draft', []);
  const shown = record(locale === 'en' ? filled : keepNumbersWithWords(filled));
  // Texts shown in English are marked so on the page (lang="en"), as the published page marks them.
  showUntranslated(
    locale,
    // (The admin copies the English into a translation that lacks a list: `same`, shown as English.)
    [...report.untranslated, ...(report.same ?? [])].map((path) =>
      text(
        path.reduce<unknown>(
          (value, key) => record(value)[key as string] ?? list(value)[key as number],
          shown,
        ),
      ),
    ),
  );
  return shown;
}

/** An entry of the admin: its address, its English data and its data in the language previewed. */
export interface Draft {
  path: RoutePath;
  locale: Locale;
  english: unknown;
  translation?: unknown;
}

/** getPage('detail', …) for a draft of a product, service or industry page. */
export function detailData(kind: DetailKind, draft: Draft): DetailPageData {
  const { path, locale } = draft;
  const { list } = detailKinds[kind];
  // The English page too: the tables' English figures and names for the quote list.
  showEntries('en', list, [detailPage(localised(draft.english, undefined, 'en'), path)]);
  if (locale !== 'en')
    showEntries(locale, list, [
      detailPage(localised(draft.english, draft.translation, locale), path),
    ]);
  return getPage('detail', path, locale);
}

/** getPage('article', …) for a draft of an article, among the site's others (its "next" link). */
export function articleData(draft: Draft): ArticlePageData {
  const { path, locale } = draft;
  const entry = article(localised(draft.english, draft.translation, locale), path, locale);
  const { name, title, description, heading, tagline } = entry;
  const order = embedded.articles.includes(path) ? embedded.articles : [...embedded.articles, path];
  const others = (other: RoutePath) => ({ path: other }) as Article;
  showEntries(
    locale,
    'articles',
    order.map((other) => (other === path ? entry : others(other))),
    { path, texts: { name, title, description, heading, tagline } },
  );
  return getPage('article', path, locale);
}
