// After `next build`: pin every inline script of the export by hash in a per-page Content-Security-Policy
// (a <meta> tag, since a static host cannot send per-page nonces), and generate the hosting configs from
// deploy/security.mjs: deploy/nginx.conf for a real server, out/_headers and out/_redirects for a CDN.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildAdmin } from './admin.mjs';
import { cdnFiles } from '../deploy/cdn.mjs';
import {
  adminExport,
  adminNginxServer,
  origins,
  publicAdminLocations,
  serveConfig,
} from '../deploy/admin.mjs';
import { builtRoutes } from './built-routes.mjs';
import { inlineStylesheets } from './inline-css.mjs';
import { inlinePoster } from './inline-poster.mjs';
import { preloadFonts } from './font-preload.mjs';
import { markStartupChunks } from './compile-hints.mjs';
import {
  allowedMethods,
  assetPolicy,
  cache,
  headerPolicy,
  hostingFiles,
  pagePolicy,
  searchBundlePolicy,
  securityHeaders,
} from '../deploy/security.mjs';

const out = process.env.EXPORT_DIR ?? 'out';
const root = new URL('..', import.meta.url).pathname;
const outDir = join(root, out);

// Every exported page but the error pages is a route of lib/content/routes.ts, in English at the top of
// the export and in Arabic under ar/ (ar.html, ar/about.html). The sitemap lists them all except the
// noindex ones (/quote, /ar/quote), so it serves as a check that none is missing.
/** @param {string} route */
const fileFor = (route) => (route === '/' ? 'index.html' : `${route.slice(1)}.html`);
const errorPages = ['404.html', '_not-found.html'];
/**
 * The .html files under a folder of the export, as paths relative to out/; the admin is its own app.
 * @type {(dir?: string) => string[]}
 */
const htmlFiles = (dir = '') =>
  readdirSync(join(outDir, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = dir ? `${dir}/${entry.name}` : entry.name;
    if (entry.isDirectory()) return file === 'admin' || file === '_next' ? [] : htmlFiles(file);
    return entry.name.endsWith('.html') && !errorPages.includes(file) ? [file] : [];
  });
const routes = htmlFiles().map((file) =>
  file === 'index.html' ? '/' : `/${file.slice(0, -'.html'.length)}`,
);
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
  let html = preloadFonts(
    inlinePoster(
      inlineStylesheets(
        readFileSync(path, 'utf8').replace(/<meta http-equiv="Content-Security-Policy"[^>]*>/, ''),
        outDir,
      ),
      outDir,
    ),
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
  const charset = html.match(/<meta charSet="utf-8"\/>/i);
  if (!charset) throw new Error(`postbuild: ${file} has no <meta charset>`);
  html = html.replace(charset[0], `${charset[0]}${meta}`);
  writeFileSync(path, html);
  return { hashes: unique.length };
}

const adminDir = join(root, adminExport);
const { adminOrigin } = origins(root);
const adminBuild = buildAdmin(root, outDir, adminDir);
const pages = routes.map((route) => ({ route, file: fileFor(route), ...secure(fileFor(route)) }));
const errorFiles = errorPages.filter((file) => existsSync(join(outDir, file)));
for (const file of errorFiles) secure(file);
const hintedChunks = markStartupChunks(outDir, [...pages.map(({ file }) => file), ...errorFiles]);

// ---- nginx ----
// The site's canonical origin, as the sitemap names it (robots.txt: "Sitemap: https://…/sitemap.xml").
const origin = readFileSync(join(outDir, 'robots.txt'), 'utf8').match(
  /^Sitemap: (https:\/\/[^/\s]+)\//m,
)?.[1];
if (!origin) throw new Error('postbuild: robots.txt names no https:// sitemap, so no site origin');
/** The site's host name (content/site.yml origin): the only name the servers answer for. */
const host = new URL(origin).host;
/** @type {(name: string, value: string) => string} */
const header = (name, value) => `    add_header ${name} "${value}" always;`;
const common = Object.entries(securityHeaders).map(([name, value]) => header(name, value));
/** @type {(match: string, lines: string[], policy?: string, cacheControl?: string) => string} */
const block = (match, lines, policy = assetPolicy, cacheControl = undefined) =>
  [
    `  location ${match} {`,
    ...common,
    header('Content-Security-Policy', policy),
    ...(cacheControl ? [header('Cache-Control', cacheControl)] : []),
    ...lines.map((line) => `    ${line}`),
    '  }',
  ].join('\n');

