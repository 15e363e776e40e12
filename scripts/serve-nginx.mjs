// Serves out/ through Debian's nginx, on a loopback port, in the foreground (the Playwright web server
// for the hosting tests). The config is the plain-HTTP variant of the shipped deploy/nginx.conf, made
// here by the same function (deploy/nginx.mjs: the same maps and site server, on port 80 without TLS;
// tests/unit/nginx-tls.test.ts runs the shipped file itself). Usage: node scripts/serve-nginx.mjs PORT
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

const port = Number(process.argv[2] ?? 4180);
const root = new URL('..', import.meta.url).pathname;
const work = join(root, 'test-results/nginx');
mkdirSync(join(work, 'logs'), { recursive: true });

const nginx = ['/usr/sbin/nginx', '/usr/local/sbin/nginx'].find(existsSync) ?? 'nginx';
const mimeTypes = ['/etc/nginx/mime.types', '/usr/local/etc/nginx/mime.types'].find(existsSync);
if (!mimeTypes)
  throw new Error('serve-nginx: no mime.types found; install nginx (scripts/ensure-nginx.sh)');

/**
 * Started as root, nginx runs its workers as `nobody`, which must be able to walk down to out/ and
 * read every file there; otherwise every request is a bare 403. Say so up front, with the fix.
 * @param {string} out
 * @returns {string | undefined} the first folder or file it cannot reach
 */
function unreadableByWorker(out) {
  if (process.getuid?.() !== 0) return undefined; // the workers run as the current user
  /** @type {(path: string, bits: number) => boolean} */
  const otherCan = (path, bits) => (statSync(path).mode & bits) === bits;
  for (let dir = dirname(out); dir !== dirname(dir); dir = dirname(dir))
    if (!otherCan(dir, 0o001)) return dir;
  /** @type {(path: string) => string | undefined} */
  const walk = (path) => {
    if (statSync(path).isDirectory()) {
      if (!otherCan(path, 0o005)) return path;
      for (const name of readdirSync(path)) {
        const found = walk(join(path, name));
        if (found) return found;
      }
      return undefined;
    }
    return otherCan(path, 0o004) ? undefined : path;
  };
  return walk(out);
}

const out = join(root, 'out');
if (!existsSync(join(out, 'index.html'))) {
  console.error('serve-nginx: no export in out/; run `npm run build` first.');
  process.exit(1);
}
const blocked = unreadableByWorker(out);
if (blocked) {
  console.error(
    `serve-nginx: nginx runs its workers as "nobody", which cannot read ${blocked}, so every page ` +
      'would answer 403. Give others read access (for example `chmod o+rx` on each folder down to ' +
      'out/ and `chmod -R o+rX out`), move the checkout out of the private folder, or run the tests ' +
      'as a non-root user (nginx then runs its workers as that user).',
  );
  process.exit(1);
}

// Imported here, after the checks above, so a checkout they refuse is told why before anything else.
const { nginxConfig } = await import('../deploy/nginx.mjs');
const { exportedRoutes, siteOrigin } = await import('./built-routes.mjs');
const { adminNginxServer, origins, publicAdminLocations } = await import('../deploy/admin.mjs');
const { adminOrigin } = origins(root);
const server = nginxConfig({
  host: new URL(siteOrigin(out)).host,
  routes: exportedRoutes(out),
  tls: false,
  root: out,
  adminLocations: (siteHeaders) => publicAdminLocations(adminOrigin, siteHeaders),
}).replace(/^ {2}listen 80;$/m, `  listen 127.0.0.1:${port};`);
writeFileSync(join(work, 'site.conf'), server);

// The content admin's own server (deploy/nginx-admin.conf's plain-HTTP variant, out-admin/) on the
// next port: another origin, as admin.<domain> is in production.
const adminServer = adminNginxServer({
  adminOrigin,
  root: join(root, 'out-admin'),
  tls: false,
}).replace(/^ {2}listen 80;$/m, `  listen 127.0.0.1:${port + 1};`);

const main = `worker_processes 1;
pid ${work}/nginx.pid;
error_log ${work}/logs/error.log warn;
events { worker_connections 256; }
http {
  include ${mimeTypes};
  types { application/manifest+json webmanifest; }
  default_type application/octet-stream;
  access_log off;
  client_body_temp_path ${work}/client_body;
  proxy_temp_path ${work}/proxy;
  fastcgi_temp_path ${work}/fastcgi;
  uwsgi_temp_path ${work}/uwsgi;
  scgi_temp_path ${work}/scgi;
  sendfile on;
${server}
${adminServer}
}
`;
writeFileSync(join(work, 'nginx.conf'), main);
const child = spawn(nginx, ['-p', work, '-c', join(work, 'nginx.conf'), '-g', 'daemon off;'], {
  stdio: 'inherit',
});
const stop = () => child.kill('SIGQUIT');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
child.on('exit', (code) => process.exit(code ?? 0));
