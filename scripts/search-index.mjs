// After postbuild: index every exported route with Pagefind into out/pagefind/, offline (the Pagefind
// binary comes from the npm package). Each page is added under its clean canonical URL (/HeatShrink, not
// /HeatShrink.html); only its <main data-pagefind-body> is indexed, filed under the kind its h1 carries.
import { readFileSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import * as pagefind from 'pagefind';

const root = new URL('..', import.meta.url).pathname;
const outDir = join(root, process.env.EXPORT_DIR ?? 'out');
const bundleDir = join(outDir, 'pagefind');

// The sitemap is generated from content/routes.ts, so it is the route table as built.
const sitemap = readFileSync(join(outDir, 'sitemap.xml'), 'utf8');
const routes = [...sitemap.matchAll(/<loc>[^<]*?:\/\/[^/]+(\/[^<]*)<\/loc>/g)].map((m) => m[1]);
if (routes.length === 0) throw new Error('search-index: no routes found in out/sitemap.xml');
// The content admin is never a search result (nor in the sitemap it is read from).
if (routes.some((route) => route.startsWith('/admin')))
  throw new Error('search-index: the sitemap lists the content admin');

const fail = (message) => {
  throw new Error(`search-index: ${message}`);
};

const { index, errors } = await pagefind.createIndex({ forceLanguage: 'en' });
if (!index) fail(errors.join('; '));

for (const route of routes) {
  const file = route === '/' ? 'index.html' : `${route.slice(1)}.html`;
  const content = readFileSync(join(outDir, file), 'utf8');
  if (!content.includes('data-pagefind-body')) fail(`${file} has no data-pagefind-body`);
  const added = await index.addHTMLFile({ url: route, content });
  if (added.errors.length > 0) fail(`${file}: ${added.errors.join('; ')}`);
  if (!added.file.meta.kind) fail(`${file} has no kind (data-pagefind-meta="kind:...")`);
}

rmSync(bundleDir, { recursive: true, force: true });
const written = await index.writeFiles({ outputPath: bundleDir });
if (written.errors.length > 0) fail(written.errors.join('; '));
await pagefind.close();

// The site has its own search UI on the JS API; Pagefind's default UI bundles are never loaded.
for (const name of readdirSync(bundleDir)) {
  if (/^pagefind-(?:ui|modular-ui|component-ui|highlight)\b/.test(name))
    rmSync(join(bundleDir, name), { recursive: true });
}

console.log(`search-index: indexed ${routes.length} routes into ${bundleDir}`);
