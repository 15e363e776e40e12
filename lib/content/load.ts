/**
 * Reads, parses and validates the content files against lib/content/schema.ts. Shared by the build's
 * check (scripts/check-content.ts), the server-only loaders beside this file and the tests.
 * Every problem is one line: `content/products/GlandsAccessories.yml: tables[0].rows[3].thread: required`.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { LineCounter, parseDocument } from 'yaml';
import type { z } from 'zod';
import {
  addedArticlePathOf,
  isEnglishFile,
  routes,
  specRoutes,
  type RouteKind,
  type RoutePath,
} from './routes';
import {
  collections,
  cutToWord,
  type Article,
  type CollectionName,
  type RouteText,
  type Site,
} from './schema';
import { defaultLocale, type Locale } from '../i18n/locales';
import { fieldPath, overlay, type OverlayReport } from './overlay';
import { fillTokens, keepNumbersWithWords, siteTokens } from './texts';
import { crossEntryProblems, titleRoom } from './invariants';
import { glandSelectorProblems } from './gland-selector-check';
import { addressFindings, textsOf } from './arabic-address';
import { vocabularyFindings } from './arabic-vocabulary';
import { blogPageNumber, blogPageTexts, reservedArticleName } from './blog-pages';

type Collections = typeof collections;
type Read = {
  [Name in CollectionName]: Collections[Name] extends { type: 'folder' }
    ? (z.output<Collections[Name]['schema']> & { path: RoutePath })[]
    : z.output<Collections[Name]['schema']>;
};
export type Content = Omit<Read, 'articles'> & { articles: Article[] };

export const contentDir = join(process.cwd(), 'content');

/** The kind of page each folder holds: its files are named after those pages' paths. */
const folderKind: Partial<Record<CollectionName, RouteKind>> = {
  products: 'product',
  services: 'service',
  industries: 'industry',
  articles: 'article',
  legal: 'legal',
};

const typeNames: Record<string, string> = {
  string: 'a text',
  number: 'a number',
  int: 'a whole number',
  boolean: 'true or false',
  array: 'a list',
  object: 'a group of fields',
};
const received = (input: unknown) =>
  input === null
    ? 'nothing'
    : Array.isArray(input)
      ? 'a list'
      : (typeNames[typeof input] ?? typeof input);

/** The messages an editor reads: 'required', 'expected a number, got a text'. */
const errorMap: z.core.$ZodErrorMap = (issue) => {
  if (issue.input === undefined && issue.code !== 'custom' && issue.code !== 'unrecognized_keys')
    return 'required';
  if (issue.code === 'invalid_type')
    return `expected ${typeNames[issue.expected] ?? issue.expected}, got ${received(issue.input)}`;
  if (issue.code === 'too_small' && issue.origin === 'array')
    return `needs at least ${String(issue.minimum)} item${issue.minimum === 1 ? '' : 's'}`;
  if (issue.code === 'too_small' && issue.origin === 'number')
    return `must be at least ${String(issue.minimum)} (the lowest value allowed)`;
  if (issue.code === 'too_big' && issue.origin === 'number')
    return `must be at most ${String(issue.maximum)} (the highest value allowed)`;
  return undefined;
};

/**
 * An empty value is no value: the admin leaves an optional field out when it is empty, and a file
 * written by hand may say `''`, `null` or `[]` for the same thing.
 */
function dropEmpty(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(dropEmpty);
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value).flatMap(([key, child]) => {
        const kept = dropEmpty(child);
        const empty =
          kept === null ||
          kept === undefined ||
          (typeof kept === 'string' && kept.trim() === '') ||
          (Array.isArray(kept) && kept.length === 0);
        return empty ? [] : [[key, kept]];
      }),
    );
  return value;
}

function validate(schema: z.ZodType, data: unknown, file: string, problems: string[]) {
  if (data === SYNTAX_ERROR) return undefined;
  const result = schema.safeParse(dropEmpty(data), { error: errorMap });
  if (result.success) return result.data;
  for (const issue of result.error.issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys)
        problems.push(
          `${file}: ${fieldPath([...issue.path, key])}: unknown field (check its spelling)`,
        );
      continue;
    }
    const where = issue.path.length ? `${fieldPath(issue.path)}: ` : '';
    problems.push(`${file}: ${where}${issue.message.replace(/^Invalid input: /, '')}`);
  }
  return undefined;
}

/**
 * Validates a translated file; a translated text the schema refuses (a quote label without its {},
 * say) is replaced by the English one and noted, so a translation's slip never stops a publish.
 */
