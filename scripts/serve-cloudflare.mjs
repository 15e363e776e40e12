// Serves out/ through Cloudflare Pages' own local emulator (`wrangler pages dev`, the pinned
// devDependency) on a loopback port, in the foreground: the Playwright web server for
// tests/e2e/cloudflare.spec.ts. It reads out/_headers and out/_redirects as Cloudflare does and exits
// with an error if it skipped any line of them (an invalid rule, or one over Cloudflare's limits), so
// the tests never run against a half-read configuration. No network: no telemetry, no update check,
// no fetch of the request.cf object. Usage: node scripts/serve-cloudflare.mjs PORT [DIR]
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const port = Number(process.argv[2] ?? 4185);
const root = new URL('..', import.meta.url).pathname;
const site = resolve(root, process.argv[3] ?? 'out');
const work = join(root, 'test-results/wrangler');
mkdirSync(work, { recursive: true });
// wrangler bundles out/_worker.js under .wrangler/ in the nearest folder with a package.json: this one,
// not the checkout's root.
writeFileSync(join(work, 'package.json'), '{ "private": true }\n');

if (!existsSync(join(site, 'index.html'))) {
  console.error(`serve-cloudflare: no export in ${site}; run \`npm run build\` first.`);
  process.exit(1);
}

/** Rules each file holds, counted as Cloudflare counts them (a path line starts a header rule). */
/** @param {string} file */
const meaningful = (file) =>
  readFileSync(join(site, file), 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));
const expected = {
  header: meaningful('_headers').filter((line) => line.startsWith('/')).length,
  redirect: meaningful('_redirects').length,
};

const child = spawn(
  join(root, 'node_modules/.bin/wrangler'),
  [
    'pages',
    'dev',
    site,
    '--ip=127.0.0.1',
    `--port=${port}`,
    `--inspector-port=${port + 1}`,
    // A fixed date inside what the pinned runtime supports (a later one makes wrangler look for updates).
    '--compatibility-date=2025-01-01',
    `--persist-to=${join(work, 'state')}`,
    '--show-interactive-dev-session=false',
  ],
  {
    cwd: work,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      WRANGLER_SEND_METRICS: 'false',
      FORCE_COLOR: '0',
      WRANGLER_HIDE_BANNER: 'true',
      CLOUDFLARE_CF_FETCH_ENABLED: 'false',
      WRANGLER_LOG_PATH: join(work, 'logs'),
    },
  },
);

let output = '';
let ready = false;
/** @type {string[]} */
const problems = [];
/** @param {Buffer} chunk */
function read(chunk) {
  const text = chunk.toString();
  process.stdout.write(text);
  if (ready) return; // from here on it logs requests, whose paths are the tests' own
  output += text;
  ready = /Ready on/.test(text);
  // wrangler lists every line it skipped under a warning, and says how many rules it took.
  if (/invalid|Skipping|Maximum number|Ignoring/i.test(text)) problems.push(text.trim());
  if (ready)
    for (const kind of Object.keys(expected))
      if (!new RegExp(`Parsed \\d+ valid ${kind} rules?`).test(output))
        problems.push(`wrangler is serving without having read the ${kind} rules`);
  for (const [kind, count] of Object.entries(expected)) {
    const parsed = output.match(new RegExp(`Parsed (\\d+) valid ${kind} rules?`));
    if (parsed && Number(parsed[1]) !== count)
      problems.push(`wrangler took ${parsed[1]} of the ${count} ${kind} rules`);
  }
  if (problems.length > 0) {
    console.error(
      `serve-cloudflare: Cloudflare would not take the files as written:\n${problems.join('\n')}`,
    );
    child.kill('SIGTERM');
    process.exitCode = 1;
  }
}
child.stdout.on('data', read);
child.stderr.on('data', read);

const stop = () => child.kill('SIGTERM');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
child.on('exit', (code) => process.exit(process.exitCode ?? code ?? 0));