// The content admin is its own site (deploy/admin.mjs): /admin and everything under it answer 301
// to the admin origin, with the site's headers.
const adminBlock = publicAdminLocations(adminOrigin, [
  ...common,
  header('Content-Security-Policy', assetPolicy),
]);

/** @param {string} text */
const escapeRegex = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// Any case variant of a route, with a trailing slash or as its exported .html file, answers 301 to the
// canonical path, query string kept. Exact-match locations are checked first, so the canonical path
// itself never reaches these case-insensitive regexes.
const variants = pages.map(({ route }) => {
  const pattern = route === '/' ? '^/index\\.html$' : `^${escapeRegex(route)}(?:/|\\.html)?$`;
  return block(`~* ${pattern}`, [`return 301 ${route}$is_args$args;`]);
});

const methods = allowedMethods.join('|');

// HTTP/2 and pre-compressed files for a real deployment (the local hosting tests stay on HTTP/1.1).
const performance = `  # ---- Transport and compression for a real deployment ----
  # HTTP/2 comes with the TLS listener (the "# tls:" lines above; from nginx 1.25.1 write
  # 'listen 443 ssl;' and 'http2 on;' instead).
  # Pre-compressed files: compress once at deploy time, nginx then serves foo.js.gz for foo.js
  # (and falls back to gzip on the fly above when there is none):
  #   find out -type f -regex '.*\\.\\(html\\|js\\|css\\|svg\\|txt\\|xml\\|json\\)' -exec gzip -9 -k -f {} +
  gzip_static on;
  # Brotli (about 15% smaller than gzip for the scripts) needs the ngx_brotli module
  # (Debian: libnginx-mod-http-brotli-filter and -static); with it, after 'brotli -k -q 11' on the
  # same files:
  #   brotli_static on;
  #   brotli on; brotli_comp_level 5; brotli_types text/css application/javascript application/json image/svg+xml text/xml text/plain;
  # woff2, webp, webm and mp4 are compressed formats already: leave them out of every *_types list.`;

// A path that begins with two or more slashes (//about, ///about?x=1, //\evil.example) would be served
// as its page, whose router then reads it as a URL of another host and fails: answer 301 to the path
// with one leading slash, query kept. The capture starts after every leading slash and backslash, so
// the target can never begin with "//" (another host).
const leadingSlashes = `  if ($request_uri ~ "^/[/\\\\\\\\]+([^?]*)(.*)$") {
    return 301 /$1$2;
  }`;

// With TLS, this block becomes the HTTPS server (delete its listen 80 and uncomment the "# tls:" lines,
// with your certificate's paths), and the plain-HTTP block at the end of the file answers every
// http:// request with a 301 to https://. Both together: HSTS is only honoured over HTTPS.
// 'listen … ssl http2' works from nginx 1.9.5 (Debian 12 has 1.22); from 1.25.1 nginx prefers
// 'listen 443 ssl;' with 'http2 on;' and warns about the old form.
const tls = `  # tls: listen 443 ssl http2;
  # tls: listen [::]:443 ssl http2;
  # tls: ssl_certificate /etc/letsencrypt/live/www.example.ae/fullchain.pem;
  # tls: ssl_certificate_key /etc/letsencrypt/live/www.example.ae/privkey.pem;
  # tls: ssl_protocols TLSv1.2 TLSv1.3;
  # tls: ssl_session_cache shared:SSL:10m;
  # tls: ssl_session_timeout 1d;
  # tls: ssl_session_tickets off;`;

