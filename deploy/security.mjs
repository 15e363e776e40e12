// The one source of the site's HTTP security policy. scripts/postbuild.mjs turns it into the per-page
// <meta> Content-Security-Policy, deploy/nginx.conf, and the CDN files out/_headers and out/_redirects.

/** Third parties the site really talks to: the e-mail API (quote form) and the map embed (contact page). */
const thirdParties = {
  connect: ['https://api.emailjs.com'],
  frame: ['https://www.google.com'],
};

/** @param {string[]} hashes */
const pinned = (hashes) => hashes.map((hash) => `'sha256-${hash}'`);

/**
 * The directives every page shares, with its scripts and style elements as given.
 * @param {string[]} scripts
 * @param {string[]} styles
 * @returns {string[][]}
 */
function pageDirectives(scripts, styles) {
  return [
    ['default-src', "'none'"],
    ['script-src', "'self'", ...scripts],
    // Style sheets come from our own files; an injected <style> element is blocked. Only style
    // attributes are inline (React sets carousel sizes), and no script can run through them.
    ['style-src', "'self'", ...styles],
    ['style-src-attr', "'unsafe-inline'"],
    ['img-src', "'self'", 'data:'],
    ['font-src', "'self'"],
    ['media-src', "'self'"],
    ['manifest-src', "'self'"],
    ['connect-src', "'self'", ...thirdParties.connect],
    ['frame-src', ...thirdParties.frame],
    ['base-uri', "'self'"],
    // No form is ever submitted by the browser itself: both enquiry forms send through script, and
    // without JavaScript the quote form offers a mailto: link instead (docs/hosting.md).
    ['form-action', "'none'"],
    ['object-src', "'none'"],
  ];
}

/** @param {string[][]} directives */
const serialise = (directives) => directives.map((parts) => parts.join(' ')).join('; ');

/**
 * A page's own policy, in its <meta http-equiv="Content-Security-Policy">: every inline script and
 * inline <style> element of the page pinned by its SHA-256 hash. (Browsers ignore frame-ancestors in
 * a <meta> policy; the header below carries it.)
 */
/**
 * @param {string[]} scriptHashes
 * @param {{ styleHashes?: string[] }} [options]
 */
export function pagePolicy(scriptHashes, { styleHashes = [] } = {}) {
  return serialise(pageDirectives(pinned(scriptHashes), pinned(styleHashes)));
}

/**
 * The first lines of the head of a page the build writes by hand, outside Next (the public
 * /admin/ redirect, the admin's list of texts to translate): UTF-8, its Content-Security-Policy
 * `policy` (already fit for an attribute) and never indexed. Each page indents them its own way.
 * @param {string} policy
 * @returns {string[]}
 */
export function handWrittenHead(policy) {
  return [
    '<meta charset="utf-8" />',
    `<meta http-equiv="Content-Security-Policy" content="${policy}" />`,
    '<meta name="robots" content="noindex, nofollow" />',
  ];
}

/**
 * The one header policy of every page (and of the 404 answer), the same for all of them: each
 * directive of the page policies, with 'unsafe-inline' where they list their per-page hashes, plus
 * frame-ancestors. A browser enforces the header policy and the page's <meta> policy both, so a
 * script or <style> element runs only if both allow it: the header lets the hashed inline scripts
 * through and the meta policy, parsed before any of them, pins them. The header can therefore be one
 * rule for the whole site (Cloudflare Pages allows 100) instead of one per page.
 */
export const headerPolicy = serialise([
  ...pageDirectives(["'unsafe-inline'"], ["'unsafe-inline'"]),
  ['frame-ancestors', "'none'"],
]);

/** Headers every response carries. */
export const securityHeaders = {
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains; preload',
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy':
    'accelerometer=(), autoplay=(self), camera=(), display-capture=(), encrypted-media=(), fullscreen=(self), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), midi=(), payment=(), picture-in-picture=(), publickey-credentials-get=(), screen-wake-lock=(), sync-xhr=(), usb=(), xr-spatial-tracking=()',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Resource-Policy': 'same-origin',
};

/** Policy for responses that are not pages (assets, redirects, the sitemap): nothing may run. */
export const assetPolicy = "default-src 'none'; frame-ancestors 'none'";

/** The only methods a static site answers; anything else gets 405 with this Allow header. */
export const allowedMethods = ['GET', 'HEAD'];

