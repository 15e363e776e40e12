// After postbuild: index every exported route with Pagefind into out/pagefind/, offline (the Pagefind
// binary comes from the npm package). Each page is added under its clean canonical URL (/HeatShrink, not
// /HeatShrink.html); only its <main data-pagefind-body> is indexed, filed under the kind its h1 carries.
// Pagefind files each page under its <html lang>: the English and the Arabic pages get an index each,
// and the browser loads the one of the page it searches from (pagefind.js reads <html lang> too).
// Each selection-table row is a record of its own that links to the row (scripts/search-records.mjs),
// and each language's words are written to pagefind/vocabulary-<lang>.json for the typo correction.
import { existsSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as pagefind from 'pagefind';
import { attr, selectOne, sitemapPaths } from './html.mjs';
import { indexedText, rowRecords, sectionRecords, vocabulary } from './search-records.mjs';

const root = new URL('..', import.meta.url).pathname;
const outDir = join(root, process.env.EXPORT_DIR ?? 'out');
const bundleDir = join(outDir, 'pagefind');

// The sitemap is generated from lib/content/routes.ts, so it is the route table as built.
const sitemap = readFileSync(join(outDir, 'sitemap.xml'), 'utf8');
const routes = sitemapPaths(sitemap);
if (routes.length === 0) throw new Error('search-index: no routes found in out/sitemap.xml');
// The content admin is never a search result (nor in the sitemap it is read from).
if (routes.some((route) => route.startsWith('/admin')))
  throw new Error('search-index: the sitemap lists the content admin');
// The quote list (noindex, in no sitemap) is never a result in either language.
if (routes.some((route) => /^(?:\/ar)?\/quote$/.test(route)))
  throw new Error('search-index: the sitemap lists the quote list');

/** @type {(message: string) => never} */
const fail = (message) => {
  throw new Error(`search-index: ${message}`);
};

const { index, errors } = await pagefind.createIndex();
if (!index) fail(errors.join('; '));

/**
 * The exported file of a route: /about → about.html, /ar → ar.html (or ar/index.html), / → index.html.
 * @param {string} route
 */
function fileOf(route) {
  if (route === '/') return 'index.html';
  const flat = `${route.slice(1)}.html`;
  return existsSync(join(outDir, flat)) ? flat : `${route.slice(1)}/index.html`;
}

const languages = new Map();
/** @type {Map<string, string[]>} the indexed text of each language's pages */
const texts = new Map();
let rows = 0;
for (const route of routes) {
  const file = fileOf(route);
  const content = readFileSync(join(outDir, file), 'utf8');
  const lang = attr(selectOne(content, 'html'), 'lang');
  if (!lang) fail(`${file} has no <html lang>`);
  // An Arabic route must be filed in the Arabic index, an English one in the English index.
  const expected = route === '/ar' || route.startsWith('/ar/') ? 'ar' : 'en';
  if (lang !== expected) fail(`${file} says lang="${lang}", expected "${expected}"`);
  languages.set(lang, (languages.get(lang) ?? 0) + 1);
  if (!content.includes('data-pagefind-body')) fail(`${file} has no data-pagefind-body`);
  const added = await index.addHTMLFile({ url: route, content });
  if (added.errors.length > 0) fail(`${file}: ${added.errors.join('; ')}`);
  const { kind, title } = added.file.meta;
  if (!kind) fail(`${file} has no kind (data-pagefind-meta="kind:...")`);
  texts.set(lang, [...(texts.get(lang) ?? []), title ?? '', indexedText(content)]);
  const page = { html: content, url: route, title: title ?? route, language: lang, kind };
  for (const record of [...rowRecords(page), ...sectionRecords(page)]) {
    const row = await index.addCustomRecord(record);
    if (row.errors.length > 0) fail(`${record.url}: ${row.errors.join('; ')}`);
    rows += 1;
  }
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

for (const [lang, pages] of texts)
  writeFileSync(join(bundleDir, `vocabulary-${lang}.json`), JSON.stringify(vocabulary(pages)));

const counts = [...languages].map(([lang, count]) => `${count} ${lang}`).join(', ');
console.log(
  `search-index: indexed ${routes.length} routes (${counts}) and ${rows} table rows into ${bundleDir}`,
);
