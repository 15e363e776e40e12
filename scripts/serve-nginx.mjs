// Serves out/ through Debian's nginx with the shipped deploy/nginx.conf, on a loopback port, in the
// foreground (the Playwright web server for the hosting tests). Usage: node scripts/serve-nginx.mjs PORT
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
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

const server = readFileSync(join(root, 'deploy/nginx.conf'), 'utf8')
  .replace(/^  listen 80;$/m, `  listen 127.0.0.1:${port};`)
  .replace('root /var/www/site/out;', `root ${out};`);

// The content admin's own server (deploy/nginx-admin.conf, its own site) on the next port: another
// origin, as admin.<domain> is in production.
const adminConf = join(root, 'deploy/nginx-admin.conf');
const adminServer = existsSync(adminConf)
  ? readFileSync(adminConf, 'utf8')
      .replace(/^  listen 80;$/m, `  listen 127.0.0.1:${port + 1};`)
      .replace('root /var/www/site/out-admin;', `root ${join(root, 'out-admin')};`)
  : '';

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
