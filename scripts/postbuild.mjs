// After `next build`: pin every inline script of the export by hash in a per-page Content-Security-Policy
// (a <meta> tag, since a static host cannot send per-page nonces), and generate the hosting configs from
// deploy/security.mjs: deploy/nginx.conf for a real server, out/_headers and out/_redirects for a CDN.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildAdmin } from './admin.mjs';
import { builtRoutes } from './built-routes.mjs';
import { inlineStylesheets } from './inline-css.mjs';
import { inlinePoster } from './inline-poster.mjs';
import {
  admin,
  adminHeaders,
  adminPolicy,
  allowedMethods,
  assetPolicy,
  cache,
  contentSecurityPolicy,
  hostingFiles,
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
const unexported = listed.filter((route) => !routes.includes(route));
if (unexported.length > 0) throw new Error(`postbuild: no page for ${unexported.join(', ')}`);
const inlineScript = /<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g;
const inlineStyle = /<style\b[^>]*>([\s\S]*?)<\/style>/g;
/** @param {string} attributes */
const executable = (attributes) => !/type="(?!text\/javascript|module)[^"]*"/.test(attributes);
/** @param {string} text */
const sha256 = (text) => createHash('sha256').update(text, 'utf8').digest('base64');

/**
 * Hashes the page's inline scripts and <style> elements and writes its meta policy; returns the header policy.
 * @param {string} file
 */
function secure(file) {
  const path = join(outDir, file);
  let html = inlinePoster(
    inlineStylesheets(
      readFileSync(path, 'utf8').replace(/<meta http-equiv="Content-Security-Policy"[^>]*>/, ''),
      outDir,
    ),
    outDir,
  );
  const unique = [
    ...new Set(
      [...html.matchAll(inlineScript)]
        .filter(([, attributes]) => executable(attributes))
        .map(([, , body]) => sha256(body)),
    ),
  ];
  const styleHashes = [...new Set([...html.matchAll(inlineStyle)].map(([, body]) => sha256(body)))];
  /** @param {boolean} forHeader */
  const policy = (forHeader) => contentSecurityPolicy(unique, { forHeader, styleHashes });
  const meta = `<meta http-equiv="Content-Security-Policy" content="${policy(false)}"/>`;
  const charset = html.match(/<meta charSet="utf-8"\/>/i);
  if (!charset) throw new Error(`postbuild: ${file} has no <meta charset>`);
  html = html.replace(charset[0], `${charset[0]}${meta}`);
  writeFileSync(path, html);
  return { hashes: unique.length, policy: policy(true) };
}

const adminBuild = buildAdmin(root, outDir);
const pages = routes.map((route) => ({ route, file: fileFor(route), ...secure(fileFor(route)) }));
const notFound = secure('404.html');
if (existsSync(join(outDir, '_not-found.html'))) secure('_not-found.html');

// ---- nginx ----
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

// The content admin: its own headers in full (its policy and opener policy differ from the site's).
const adminBlock = [
  `  location = ${admin.path.slice(0, -1)} {`,
  `    return 301 ${admin.path};`,
  '  }',
  '',
  `  location ^~ ${admin.path} {`,
  ...Object.entries(adminHeaders).map(([name, value]) => header(name, value)),
  header('Content-Security-Policy', adminPolicy({ forHeader: true })),
  header('Cache-Control', cache.html),
  '    index index.html;',
  '    try_files $uri $uri/ =404;',
  '  }',
].join('\n');

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
  # HTTP/2 on the TLS listener, so one connection carries every request of a page at once:
  #   listen 443 ssl;  http2 on;          (nginx 1.25.1 and later; before: listen 443 ssl http2;)
  #   listen [::]:443 ssl;
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

