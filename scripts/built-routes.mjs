// The routes of a built export, read from its sitemap (generated from lib/content/routes.ts, so it is
// the route table as built). Shared by postbuild and the benchmark.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sitemapPaths } from './html.mjs';

/**
 * @param {string} outDir
 * @returns {string[]}
 */
export function builtRoutes(outDir) {
  const sitemap = readFileSync(join(outDir, 'sitemap.xml'), 'utf8');
  const routes = sitemapPaths(sitemap);
  if (routes.length === 0) throw new Error(`no routes found in ${outDir}/sitemap.xml`);
  return routes;
}

/** The exported pages that are no route: the branded 404 and Next's own. */
export const errorPages = ['404.html', '_not-found.html'];
/** @param {string} route the file a route is exported as ('/' → index.html, '/ar/about' → ar/about.html) */
export const fileFor = (route) => (route === '/' ? 'index.html' : `${route.slice(1)}.html`);

/**
 * The routes of the export, read from its files: every .html file but the error pages, in English at
 * the top of the export and in Arabic under ar/ (ar.html, ar/about.html); the admin is its own app.
 * Unlike the sitemap, it includes the noindex routes (/quote).
 * @param {string} outDir
 * @returns {string[]}
 */
export function exportedRoutes(outDir) {
  /** @type {(dir?: string) => string[]} */
  const htmlFiles = (dir = '') =>
    readdirSync(join(outDir, dir), { withFileTypes: true }).flatMap((entry) => {
      const file = dir ? `${dir}/${entry.name}` : entry.name;
      if (entry.isDirectory()) return file === 'admin' || file === '_next' ? [] : htmlFiles(file);
      return entry.name.endsWith('.html') && !errorPages.includes(file) ? [file] : [];
    });
  return htmlFiles().map((file) =>
    file === 'index.html' ? '/' : `/${file.slice(0, -'.html'.length)}`,
  );
}

/**
 * The site's canonical origin (content/site.yml), as the export's robots.txt names its sitemap.
 * @param {string} outDir
 */
export function siteOrigin(outDir) {
  const origin = readFileSync(join(outDir, 'robots.txt'), 'utf8').match(
    /^Sitemap: (https:\/\/[^/\s]+)\//m,
  )?.[1];
  if (!origin) throw new Error(`${outDir}/robots.txt names no https:// sitemap, so no site origin`);
  return origin;
}