// The redirect names the site's own host, never the request's ($host): a request for another name
// (Host: evil.example) must not be sent on to https://evil.example/. Any name but the site's, and a
// request by IP address, gets no answer (444 over HTTP; over HTTPS the handshake is refused, so no
// certificate is needed for it and the site's is never shown to a stranger).
const httpToHttps = `# ---- TLS: the plain-HTTP server and the unknown hosts (uncomment with the "# tls:" lines above) ----
# tls: server {
# tls:   listen 80;
# tls:   listen [::]:80;
# tls:   server_name ${host};
# tls:   server_tokens off;
# tls:   return 301 https://${host}$request_uri;
# tls: }
# tls: # Any other host name, or none (a scan by IP address): closed without an answer.
# tls: server {
# tls:   listen 80 default_server;
# tls:   listen [::]:80 default_server;
# tls:   listen 443 ssl http2 default_server;
# tls:   listen [::]:443 ssl http2 default_server;
# tls:   server_name _;
# tls:   server_tokens off;
# tls:   ssl_reject_handshake on;
# tls:   return 444;
# tls: }`;

const nginx = `# Generated by scripts/postbuild.mjs from deploy/security.mjs and the export: do not edit by hand.
# A server block: include it in the http context (e.g. /etc/nginx/conf.d/site.conf) and point root at
# the uploaded out/ folder. As written it answers plain HTTP on port 80 (the local hosting tests use it
# so). For a real deployment, turn on TLS as the file says at "# tls:" (docs/hosting.md): this block then
# listens on 443 with your certificate for the site's host name, a second block on port 80 redirects
# to https:// on that name, and a third refuses any other name.
server {
  listen 80;
${tls}
  server_name ${host};
  root /var/www/site/out;
  charset utf-8;
  server_tokens off;
  absolute_redirect off;
  gzip on;
  gzip_vary on;
  gzip_comp_level 6;
  gzip_min_length 256;
  gzip_types text/plain text/css text/xml application/javascript application/json application/xml image/svg+xml application/manifest+json;
${performance}
  error_page 404 /404.html;

  # Answers nginx gives before choosing a location (405 and 301 below, its own 400 and 414) carry these.
${common.map((line) => line.slice(2)).join('\n')}
  ${header('Content-Security-Policy', assetPolicy).trim()}
  ${header('Allow', allowedMethods.join(', ')).trim()}
  if ($request_method !~ ^(?:${methods})$) {
    return 405;
  }
${leadingSlashes}

${block('= /404.html', ['internal;'], headerPolicy, cache.html)}

${pages.map(({ route, file }) => block(`= ${route}`, [`try_files /${file} =404;`], headerPolicy, cache.html)).join('\n\n')}

${hostingFiles.map((path) => block(`= ${path}`, ['return 404;'])).join('\n\n')}

${variants.join('\n\n')}

${block('~* \\.html$', ['return 404;'])}

${block('^~ /_next/static/', ['try_files $uri =404;'], assetPolicy, cache.immutable)}

${adminBlock}

${block('^~ /pagefind/', ['try_files $uri =404;'], searchBundlePolicy, cache.html)}

${block('~* \\.(?:svg|png|ico|webp|avif|jpg|webm|mp4|woff2)$', ['try_files $uri =404;'], assetPolicy, cache.media)}

${block('/', ['try_files $uri =404;'], assetPolicy, cache.html)}
}

${httpToHttps}
`;
writeFileSync(join(root, 'deploy/nginx.conf'), nginx);
writeFileSync(join(root, 'deploy/nginx-admin.conf'), adminNginxServer({ adminOrigin }));
writeFileSync(
  join(root, 'deploy/serve.json'),
  `${JSON.stringify(serveConfig(adminOrigin), null, 2)}\n`,
);

// ---- Netlify / Cloudflare Pages ----

const cdn = cdnFiles(
  pages.map(({ route }) => route),
  origin,
  adminOrigin,
);
writeFileSync(join(outDir, '_headers'), cdn.headers);
writeFileSync(join(outDir, '_redirects'), cdn.redirects);

const total = pages.reduce((sum, page) => sum + page.hashes, 0);
console.log(
  `postbuild: pinned ${total} inline scripts on ${pages.length} routes; wrote deploy/nginx.conf, ${out}/_headers, ${out}/_redirects (${variants.length} nginx variant rules, ${cdn.headerRules} CDN header rules, ${cdn.redirectRules} CDN redirects); the admin's own site in ${adminExport}/ (Sveltia CMS ${adminBuild.version}, ${adminBuild.assets} site assets for its preview, deploy/nginx-admin.conf) for ${adminBuild.url}, ${out}/admin/ a redirect there; the compile hint on ${hintedChunks} startup chunks`,
);