const nginx = `# Generated by scripts/postbuild.mjs from deploy/security.mjs and the export: do not edit by hand.
# A server block: include it in the http context (e.g. /etc/nginx/conf.d/site.conf) and point root at
# the uploaded out/ folder. TLS termination and the HTTPS listener are the host's own (see README).
server {
  listen 80;
  server_name _;
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

  # Answers nginx gives before choosing a location (405 below, its own 400 and 414) carry these.
${common.map((line) => line.slice(2)).join('\n')}
  ${header('Content-Security-Policy', assetPolicy).trim()}
  ${header('Allow', allowedMethods.join(', ')).trim()}
  if ($request_method !~ ^(?:${methods})$) {
    return 405;
  }

${block('= /404.html', ['internal;'], notFound.policy, cache.html)}

${pages.map(({ route, file, policy }) => block(`= ${route}`, [`try_files /${file} =404;`], policy, cache.html)).join('\n\n')}

${hostingFiles.map((path) => block(`= ${path}`, ['return 404;'])).join('\n\n')}

${variants.join('\n\n')}

${block('~* \\.html$', ['return 404;'])}

${block('^~ /_next/static/', ['try_files $uri =404;'], assetPolicy, cache.immutable)}

${adminBlock}

${block('^~ /pagefind/', ['try_files $uri =404;'], searchBundlePolicy, cache.html)}

${block('~* \\.(?:svg|png|ico|webp|avif|jpg|webm|mp4|woff2)$', ['try_files $uri =404;'], assetPolicy, cache.media)}

${block('/', ['try_files $uri =404;'], assetPolicy, cache.html)}
}
`;
writeFileSync(join(root, 'deploy/nginx.conf'), nginx);

// ---- Netlify / Cloudflare Pages ----
/** @type {(path: string, headers: Record<string, string>) => string} */
const rule = (path, headers) =>
  [path, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join('\n');
// Both CDNs give a response the headers of every rule that matches it, joining a repeated name with a
// comma, so a header the admin sets differently (its opener policy) cannot sit in /* with the others:
// it goes on each rule of the site instead, and /admin/* carries the admin's own value.
const siteOnly = Object.fromEntries(
  Object.entries(securityHeaders).filter(([name, value]) => adminHeaders[name] !== value),
);
const everywhere = Object.fromEntries(
  Object.entries(securityHeaders).filter(([name]) => !(name in siteOnly)),
);
const headersFile = [
  '# Generated by scripts/postbuild.mjs from deploy/security.mjs: do not edit by hand.',
  rule('/*', everywhere),
  rule('/_next/static/*', {
    'Cache-Control': cache.immutable,
    'Content-Security-Policy': assetPolicy,
    ...siteOnly,
  }),
  rule('/pagefind/*', {
    'Content-Security-Policy': searchBundlePolicy,
    'Cache-Control': cache.html,
    ...siteOnly,
  }),
  ...pages.map(({ route, policy }) =>
    rule(route, { 'Content-Security-Policy': policy, 'Cache-Control': cache.html, ...siteOnly }),
  ),
  rule('/404.html', { 'Content-Security-Policy': notFound.policy, ...siteOnly }),
  rule(`${admin.path}*`, {
    ...Object.fromEntries(Object.entries(adminHeaders).filter(([name]) => !(name in everywhere))),
    'Content-Security-Policy': adminPolicy({ forHeader: true }),
    'Cache-Control': cache.html,
  }),
].join('\n\n');
writeFileSync(join(outDir, '_headers'), `${headersFile}\n`);
// Netlify and Cloudflare Pages serve 404.html for unknown paths themselves (Cloudflare rejects a 404
// rule), and neither lets a rule add or remove a trailing slash: the file holds only the all-lowercase
// variant of each mixed-case route. What each host does beyond that is in the README.
const redirects = pages
  .filter(({ route }) => route !== route.toLowerCase())
  .map(({ route }) => ({ from: route.toLowerCase(), to: route }));
writeFileSync(
  join(outDir, '_redirects'),
  [
    '# Generated by scripts/postbuild.mjs: do not edit by hand.',
    ...redirects.map(({ from, to }) => `${from} ${to} 301`),
    '',
  ].join('\n'),
);

const total = pages.reduce((sum, page) => sum + page.hashes, 0);
console.log(
  `postbuild: pinned ${total} inline scripts on ${pages.length} routes; wrote deploy/nginx.conf, ${out}/_headers, ${out}/_redirects (${variants.length} nginx variant rules, ${redirects.length} CDN redirects); ${out}/admin/ with Sveltia CMS ${adminBuild.version}`,
);
