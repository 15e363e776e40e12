import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

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

const entities: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
};
/** Decodes the character references an exported page uses. */
export const decode = (text: string) =>
  text.replace(/&(#x[\da-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#')
      return String.fromCodePoint(
        name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1)),
      );
    return entities[name] ?? whole;
  });

/**
 * What a reader (or a search engine) meets on an exported page: the text of the body, the title,
 * meta descriptions, alt and aria-label texts and the JSON-LD; not the framework's inline payloads.
 */
export function readableText(html: string): string {
  const jsonLd = [
    ...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g),
  ]
    .map((match) => Object.values(flatten(JSON.parse(match[1]!))).join(' \n '))
    .join(' \n ');
  const attributes = [
    ...html.matchAll(/\s(?:alt|aria-label|title)="([^"]*)"/g),
    ...html.matchAll(/<meta (?:name|property)="[^"]*" content="([^"]*)"/g),
  ].map((match) => match[1]!);
  const body = html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<style[\s\S]*?<\/style>/g, ' ')
    .replace(/<[^>]+>/g, ' \n ');
  return decode([body, ...attributes, jsonLd].join(' \n '))
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