/** Files in the export that configure the CDN and must never be served as content. */
export const hostingFiles = ['/_headers', '/_redirects', '/_worker.js', '/_routes.json'];

/**
 * Policy for the site search bundle under /pagefind/. Pagefind runs its WebAssembly in a Worker, which
 * obeys the policy of its own response: 'wasm-unsafe-eval' is allowed here and nowhere else, and the
 * Worker may fetch the index chunks from the same origin. Pages load pagefind.js through their 'self'.
 */
export const searchBundlePolicy =
  "default-src 'none'; script-src 'wasm-unsafe-eval'; connect-src 'self'; frame-ancestors 'none'";

/**
 * On a CDN, what the branded 404 needs to look like itself, added to the asset policies above.
 * Cloudflare Pages (and Netlify) choose a response's headers by the path asked for, not by the file
 * served: a missing file under /_next/static/, /pagefind/ or *.svg is answered with 404.html under
 * that path's policy, and default-src 'none' left it without its styles, fonts and logo (issue 45:
 * 38 violations each). These let the 404 draw its inlined styles (pinned by its <meta> policy),
 * style attributes, fonts, images and the footer's video, and still run nothing: no script-src is added, so an SVG
 * opened on its own, a script or the search Worker gets no more than before to run. The 404's own
 * scripts stay blocked there; it works as a page of links. nginx answers every 404 from its own
 * location with the site's policy, so it needs none of this.
 */
const notFoundLook = pageDirectives([], ["'unsafe-inline'"]).filter(([name]) =>
  ['style-src', 'style-src-attr', 'img-src', 'font-src', 'media-src'].includes(name ?? ''),
);
/** @param {string} policy */
const withNotFoundLook = (policy) => {
  const [first, ...rest] = policy.split('; ');
  return [
    first,
    ...rest.slice(0, -1),
    ...notFoundLook.map((parts) => parts.join(' ')),
    ...rest.slice(-1),
  ].join('; ');
};
export const cdnAssetPolicy = withNotFoundLook(assetPolicy);
export const cdnSearchBundlePolicy = withNotFoundLook(searchBundlePolicy);

/**
 * The content admin (Sveltia CMS) at /admin/: a separate single-page app with its own policy, so the
 * site's strict one stays as it is. It talks to the Git host's API (GitHub), draws avatars from it,
 * previews uploads as blob:/data: URLs and injects its component styles at run time (Svelte), hence
 * 'unsafe-inline' for styles here and nowhere else. Its script is our own copy ('self', no inline
 * script, no eval). Sign-in opens the OAuth client at `base_url` (config.yml) in a popup, which reports
 * back through window.opener: that needs 'same-origin-allow-popups' instead of 'same-origin'.
 * Chromium loads the web app manifest the CMS makes for itself as a blob: URL (manifest-src blob:).
 * The entry preview is a blob: document in a frame (frame-src blob:) that inherits this policy and
 * loads the site's own stylesheets, fonts and images ('self').
 */
export const admin = {
  path: '/admin/',
  gitHost: { api: 'https://api.github.com', avatars: 'https://avatars.githubusercontent.com' },
};

/** @param {{ forHeader: boolean }} options */
export function adminPolicy({ forHeader }) {
  const directives = [
    ['default-src', "'none'"],
    ['script-src', "'self'"],
    ['style-src', "'self'", "'unsafe-inline'"],
    ['img-src', "'self'", 'data:', 'blob:', admin.gitHost.avatars],
    ['font-src', "'self'"],
    ['media-src', "'self'", 'blob:'],
    ['manifest-src', 'blob:'],
    ['frame-src', 'blob:'],
    ['connect-src', "'self'", 'data:', 'blob:', admin.gitHost.api],
    ['base-uri', "'self'"],
    ['form-action', "'none'"],
    ['object-src', "'none'"],
    ...(forHeader ? [['frame-ancestors', "'none'"]] : []),
  ];
  return directives.map((parts) => parts.join(' ')).join('; ');
}

/**
 * Headers of every response under /admin/: the site's, with the admin's opener policy, never indexed.
 * @type {Record<string, string>}
 */
export const adminHeaders = {
  ...securityHeaders,
  'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
  'X-Robots-Tag': 'noindex, nofollow',
};

export const cache = {
  immutable: 'public, max-age=31536000, immutable',
  html: 'public, max-age=0, must-revalidate',
  media: 'public, max-age=86400, stale-while-revalidate=604800',
};
