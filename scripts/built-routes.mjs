// The routes of a built export, read from its sitemap (generated from lib/content/routes.ts, so it is
// the route table as built). Shared by postbuild and the benchmark.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * @param {string} outDir
 * @returns {string[]}
 */
export function builtRoutes(outDir) {
  const sitemap = readFileSync(join(outDir, 'sitemap.xml'), 'utf8');
  const routes = [...sitemap.matchAll(/<loc>[^<]*?:\/\/[^/]+(\/[^<]*)<\/loc>/g)].map((m) => m[1]);
  if (routes.length === 0) throw new Error(`no routes found in ${outDir}/sitemap.xml`);
  return routes;
}
