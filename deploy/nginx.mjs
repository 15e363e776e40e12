// deploy/nginx.conf, written by scripts/postbuild.mjs from deploy/security.mjs: a function of the site's
// host name and its route table, so tests can build it at any number of pages without a build
// (tests/unit/cdn-scale.test.ts) and scripts/serve-nginx.mjs can make the plain-HTTP variant the local
// tests run. One function per server block (siteServer, httpsRedirectServer, unknownHostsServer),
// joined by nginxConfig; the path rules every server shares are the http-level maps of routingMaps.
//
// Nothing in it grows with the number of pages: pages are served by one location (`try_files
// $uri.html`), and every variant of a route (case, trailing slash, .html, runs of slashes) is answered
// by one named location that computes the canonical path with maps. The only per-route lines are the
// routes whose canonical path has capital letters (the spec's product pages): article names are lower
// case, so the file is the same at 78 and at 1,000 routes.
import { serverHead } from './server-block.mjs';
import {
  admin,
  adminHeaders,
  adminPolicy,
  allowedMethods,
  assetPolicy,
  cache,
  headerPolicy,
  hostingFiles,
  searchBundlePolicy,
  securityHeaders,
} from './security.mjs';

/** Runs of slashes collapsed in one hop; a path with more takes one more hop (always on the site). */
const slashRuns = 16;
/** Capital letters lowered in one pass; a typed variant with more answers 404. */
const capitalLetters = 64;
/** A route as nginx's page location can serve it and the variant maps can name it. */
const routeShape = /^\/(?:[A-Za-z0-9-]+(?:\/[A-Za-z0-9-]+)*)?$/;

/** @param {string} text */
const escapeRegex = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
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

/** The location that serves every page (its exported .html file), with the page headers. */
export const pageLocation = '~* ^/[^.]*(?:\\.html)?$';

/**
 * The http-level maps: from the request line as sent ($request_uri, still percent-encoded, never the
 * decoded $uri, so no decoded "\r\n" or "//" can reach a Location) to the canonical path of the route
 * it names, and to the path with its runs of slashes collapsed.
 * @param {string[]} routes
 */
function routingMaps(routes) {
  const odd = routes.filter((route) => !routeShape.test(route));
  if (odd.length > 0) throw new Error(`nginx: routes nginx cannot name: ${odd.join(', ')}`);
  const mixedCase = routes.filter((route) => route !== route.toLowerCase());
  const stage = (
    /** @type {string} */ from,
    /** @type {string} */ to,
    /** @type {string} */ rule,
  ) => `map $${from} $${to} { ${rule} default $${from}; }`;
  const unslash = Array.from({ length: slashRuns }, (_, n) =>
    stage(
      `site_unslashed${n}`,
      `site_unslashed${n + 1}`,
      '"~^(?<site_s>.*?)//+(?<site_t>.*)$" $site_s/$site_t;',
    ),
  );
  const lower = Array.from({ length: capitalLetters }, (_, n) =>
    stage(
      `site_lower${n}`,
      `site_lower${n + 1}`,
      '"~^(?<site_l>[^A-Z]*)(?<site_capital>[A-Z])(?<site_r>.*)$" $site_l$site_small$site_r;',
    ),
  );
  const letters = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ']
    .map((c) => `${c} ${c.toLowerCase()};`)
    .join(' ');
  return `# ---- The canonical path of a request (http context: shared by every server below) ----
# The path as sent, without the query (an absolute-form request line's scheme and host left off).
map $request_uri $site_path {
  "~^(?:[A-Za-z][A-Za-z0-9+.-]*://[^/?]*)?(?<site_p>[^?]*)" $site_p;
}
# A run of two or more slashes anywhere, or a backslash right after the first slash.
map $site_path $site_slashes {
  "~^/[/\\\\\\\\]|//" 1;
  default "";
}
# The path with its runs of slashes collapsed: first the leading run (slashes and backslashes, so the
# result can never start with "//" or "/\\", another host to a browser), then ${slashRuns} inner runs, one a map.
map $site_path $site_unslashed0 {
  "~^/[/\\\\\\\\]+(?<site_s>.*)$" /$site_s;
  default $site_path;
}
${unslash.join('\n')}
# The route a path names: "/", "/index.html", "/a/b", "/a/b/", "/a/b.html", "/a/b/index.html", in any
# case; anything else names none.
map $site_unslashed${slashRuns} $site_lower0 {
  "~*^/(?:index\\.html)?$" /;
  "~*^(?<site_b>(?:/[a-z0-9-]+)+?)(?:/index\\.html|\\.html|/)?$" $site_b;
  default "";
}
# Lower case, one capital letter a map (nginx has no lower-case function without a module).
map $site_capital $site_small { volatile; ${letters} }
${lower.join('\n')}
# The canonical route: a route with capital letters by name (nginx compares these names without
# regard to case), any other its lower-case path; never a page that is not a route.
map $site_lower${capitalLetters} $site_route {
  /index "";
  /404 "";
  "~(?:^|/)index$" "";
  "~^/(?:admin|_next|pagefind)(?:/|$)" "";
${mixedCase.map((route) => `  ${route.toLowerCase()} ${route};`).join('\n')}
  default $site_lower${capitalLetters};
}
map $site_route $site_route_file {
  "" "";
  / /index.html;
  default $site_route.html;
}
# The route is the path as sent: answering it with a redirect would loop.
map "$site_route $site_path" $site_same {
  "~^(?<site_q>\\S+) \\k<site_q>$" 1;
  default "";
}`;
}

