import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { requireExport, outDir } from './export';

const root = join(__dirname, '../..');
const nginx = ['/usr/sbin/nginx', '/usr/local/sbin/nginx'].find(existsSync);
const mimeTypes = ['/etc/nginx/mime.types', '/usr/local/etc/nginx/mime.types'].find(existsSync);
const openssl = ['/usr/bin/openssl', '/usr/local/bin/openssl'].find(existsSync);

type Answer = { status: number; headers: Record<string, string | string[] | undefined> };

/** The site's host name, as content/site.yml gives its origin (robots.txt names its sitemap). */
const siteHost = () =>
  new URL(
    readFileSync(join(outDir, 'robots.txt'), 'utf8').match(/^Sitemap: (https:\/\/[^/\s]+)\//m)![1]!,
  ).host;

/** A GET to `url` asking for the host `host` (the Host header, and over TLS the server name). */
function get(url: string, host?: string): Promise<Answer> {
  const request = url.startsWith('https:') ? httpsRequest : httpRequest;
  const named = host ? { headers: { host }, servername: host } : {};
  return new Promise((resolve, reject) => {
    const options = { rejectUnauthorized: false, timeout: 5000, ...named };
    const call = request(url, options, (response) => {
      response.resume();
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers }),
      );
    });
    call.on('error', reject);
    call.end();
  });
}

async function waitFor(url: string, host?: string) {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    try {
      return await get(url, host);
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error(`nothing answers at ${url}`);
}

describe('deploy/nginx.conf as shipped (TLS)', () => {
  it("is three server blocks that redirect http:// to https:// on the site's own name, refuse any other name and serve the site over TLS, a run of slashes in one hop", async () => {
    requireExport();
    const host = siteHost();
    // The shipped file is the TLS one, to deploy as it is but for the certificate's paths; the
    // plain-HTTP variant of the local tests is made apart (scripts/serve-nginx.mjs).
    const tls = readFileSync(join(root, 'deploy/nginx.conf'), 'utf8');
    expect(tls).not.toContain('# tls:');
    expect(tls.match(/^server \{$/gm)).toHaveLength(3);
    // The redirect's target is the site's name, never the name asked for (issue 45: $host sent
    // Host: evil.example on to https://evil.example/).
    expect(tls).not.toContain('$host');
    expect(tls).toContain(`return 301 https://${host}$request_uri;`);
    expect(tls.match(/^ {2}server_name (\S+);$/gm)).toEqual([
      `  server_name ${host};`,
      `  server_name ${host};`,
      '  server_name _;',
    ]);
    expect(tls).toMatch(/^ {2}listen 443 ssl http2;$/m);
    expect(tls).toMatch(/^ {2}listen 80 default_server;$/m);
    expect(tls).toMatch(/^ {2}listen 443 ssl http2 default_server;$/m);
    expect(tls).not.toMatch(/server \{\n {2}listen 80;\n {2}listen 443/);
    if (!nginx || !mimeTypes || !openssl) return; // checked by CI, which installs nginx

    const work = mkdtempSync(join(tmpdir(), 'nginx-tls-'));
    // Loopback ports of this run; a clash with another run fails loudly, never silently.
    const http = 20_000 + Math.floor(Math.random() * 20_000);
    const https = http + 1;
    try {
      const made = spawnSync(openssl, [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=127.0.0.1',
        '-keyout',
        join(work, 'key.pem'),
        '-out',
        join(work, 'cert.pem'),
      ]);
      expect(made.status, made.stderr?.toString()).toBe(0);
      const server = tls
        .replace(
          /listen 443 ssl http2( default_server)?;/g,
          `listen 127.0.0.1:${https} ssl http2$1;`,
        )
        .replace(/listen 80( default_server)?;/g, `listen 127.0.0.1:${http}$1;`)
        .replace(/^\s*listen \[::\]:\d+[^;]*;\n/gm, '')
        .replace(/ssl_certificate (\S+);/, `ssl_certificate ${join(work, 'cert.pem')};`)
        .replace(/ssl_certificate_key (\S+);/, `ssl_certificate_key ${join(work, 'key.pem')};`)
        .replace('root /var/www/site/out;', `root ${outDir};`);
      mkdirSync(join(work, 'logs'));
      writeFileSync(
        join(work, 'nginx.conf'),
        `worker_processes 1;\npid ${work}/nginx.pid;\nerror_log ${work}/logs/error.log warn;\n` +
          `events { worker_connections 64; }\nhttp {\n  include ${mimeTypes};\n  access_log off;\n` +
          ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
            .map((name) => `  ${name}_temp_path ${work}/${name};\n`)
            .join('') +
          `${server}\n}\n`,
      );
      const check = spawnSync(nginx, ['-t', '-p', work, '-c', join(work, 'nginx.conf')]);
      expect(check.status, check.stderr?.toString()).toBe(0);
      const child = spawn(nginx, ['-p', work, '-c', join(work, 'nginx.conf'), '-g', 'daemon off;']);
      try {
        const redirect = await waitFor(`http://127.0.0.1:${http}/about?x=1`, host);
        expect(redirect.status).toBe(301);
        expect(redirect.headers.location).toBe(`https://${host}/about?x=1`);
        const page = await waitFor(`https://127.0.0.1:${https}/about`, host);
        expect(page.status).toBe(200);
        expect(page.headers['strict-transport-security']).toMatch(/max-age=\d{8,}/);
        expect(page.headers['content-security-policy']).toMatch(/frame-ancestors 'none'$/);
        // Runs of slashes anywhere: one 301 to the clean path, on the site.
        for (const [typed, clean] of [
          ['//ar//about', '/ar/about'],
          ['/ar///about?x=1', '/ar/about?x=1'],
          ['/about//', '/about'],
        ]) {
          const moved = await get(`https://127.0.0.1:${https}${typed}`, host);
          expect([moved.status, moved.headers.location], typed).toEqual([301, clean]);
        }
        // Another name, or none (by IP address): the connection is closed without an answer over
        // HTTP (444), the handshake refused over HTTPS; nothing is redirected or served.
        for (const [url, name] of [
          [`http://127.0.0.1:${http}/about`, 'evil.example'],
          [`http://127.0.0.1:${http}/about`, undefined],
          [`https://127.0.0.1:${https}/about`, 'evil.example'],
          [`https://127.0.0.1:${https}/about`, undefined],
        ] as const)
          await expect(get(url, name), `${url} as ${name ?? 'no name'}`).rejects.toThrow(
            /socket hang up|ECONNRESET|alert|handshake/i,
          );
      } finally {
        child.kill('SIGQUIT');
        await new Promise((resolve) => child.on('exit', resolve));
      }
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
  }, 120_000);
});
