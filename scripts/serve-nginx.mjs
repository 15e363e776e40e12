// Serves out/ through Debian's nginx with the shipped deploy/nginx.conf, on a loopback port, in the
// foreground (the Playwright web server for the hosting tests). Usage: node scripts/serve-nginx.mjs PORT
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const port = Number(process.argv[2] ?? 4180);
const root = new URL('..', import.meta.url).pathname;
const work = join(root, 'test-results/nginx');
mkdirSync(join(work, 'logs'), { recursive: true });

const nginx = ['/usr/sbin/nginx', '/usr/local/sbin/nginx'].find(existsSync) ?? 'nginx';
const mimeTypes = ['/etc/nginx/mime.types', '/usr/local/etc/nginx/mime.types'].find(existsSync);
if (!mimeTypes)
  throw new Error('serve-nginx: no mime.types found; install nginx (scripts/ensure-nginx.sh)');

const server = readFileSync(join(root, 'deploy/nginx.conf'), 'utf8')
  .replace('listen 80;', `listen 127.0.0.1:${port};`)
  .replace('root /var/www/site/out;', `root ${join(root, 'out')};`);

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
