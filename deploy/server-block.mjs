// The opening lines shared by the site's server block (deploy/nginx.mjs) and the admin origin's
// (deploy/admin.mjs): how they listen and what every server of ours sets first.

/**
 * `listen` and, with `tls`, the certificate lines for `host` (Let's Encrypt's paths), one line each,
 * not indented; without `tls`: plain HTTP on port 80 (the local tests).
 * @param {string} host
 * @param {boolean} tls
 */
const listenLines = (host, tls) =>
  tls
    ? [
        'listen 443 ssl http2;',
        'listen [::]:443 ssl http2;',
        `ssl_certificate /etc/letsencrypt/live/${host}/fullchain.pem;`,
        `ssl_certificate_key /etc/letsencrypt/live/${host}/privkey.pem;`,
        'ssl_protocols TLSv1.2 TLSv1.3;',
        'ssl_session_cache shared:SSL:10m;',
        'ssl_session_timeout 1d;',
        'ssl_session_tickets off;',
      ]
    : ['listen 80;'];

/**
 * A server block's first lines, indented: how it listens, its name and root, UTF-8, no nginx version
 * in answers, relative redirects, gzip on (each server adds its own gzip types).
 * @param {{ host: string, root: string, tls: boolean }} options
 */
export const serverHead = ({ host, root, tls }) =>
  [
    ...listenLines(host, tls),
    `server_name ${host};`,
    `root ${root};`,
    'charset utf-8;',
    'server_tokens off;',
    'absolute_redirect off;',
    'gzip on;',
  ]
    .map((line) => `  ${line}`)
    .join('\n');
