// The one source of the site's HTTP security policy. scripts/postbuild.mjs turns it into the per-page
// <meta> Content-Security-Policy, deploy/nginx.conf, and the CDN files out/_headers and out/_redirects.

/** Third parties the site really talks to: the e-mail API (quote form) and the map embed (contact page). */
const thirdParties = {
  connect: ['https://api.emailjs.com'],
  frame: ['https://www.google.com'],
};

/** Content-Security-Policy for a page whose inline scripts have the given SHA-256 hashes. */
export function contentSecurityPolicy(scriptHashes, { forHeader }) {
  const directives = [
    ['default-src', "'none'"],
    ['script-src', "'self'", ...scriptHashes.map((hash) => `'sha256-${hash}'`)],
    // React sets style attributes (carousel sizes); no script can run through style-src.
    ['style-src', "'self'", "'unsafe-inline'"],
    ['img-src', "'self'", 'data:'],
    ['font-src', "'self'"],
    ['media-src', "'self'"],
    ['manifest-src', "'self'"],
    ['connect-src', "'self'", ...thirdParties.connect],
    ['frame-src', ...thirdParties.frame],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['object-src', "'none'"],
    // Browsers ignore frame-ancestors in a <meta> policy, so it only goes in the header.
    ...(forHeader ? [['frame-ancestors', "'none'"]] : []),
  ];
  return directives.map((parts) => parts.join(' ')).join('; ');
}

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

export const cache = {
  immutable: 'public, max-age=31536000, immutable',
  html: 'public, max-age=0, must-revalidate',
  media: 'public, max-age=86400, stale-while-revalidate=604800',
};