function validateTranslation(
  schema: z.ZodType,
  merged: unknown,
  english: unknown,
  file: string,
  notes: string[],
  problems: string[],
  shownInEnglish: PropertyKey[][],
) {
  const first = schema.safeParse(merged, { error: errorMap });
  if (first.success) return first.data;
  const fixed = structuredClone(merged) as Record<PropertyKey, unknown>;
  for (const issue of first.error.issues) {
    const path = issue.path;
    if (path.length === 0) continue;
    const parent = at(fixed, path.slice(0, -1)) as Record<PropertyKey, unknown> | undefined;
    if (parent) parent[path.at(-1)!] = at(english, path);
    notes.push(`${file}: ${fieldPath(path)}: ${issue.message}: the English is shown`);
    shownInEnglish.push(path);
  }
  return validate(schema, fixed, file, problems);
}

/** Marks a file whose YAML did not parse: its syntax errors are reported, its fields are not. */
const SYNTAX_ERROR = Symbol('syntax error');

function readYaml(path: string, file: string, problems: string[]): unknown {
  const lineCounter = new LineCounter();
  const doc = parseDocument(readFileSync(path, 'utf8'), { lineCounter, prettyErrors: false });
  if (doc.errors.length === 0) return doc.toJS();
  for (const error of doc.errors) {
    const at = lineCounter.linePos(error.pos[0]);
    problems.push(`${file}: line ${at.line}, column ${at.col}: ${error.message.split('\n')[0]}`);
  }
  return SYNTAX_ERROR;
}

export { fullAddressOf } from './texts';

/** `content/about.yml` → `content/about.ar.yml`: a translation sits beside its English file. */
const translationFile = (path: string, locale: Locale) =>
  locale === defaultLocale ? path : path.replace(/\.yml$/, `.${locale}.yml`);

/** The value at `path` inside `data`. */
const at = (data: unknown, path: readonly PropertyKey[]) =>
  path.reduce<unknown>(
    (value, key) => (value as Record<PropertyKey, unknown> | undefined)?.[key],
    data,
  );

/** A text shown in English on a page of another language, until it is translated. */
export interface Untranslated {
  /** The translation file and the field: `content/about.ar.yml: values.cards[0].text`. */
  where: string;
  text: string;
  /** The translation holds the English text itself (rather than nothing). */
  same?: true;
}

interface ContentResult {
  content?: Content;
  /** What stops the build: one line each. */
  problems: string[];
  /** Texts shown in English because their translation is missing. */
  untranslated: Untranslated[];
  /** What a translation holds that is not read. */
  notes: string[];
}

/**
 * Reads every collection under `dir` in one language; returns the content only when there is no
 * problem at all. In another language every text comes from its translation where there is one.
 */
