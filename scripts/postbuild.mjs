// After `next build`: pin every inline script of the export by hash in a per-page Content-Security-Policy
// (a <meta> tag, since a static host cannot send per-page nonces), and generate the hosting configs from
// deploy/security.mjs: deploy/nginx.conf for a real server, out/_headers and out/_redirects for a CDN.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildAdmin } from './admin.mjs';
import { cdnFiles } from '../deploy/cdn.mjs';
import { builtRoutes, errorPages, exportedRoutes, fileFor, siteOrigin } from './built-routes.mjs';
import { nginxConfig } from '../deploy/nginx.mjs';
import {
  adminExport,
  adminNginxServer,
  origins,
  publicAdminLocations,
  serveConfig,
} from '../deploy/admin.mjs';
import { inlineStylesheets } from './inline-css.mjs';
import { inlinePoster } from './inline-poster.mjs';
import { markStartupChunks } from './compile-hints.mjs';
import { insertPolicy } from './page-policy.mjs';
import { pagePolicy } from '../deploy/security.mjs';

const out = process.env.EXPORT_DIR ?? 'out';
const root = new URL('..', import.meta.url).pathname;
const outDir = join(root, out);

const routes = exportedRoutes(outDir);
const listed = builtRoutes(outDir);
const exported = new Set(routes);
const unexported = listed.filter((route) => !exported.has(route));
if (unexported.length > 0) throw new Error(`postbuild: no page for ${unexported.join(', ')}`);
const inlineScript = /<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g;
const inlineStyle = /<style\b[^>]*>([\s\S]*?)<\/style>/g;
/** @param {string} attributes */
const executable = (attributes) => !/type="(?!text\/javascript|module)[^"]*"/.test(attributes);
/** @param {string} text */
const sha256 = (text) => createHash('sha256').update(text, 'utf8').digest('base64');

/**
 * Hashes the page's inline scripts and <style> elements and writes its meta policy; returns the count.
 * @param {string} file
 */
function secure(file) {
  const path = join(outDir, file);
  let html = inlinePoster(
    inlineStylesheets(
      readFileSync(path, 'utf8').replace(/<meta http-equiv="Content-Security-Policy"[^>]*>/, ''),
      outDir,
      file,
    ),
    outDir,
    file,
  );
  const unique = [
    ...new Set(
      [...html.matchAll(inlineScript)]
        .filter(([, attributes]) => executable(attributes))
        .map(([, , body]) => sha256(body)),
    ),
  ];
  const styleHashes = [...new Set([...html.matchAll(inlineStyle)].map(([, body]) => sha256(body)))];
  const meta = `<meta http-equiv="Content-Security-Policy" content="${pagePolicy(unique, { styleHashes })}"/>`;
  html = insertPolicy(html, meta, file);
  writeFileSync(path, html);
  return { hashes: unique.length };
}

const adminDir = join(root, adminExport);
const { adminOrigin } = origins(root);
const adminBuild = await buildAdmin(root, outDir, adminDir);
const pages = routes.map((route) => ({ route, file: fileFor(route), ...secure(fileFor(route)) }));
const errorFiles = errorPages.filter((file) => existsSync(join(outDir, file)));
for (const file of errorFiles) secure(file);
const hintedChunks = markStartupChunks(outDir, [...pages.map(({ file }) => file), ...errorFiles]);

// ---- nginx ----
// The site's canonical origin, as the sitemap names it (robots.txt: "Sitemap: https://…/sitemap.xml").
const origin = siteOrigin(outDir);
/** The site's host name (content/site.yml origin): the only name the servers answer for. */
const host = new URL(origin).host;
// The content admin is its own site (deploy/admin.mjs): the site server's /admin answers 301 there,
// and the admin has a server block of its own.
const nginx = nginxConfig({
  host,
  routes: pages.map(({ route }) => route),
  adminLocations: (siteHeaders) => publicAdminLocations(adminOrigin, siteHeaders),
});
writeFileSync(join(root, 'deploy/nginx.conf'), nginx);
writeFileSync(join(root, 'deploy/nginx-admin.conf'), adminNginxServer({ adminOrigin }));
writeFileSync(
  join(root, 'deploy/serve.json'),
  `${JSON.stringify(serveConfig(adminOrigin), null, 2)}\n`,
);

// ---- Netlify / Cloudflare Pages ----

const cdn = cdnFiles(
  pages.map(({ route }) => route),
  adminOrigin,
);
writeFileSync(join(outDir, '_headers'), cdn.headers);
writeFileSync(join(outDir, '_redirects'), cdn.redirects);
writeFileSync(join(outDir, '_worker.js'), cdn.worker);
writeFileSync(join(outDir, '_routes.json'), cdn.workerRoutes);

const total = pages.reduce((sum, page) => sum + page.hashes, 0);
console.log(
  `postbuild: pinned ${total} inline scripts on ${pages.length} routes; wrote deploy/nginx.conf, ${out}/_headers, ${out}/_redirects, ${out}/_worker.js (${cdn.headerRules} CDN header rules, ${cdn.redirectRules} CDN redirects); the admin's own site in ${adminExport}/ (Sveltia CMS ${adminBuild.version}, its preview (${adminBuild.preview} files), deploy/nginx-admin.conf) for ${adminBuild.url}, ${out}/admin/ a redirect there; the compile hint on ${hintedChunks} startup chunks`,
);