// HTTP/2 and pre-compressed files for a real deployment (the local hosting tests stay on HTTP/1.1).
const performance = `  # ---- Transport and compression for a real deployment ----
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

/**
 * The content admin at /admin/ on the site's own origin: its own headers in full (its policy and
 * opener policy differ from the site's). The default of nginxConfig's `adminLocations`; a build that
 * serves the admin elsewhere passes its own (the site's headers are handed to it).
 * @type {AdminLocations}
 */
const sameOriginAdmin = () => {
  return [
    `  location = ${admin.path.slice(0, -1)} {`,
    `    return 301 ${admin.path};`,
    '  }',
    '',
    `  location ^~ ${admin.path} {`,
    ...Object.entries(adminHeaders).map(([name, value]) => header(name, value)),
    header('Content-Security-Policy', adminPolicy({ forHeader: true })),
    header('Cache-Control', cache.html),
    // A folder without an index.html (/admin/cms/, /admin/fonts/) is the branded 404, never nginx's 403.
    '    try_files $uri ${uri}index.html =404;',
    '  }',
  ].join('\n');
};
/** @typedef {(siteHeaders: string[]) => string} AdminLocations the /admin locations of the site server, given the add_header lines of the site's assets */

/**
 * The site's server block.
 * @param {{ host: string, tls: boolean, root?: string, adminLocations: AdminLocations }} options
 */
function siteServer({ host, tls, root = '/var/www/site/out', adminLocations }) {
  const methods = allowedMethods.join('|');
  return `server {
${serverHead({ host, root, tls })}
  gzip_vary on;
  gzip_comp_level 6;
  gzip_min_length 256;
  gzip_types text/plain text/css text/xml application/javascript application/json application/xml image/svg+xml application/manifest+json;
${performance}
  error_page 404 /404.html;
  error_page 418 = @canonical;

  # Answers nginx gives before choosing a location (405 and 301 below, its own 400 and 414) carry these.
${common.map((line) => line.slice(2)).join('\n')}
  ${header('Content-Security-Policy', assetPolicy).trim()}
  ${header('Allow', allowedMethods.join(', ')).trim()}
  if ($request_method !~ ^(?:${methods})$) {
    return 405;
  }
  # A run of slashes anywhere (//ar//about, /about//): nginx would serve the page, whose router then
  # reads the path as another host's URL. One 301 to the clean path, from @canonical.
  if ($site_slashes) {
    return 418;
  }

${block('= /404.html', ['internal;'], headerPolicy, cache.html)}

${block('= /', ['try_files /index.html =404;'], headerPolicy, cache.html)}

  # Exported files that are no page (/index, the error pages) and the CDN's configuration files.
${block(`~ ^/(?:index|404|_not-found|${hostingFiles.map((path) => escapeRegex(path.slice(1))).join('|')})$`, ['return 404;'])}

  # Every page: /about is out/about.html. Anything else shaped like a page (/ABOUT, /about/,
  # /about.html, /unknown) goes to @canonical.
${block(pageLocation, ['try_files $uri.html @canonical;'], headerPolicy, cache.html)}

  # The canonical path of what was asked (the maps above): 301 there when it is a page, query kept;
  # with a run of slashes and no page, 301 to the path with its slashes collapsed; otherwise 404.
  # Every target is built from the request as sent and starts with one slash and no backslash.
${block('@canonical', [
  'if ($site_same) {',
  '  return 404;',
  '}',
  'if (-f $document_root$site_route_file) {',
  '  return 301 $site_route$is_args$args;',
  '}',
  'if ($site_slashes) {',
  `  return 301 $site_unslashed${slashRuns}$is_args$args;`,
  '}',
  'return 404;',
])}

${block('^~ /_next/static/', ['try_files $uri =404;'], assetPolicy, cache.immutable)}

${adminLocations([...common, header('Content-Security-Policy', assetPolicy)])}

${block('^~ /pagefind/', ['try_files $uri =404;'], searchBundlePolicy, cache.html)}

${block('~* \\.(?:svg|png|ico|webp|avif|jpg|webm|mp4|woff2)$', ['try_files $uri =404;'], assetPolicy, cache.media)}

${block('/', ['try_files $uri =404;'], assetPolicy, cache.html)}
}`;
}

/**
 * Plain HTTP for the site's name: a 301 to https:// on that same name. The target names the site's
 * own host, never the request's ($host): Host: evil.example must not be sent on to evil.example.
 * @param {string} host
 */
function httpsRedirectServer(host) {
  return `server {
  listen 80;
  listen [::]:80;
  server_name ${host};
  server_tokens off;
  return 301 https://${host}$request_uri;
}`;
}

/**
 * Any other host name, or none (a scan by IP address): no answer (444 over HTTP; over HTTPS the
 * handshake is refused, so no certificate is needed and the site's is never shown to a stranger).
 */
function unknownHostsServer() {
  return `server {
  listen 80 default_server;
  listen [::]:80 default_server;
  listen 443 ssl http2 default_server;
  listen [::]:443 ssl http2 default_server;
  server_name _;
  server_tokens off;
  ssl_reject_handshake on;
  return 444;
}`;
}

/**
 * The whole file. With `tls` (what deploy/nginx.conf ships): the site over HTTPS, plain HTTP
 * redirected, other names refused. Without: the site alone on port 80, for the local tests.
 * @param {{ host: string, routes: string[], tls?: boolean, root?: string, adminLocations?: AdminLocations }} options
 */
export function nginxConfig({ host, routes, tls = true, root, adminLocations = sameOriginAdmin }) {
  const intro = tls
    ? `# Generated by scripts/postbuild.mjs (deploy/nginx.mjs, deploy/security.mjs): do not edit by hand.
# Include it in the http context (e.g. /etc/nginx/conf.d/site.conf), point root at the uploaded out/
# folder and set the certificate's paths (docs/deploying.md). The site answers over HTTPS (HTTP/2;
# from nginx 1.25.1 write 'listen 443 ssl;' with 'http2 on;'), http:// on its name is redirected to
# https://, and any other name or a bare IP address gets no answer.`
    : `# The plain-HTTP variant of deploy/nginx.conf for local tests (scripts/serve-nginx.mjs): the same
# site server, on port 80 only, without the certificate. Never deploy this one.`;
  return (
    [
      intro,
      routingMaps(routes),
      `# ---- The site ----\n${siteServer({ host, tls, root, adminLocations })}`,
      ...(tls
        ? [
            `# ---- http:// on the site's name: to https:// ----\n${httpsRedirectServer(host)}`,
            `# ---- Any other name, or none: closed without an answer ----\n${unknownHostsServer()}`,
          ]
        : []),
    ].join('\n\n') + '\n'
  );
}