export function readContent(dir = contentDir, locale: Locale = defaultLocale): ContentResult {
  const problems: string[] = [];
  const notes: string[] = [];
  const untranslated: Untranslated[] = [];
  const shown = (path: string) => relative(dirname(dir), path);
  const result: Record<string, unknown> = {};
  /** A field shown in English: nothing translated, or the English text itself in the translation. */
  type Missing = { path: PropertyKey[]; same?: true };
  const raw: { name: CollectionName; file: string; data: unknown; missing: Missing[] }[] = [];

  /** The file's data in `locale`, validated; undefined when it has a problem. */
  function read(
    name: CollectionName,
    schema: z.ZodType,
    path: string,
  ): { data: unknown; missing: Missing[] } {
    const english = readYaml(path, shown(path), problems);
    const data = validate(schema, english, shown(path), problems);
    if (data === undefined || locale === defaultLocale) return { data, missing: [] };
    const translated = translationFile(path, locale);
    const report: OverlayReport = { untranslated: [], notes };
    let text: unknown;
    if (existsSync(translated)) {
      text = dropEmpty(readYaml(translated, shown(translated), problems));
      if (text === SYNTAX_ERROR) return { data: undefined, missing: [] };
    }
    const base = dropEmpty(english);
    const merged = overlay(base, text, shown(translated), report, { site: name === 'site' });
    const translatedData = validateTranslation(
      schema,
      merged,
      base,
      shown(translated),
      notes,
      problems,
      report.untranslated,
    );
    return {
      data: translatedData,
      missing: [
        ...report.untranslated.map((field) => ({ path: field })),
        ...(report.same ?? []).map((field) => ({ path: field, same: true as const })),
      ],
    };
  }

  for (const collection of Object.values(collections)) {
    const name = collection.name as CollectionName;
    if (collection.type === 'file') {
      const path = join(dir, collection.file);
      if (!existsSync(path)) {
        problems.push(`${shown(path)}: missing file`);
        continue;
      }
      raw.push({
        name,
        file: shown(translationFile(path, locale)),
        ...read(name, collection.schema, path),
      });
      continue;
    }
    const kind = folderKind[name]!;
    const folder = join(dir, collection.folder);
    const filesIn = (path: string) =>
      existsSync(path) ? readdirSync(path).filter(isEnglishFile).sort() : [];
    // The spec's pages of this kind, one file each, named after the page's path.
    const expected = specRoutes
      .filter((route) => route.kind === kind)
      .map((route) => route.path as RoutePath);
    const entries: { path: string; pagePath: RoutePath }[] = [];
    for (const entry of filesIn(folder)) {
      const path = join(folder, entry);
      const pagePath = `/${entry.slice(0, -4)}` as RoutePath;
      if (!expected.includes(pagePath)) {
        problems.push(
          `${shown(path)}: no ${kind} page ${pagePath}: the ${collection.folder} are ${expected.join(', ')}` +
            (collection.added ? `; add a new one in content/${collection.added}/` : ''),
        );
        continue;
      }
      entries.push({ path, pagePath });
    }
    for (const path of expected)
      if (!entries.some((entry) => entry.pagePath === path))
        problems.push(`${shown(folder)}: no file for ${path} (expected ${path.slice(1)}.yml)`);
    // The folder where editors add pages: each file is a page at /blog/<file name>.
    if (collection.added)
      for (const entry of filesIn(join(dir, collection.added))) {
        const path = join(dir, collection.added, entry);
        if (entry === `${reservedArticleName}.yml`) {
          problems.push(
            `${shown(path)}: /blog/${reservedArticleName} is kept for the blog's numbered pages (/blog/${reservedArticleName}/2 …): give the article another file name, like ${reservedArticleName}-guide.yml`,
          );
          continue;
        }
        if (!/^[a-z0-9]+(-[a-z0-9]+)*\.yml$/.test(entry)) {
          problems.push(
            `${shown(path)}: the file name is the article's address: use small letters, digits and hyphens, like my-article.yml`,
          );
          continue;
        }
        entries.push({ path, pagePath: addedArticlePathOf(entry) });
      }
    for (const { path, pagePath } of entries) {
      const { data, missing } = read(name, collection.schema, path);
      if (data === undefined) continue;
      raw.push({
        name,
        file: shown(translationFile(path, locale)),
        data: { path: pagePath, ...(data as object) },
        missing,
      });
    }
    result[name] = [];
  }

  const site = raw.find((entry) => entry.name === 'site')?.data as Site | undefined;
  if (site) {
    const tokens = siteTokens(site, locale);
    for (const entry of raw) {
      const filled =
        entry.name === 'site' ? entry.data : fillTokens(entry.data, tokens, entry.file, problems);
      // The interface words are kept as typed: their numbers are examples and counts in short texts.
      const data =
        locale === 'ar' && entry.name !== 'interface' ? keepNumbersWithWords(filled) : filled;
      for (const field of entry.missing) {
        const text = at(data, field.path);
        if (typeof text !== 'string') continue;
        untranslated.push({
          where: `${entry.file}: ${fieldPath(field.path)}`,
          text,
          ...(field.same ? { same: true as const } : {}),
        });
        // An image's alternative text is an attribute: the image itself is marked as English.
        const parent = at(data, field.path.slice(0, -1));
        if (field.path.at(-1) === 'alt' && parent && typeof parent === 'object' && 'src' in parent)
          (parent as { lang?: string }).lang = 'en';
      }
      const list = result[entry.name];
      if (Array.isArray(list)) list.push(data);
      else result[entry.name] = data;
    }
  }
  // An article without a picture of its own shows the blog's (content/hubs.yml); without a title,
  // its heading, cut to what a search result shows with the company's name.
  const blogImage = (result.hubs as Content['hubs'] | undefined)?.blog.image;
  for (const entry of (result.articles ?? []) as {
    path: string;
    heading: string;
    title?: string;
    headerImage?: unknown;
  }[]) {
    entry.headerImage ??= blogImage;
    if (site) entry.title ??= cutToWord(entry.heading, titleRoom(entry.path, site));
  }
  const order = new Map(routes.map((route, index) => [route.path as string, index]));
  for (const name of Object.keys(folderKind)) {
    const list = result[name] as { path: string; published?: string }[] | undefined;
    list?.sort(
      (a, b) =>
        (a.published ?? '').localeCompare(b.published ?? '') ||
        (order.get(a.path) ?? order.size) - (order.get(b.path) ?? order.size) ||
        a.path.localeCompare(b.path),
    );
  }
  if (problems.length === 0) {
    const cross = crossEntryProblems(result as unknown as Content, locale);
    if (locale === defaultLocale) problems.push(...cross);
    else notes.push(...cross);
    // The Arabic's style (one form of address, the glossary's words): notes, never a stop.
    if (locale === 'ar') {
      const texts = raw.flatMap((entry) => textsOf(entry.file, entry.data));
      const glossary = (result as unknown as Content).glossary;
      notes.push(
        ...addressFindings(texts),
        ...vocabularyFindings(
          // The glossary names the variants to avoid; the buyers' words list what buyers type.
          texts.filter(
            (text) =>
              !text.where.startsWith('content/glossary.') &&
              !text.where.startsWith('content/synonyms.'),
          ),
          glossary.terms,
        ),
      );
    }
    // The gland selector reads its page's tables (figures: the English file's).
    if (locale === defaultLocale)
      for (const page of (result as unknown as Content).products)
        if (page.selector) {
          const found = glandSelectorProblems(`content/products${page.path}.yml`, page.tables);
          problems.push(...found.problems);
          notes.push(...found.notes);
        }
  }
  if (problems.length) return { problems, untranslated, notes };
  return { content: result as Content, problems, untranslated, notes };
}

