import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { decodeHTML } from 'entities';
import { attr, parseHtml, scriptBodies, select, textRuns } from '../html';

/** The static export the tests inspect; `npm test` builds it before the unit tests run. */
export const outDir = join(__dirname, '../../out');

export function requireExport() {
  if (!existsSync(join(outDir, 'index.html'))) {
    throw new Error('No static export in out/: run `npm run build` first (npm test does).');
  }
}

/** Files of the export, recursively; the content admin (out/admin/, its own app) is not the site's. */
export function files(dir = outDir, ext = '.html'): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (path === join(outDir, 'admin')) return [];
    if (statSync(path).isDirectory()) return files(path, ext);
    return path.endsWith(ext) ? [path] : [];
  });
}

/** The exported HTML file of a route: '/' is index.html, '/about' is about.html. */
export function htmlFor(route: string) {
  return join(outDir, route === '/' ? 'index.html' : `${route.slice(1)}.html`);
}

export const readText = (path: string) => readFileSync(path, 'utf8');
export const rel = (path: string) => relative(outDir, path);

/** Decodes the character references of an exported page (the `entities` package, HTML's full table). */
export const decode = (text: string) => decodeHTML(text);

/**
 * What a reader (or a search engine) meets on an exported page: the text of the body, the title,
 * meta descriptions, alt and aria-label texts and the JSON-LD; not the framework's inline payloads.
 */
export function readableText(html: string): string {
  const root = parseHtml(html);
  const jsonLd = scriptBodies(root, 'script[type="application/ld+json"]')
    .map((json) => Object.values(flatten(JSON.parse(json))).join(' \n '))
    .join(' \n ');
  const attributes = [
    ...select(root, '[alt], [aria-label], [title]').flatMap((element) =>
      ['alt', 'aria-label', 'title'].flatMap((name) => attr(element, name) ?? []),
    ),
    ...select(root, 'meta[name][content], meta[property][content]').map((meta) =>
      attr(meta, 'content')!,
    ),
  ];
  return [...textRuns(root), ...attributes, jsonLd]
    .join(' \n ')
    .replace(/https?:\/\/\S+/g, ' ')
    .replace(/[ \t]+/g, ' ');
}

function flatten(
  value: unknown,
  into: Record<string, string> = {},
  key = '',
): Record<string, string> {
  if (typeof value === 'string') into[key] = value;
  else if (value && typeof value === 'object')
    for (const [name, child] of Object.entries(value)) flatten(child, into, `${key}.${name}`);
  return into;
}
