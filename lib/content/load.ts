/**
 * Reads, parses and validates the content files against content/schema.ts. Shared by the build's
 * check (scripts/check-content.ts), the server-only loaders (content/index.ts) and the tests.
 * Every problem is one line: `content/products/GlandsAccessories.yml: tables[0].rows[3].thread: required`.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { LineCounter, parseDocument } from 'yaml';
import type { z } from 'zod';
import { articleOrder, industryOrder, routes, serviceOrder, type RoutePath } from './routes';
import { collections, routeTexts, type CollectionName, type RouteText, type Site } from './schema';
import { defaultLocale, locales, type Locale } from '../i18n/locales';
import { fieldPath, overlay } from './overlay';

type Collections = typeof collections;
export type Content = {
  [Name in CollectionName]: Collections[Name] extends { type: 'folder' }
    ? z.infer<Collections[Name]['schema']>[]
    : z.infer<Collections[Name]['schema']>;
};

export const contentDir = join(process.cwd(), 'content');

/** Folder entries come in the order the route table (and its ordered lists) gives their pages. */
const entryOrder: Partial<Record<CollectionName, readonly string[]>> = {
  products: routes.filter((route) => route.kind === 'product').map((route) => route.path),
  services: serviceOrder,
  industries: industryOrder,
  articles: articleOrder,
  legal: routes.filter((route) => route.kind === 'legal').map((route) => route.path),
};

export { fieldPath };

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
  return undefined;
};

function validate(schema: z.ZodType, data: unknown, file: string, problems: string[]) {
  if (data === SYNTAX_ERROR) return undefined;
  const result = schema.safeParse(data, { error: errorMap });
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

/** Marks a file whose YAML did not parse: its syntax errors are reported, its fields are not. */
const SYNTAX_ERROR = Symbol('syntax error');

const siteTokens = (site: Site): Record<string, string> => ({
  name: site.name,
  shortName: site.shortName,
  legalName: site.legalName,
  email: site.email,
  careersEmail: site.careersEmail,
  registration: site.registration,
  registrationShort: site.registrationShort,
  fullAddress: `${site.address.street}, ${site.address.locality}, ${site.address.country}`,
});

/** Replaces {site.name} and its kind in every text; an unknown token is a problem. */
function fillTokens(
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

/** `content/about.yml` → `content/about.ar.yml`: a translation sits beside its English file. */
export const translationFile = (path: string, locale: Locale) =>
  locale === defaultLocale ? path : path.replace(/\.yml$/, `.${locale}.yml`);

/** An English content file (not a translation beside one). */
const isEnglishFile = (entry: string, extension: string) =>
  entry.endsWith(`.${extension}`) &&
  !locales.some((locale) => entry.endsWith(`.${locale}.${extension}`));

/**
 * Reads every collection under `dir` in one language; returns the content only when there is no
 * problem at all. In Arabic every English file needs its translation, and every text in it.
 */
export function readContent(
  dir = contentDir,
  locale: Locale = defaultLocale,
): { content?: Content; problems: string[] } {
  const problems: string[] = [];
  const shown = (path: string) => relative(dirname(dir), path);
  const result: Record<string, unknown> = {};
  const raw: { name: CollectionName; file: string; data: unknown }[] = [];

  /** The file's data in `locale`, validated; undefined when it has a problem. */
  function read(name: CollectionName, schema: z.ZodType, path: string) {
    const data = validate(schema, readYaml(path, shown(path), problems), shown(path), problems);
    if (data === undefined || locale === defaultLocale) return data;
    const translated = translationFile(path, locale);
    if (!existsSync(translated)) {
      problems.push(`${shown(translated)}: missing file (the translation of ${shown(path)})`);
      return undefined;
    }
    const text = readYaml(translated, shown(translated), problems);
    if (text === SYNTAX_ERROR) return undefined;
    const before = problems.length;
    const merged = overlay(data, text, shown(translated), problems, { site: name === 'site' });
    if (problems.length > before) return undefined;
    return validate(schema, merged, shown(translated), problems);
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
        data: read(name, collection.schema, path),
      });
      continue;
    }
    const folder = join(dir, collection.folder);
    const names = existsSync(folder)
      ? readdirSync(folder).filter((entry) => isEnglishFile(entry, collection.extension))
      : [];
    for (const entry of names) {
      const path = join(folder, entry);
      const data = read(name, collection.schema, path);
      if (data === undefined) continue;
      const expected = `/${entry.slice(0, -collection.extension.length - 1)}`;
      const page = data as { path: string };
      if (page.path !== expected)
        problems.push(`${shown(path)}: path: expected ${expected}, the name of the file`);
      raw.push({ name, file: shown(translationFile(path, locale)), data });
    }
    const order = entryOrder[name] ?? [];
    const present = new Set(
      names.map((entry) => `/${entry.slice(0, -collection.extension.length - 1)}`),
    );
    for (const path of order)
      if (!present.has(path))
        problems.push(`${shown(folder)}: no file for ${path} (expected ${path.slice(1)}.yml)`);
    result[name] = [];
  }

  const site = raw.find((entry) => entry.name === 'site')?.data as Site | undefined;
  if (site) {
    const tokens = siteTokens(site);
    for (const entry of raw) {
      const data =
        entry.name === 'site' ? entry.data : fillTokens(entry.data, tokens, entry.file, problems);
      const list = result[entry.name];
      if (Array.isArray(list)) list.push(data);
      else result[entry.name] = data;
    }
  }
  for (const [name, order] of Object.entries(entryOrder)) {
    const list = result[name] as { path: string }[] | undefined;
    list?.sort((a, b) => order.indexOf(a.path) - order.indexOf(b.path));
  }
  if (problems.length) return { problems };
  return { content: result as Content, problems };
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

