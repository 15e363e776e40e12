// A static file server over HTTPS with HTTP/2, for the benchmark: how a real host (a CDN, or nginx with
// `http2 on`, see deploy/nginx.conf) serves the export, where every request of a page shares one warm
// connection instead of opening up to six. Not for production: a self-signed certificate, no caching.
//
//   node scripts/h2-static.mjs <folder> <port> <cert-dir>
//
// URLs resolve like `serve` and the hosting configs: /about → about.html, / → index.html, a miss →
// 404.html with status 404. Text is gzip-compressed (level 6, like nginx's gzip_comp_level and serve).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, statSync } from 'node:fs';
import { createSecureServer } from 'node:http2';
import { extname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';

const [folder, port, certDir] = process.argv.slice(2);
if (!folder || !port || !certDir)
  throw new Error('usage: h2-static.mjs <folder> <port> <cert-dir>');

const key = join(certDir, 'key.pem');
const cert = join(certDir, 'cert.pem');
if (!existsSync(cert)) {
  mkdirSync(certDir, { recursive: true });
  execFileSync('openssl', [
    'req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '30',
    '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1',
    '-keyout', key, '-out', cert,
  ], { stdio: 'ignore' }); // prettier-ignore
}

/** @type {Record<string, string>} */
const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
  '.svg': 'image/svg+xml',
  '.webp': 'image/webp',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.webm': 'video/webm',
  '.mp4': 'video/mp4',
  '.wasm': 'application/wasm',
  '.webmanifest': 'application/manifest+json',
};
const compressible = /^(text\/|application\/(json|xml|manifest)|image\/svg)/;

/** @param {string} pathname */
function resolveFile(pathname) {
  const path = normalize(decodeURIComponent(pathname)).replace(/^(\.\.[/\\])+/, '');
  for (const candidate of [path, `${path}.html`, join(path, 'index.html')]) {
    const file = join(folder, candidate);
    if (existsSync(file) && statSync(file).isFile()) return file;
  }
  return null;
}

/** @type {Map<string, Buffer>} */
const cache = new Map();
/**
 * @param {string} file
 * @param {boolean} gzip
 */
function body(file, gzip) {
  const id = `${file}:${gzip}`;
  let bytes = cache.get(id);
  if (!bytes) {
    const raw = readFileSync(file);
    bytes = gzip ? gzipSync(raw, { level: 6 }) : raw;
    cache.set(id, bytes);
  }
  return bytes;
}

createSecureServer(
  { key: readFileSync(key), cert: readFileSync(cert), allowHTTP1: true },
  (req, res) => {
    const { pathname } = new URL(req.url, 'https://localhost');
    const found = resolveFile(pathname);
    const file = found ?? join(folder, '404.html');
    const type = types[extname(file)] ?? 'application/octet-stream';
    const gzip = compressible.test(type) && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
    res.writeHead(found ? 200 : 404, {
      'content-type': type,
      ...(gzip ? { 'content-encoding': 'gzip', vary: 'accept-encoding' } : {}),
      'cache-control': 'no-store',
    });
    if (req.method === 'HEAD') res.end();
    else res.end(body(file, gzip));
  },
).listen(Number(port), '127.0.0.1');