/** Content problems as one readable error: one line per problem, no stack trace. */
export class ContentError extends Error {
  declare readonly problems: string[];

  constructor(problems: string[]) {
    super(
      `content check failed (${problems.length} problem${problems.length === 1 ? '' : 's'}):\n${problems.join('\n')}`,
    );
    this.name = 'ContentError';
    this.stack = this.message;
    // Not enumerable, so a printed error shows the lines once.
    Object.defineProperty(this, 'problems', { value: problems, enumerable: false });
  }
}

const cache = new Map<string, ContentResult & { content: Content }>();
const reported = new Set<string>();

function loaded(dir: string, locale: Locale) {
  const key = `${locale}:${dir}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const read = readContent(dir, locale);
  if (!read.content) {
    // next build wraps a failed page in its own error: say the lines first, plainly, once.
    if (!reported.has(key)) console.error(read.problems.join('\n'));
    reported.add(key);
    throw new ContentError(read.problems);
  }
  const done = { ...read, content: read.content };
  cache.set(key, done);
  return done;
}

/**
 * The content under `dir` in one language, read once per process; throws a ContentError listing
 * every problem.
 */
export const loadContent = (dir = contentDir, locale: Locale = defaultLocale): Content =>
  loaded(dir, locale).content;

/** The content in one language: English as read; Arabic is the English with its texts translated. */
export const contentIn = (locale: Locale): Content => loadContent(contentDir, locale);

/** The texts a page of `locale` shows in English until they are translated. */
export function untranslatedIn(locale: Locale, dir = contentDir): ReadonlySet<string> {
  const read = loaded(dir, locale) as ReturnType<typeof loaded> & { texts?: Set<string> };
  read.texts ??= new Set(read.untranslated.map((entry) => entry.text));
  return read.texts;
}

/**
 * Every page's name, title, description and banner in one language: content/routes.yml, the blog's
 * later pages (made from /blog's), and the articles.
 */
export function routeTextsIn(locale: Locale, dir = contentDir): Record<RoutePath, RouteText> {
  const content = loadContent(dir, locale);
  const pick = ({ name, title, description, heading, tagline }: RouteText) => ({
    name,
    title,
    description,
    heading,
    tagline,
  });
  const blogPages = routes.flatMap(({ path }) => {
    const page = blogPageNumber(path);
    return page && page > 1
      ? [
          [
            path,
            blogPageTexts(
              content.routes['/blog'],
              page,
              content.interface.blogPages,
              content.site.shortName,
            ),
          ],
        ]
      : [];
  });
  return {
    ...content.routes,
    ...Object.fromEntries(blogPages),
    ...Object.fromEntries(content.articles.map((article) => [article.path, pick(article)])),
  } as Record<RoutePath, RouteText>;
}

/** One page's texts in a language: routeTextOf('/about').heading. Throws for an unknown page. */
export function routeTextOf(path: string, locale: Locale = defaultLocale): RouteText {
  const text = (routeTextsIn(locale) as Record<string, RouteText | undefined>)[path];
  if (!text) throw new Error(`No page texts for ${path}`);
  return text;
}