const cache = new Map<string, Content>();
const reported = new Set<string>();

/**
 * The content under `dir` in one language, read once per process; throws a ContentError listing
 * every problem.
 */
export function loadContent(dir = contentDir, locale: Locale = defaultLocale): Content {
  const key = `${locale}:${dir}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const { content, problems } = readContent(dir, locale);
  if (!content) {
    // next build wraps a failed page in its own error: say the lines first, plainly, once.
    if (!reported.has(key)) console.error(problems.join('\n'));
    reported.add(key);
    throw new ContentError(problems);
  }
  cache.set(key, content);
  return content;
}

/**
 * The content in one language: English as read; Arabic is the English with every text taken from
 * the `<name>.ar.yml` file beside each content file (content/overlay.ts).
 */
export const contentIn = (locale: Locale): Content => loadContent(contentDir, locale);

/** The route table's texts of every page in a translation: `content/routes.<locale>.yml`. */
export const routeTextsFile = (locale: Locale) => `routes.${locale}.yml`;

/** Reads and checks a translation of the route table's texts (name, title, description, heading, tagline). */
export function readRouteTexts(
  dir = contentDir,
  locale: Locale,
): { texts?: Record<RoutePath, RouteText>; problems: string[] } {
  const problems: string[] = [];
  const path = join(dir, routeTextsFile(locale));
  const shown = relative(dirname(dir), path);
  if (!existsSync(path)) return { problems: [`${shown}: missing file`] };
  const texts = validate(routeTexts, readYaml(path, shown, problems), shown, problems);
  if (problems.length || !texts) return { problems };
  return { texts: texts as Record<RoutePath, RouteText>, problems };
}

const routeTextCache = new Map<string, Record<RoutePath, RouteText>>();

/** A page's name, title, description, heading and tagline in one language. */
export function routeTextsIn(locale: Locale, dir = contentDir): Record<RoutePath, RouteText> {
  const key = `${locale}:${dir}`;
  const cached = routeTextCache.get(key);
  if (cached) return cached;
  const texts =
    locale === defaultLocale
      ? (Object.fromEntries(
          routes.map(({ path, name, title, description, heading, tagline }) => [
            path,
            { name, title, description, heading, tagline },
          ]),
        ) as Record<RoutePath, RouteText>)
      : (() => {
          const { texts: read, problems } = readRouteTexts(dir, locale);
          if (!read) {
            console.error(problems.join('\n'));
            throw new ContentError(problems);
          }
          return read;
        })();
  routeTextCache.set(key, texts);
  return texts;
}
