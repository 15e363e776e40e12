import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

/** The static export the tests inspect; `npm test` builds it before the unit tests run. */
export const outDir = join(__dirname, '../../out');

export function requireExport() {
  if (!existsSync(join(outDir, 'index.html'))) {
    throw new Error('No static export in out/: run `npm run build` first (npm test does).');
  }
}

export function files(dir = outDir, ext = '.html'): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
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
