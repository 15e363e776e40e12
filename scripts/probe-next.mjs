// The upgrade check (docs/architecture.md): builds the site and runs the unit suite (the publish gate)
// against the newest Next.js on the registry, in a throwaway copy of the checkout, so a release that
// moves an output string a post-processing step rewrites (scripts/expect-output.mjs) or breaks the
// export shows up before anyone upgrades. The checkout, its node_modules and its lock are never
// touched: the copy installs from the lock (`npm ci`), then the newest `next` and
// `eslint-config-next` over it, without saving. Slow: an install, a whole build and the unit suite.
// Usage: npm run probe:next [-- <version or dist-tag>]   (default: the highest of `npm view next dist-tags`)
import { spawnSync } from 'node:child_process';
import { chmodSync, cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;

/**
 * Runs a command, its output shown as it goes; stops the probe with `what` when it fails.
 * @param {string} what
 * @param {string} command
 * @param {string[]} args
 * @param {string} cwd
 */
function run(what, command, args, cwd) {
  console.log(`probe:next: ${what}: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, {
    cwd,
    stdio: 'inherit',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  });
  if (result.status !== 0) {
    console.error(`probe:next: ${what} failed (exit ${result.status}); the copy is kept in ${cwd}`);
    process.exit(1);
  }
}

/**
 * A version's parts for comparing (a canary sorts below its release).
 * @param {string} version
 * @returns {number[]}
 */
const parts = (version) => {
  const [release = '', pre] = version.split('-');
  const numbers = release.split('.').map(Number);
  return [...numbers, pre ? Number(pre.split('.').pop()) : Infinity];
};
/** @param {string} a @param {string} b */
const newer = (a, b) => {
  const [x, y] = [parts(a), parts(b)];
  for (let index = 0; index < x.length; index++)
    if ((x[index] ?? 0) !== (y[index] ?? 0)) return (x[index] ?? 0) > (y[index] ?? 0);
  return false;
};

/** The version to probe: the argument, or the highest version any dist-tag of next points at. */
function target() {
  const asked = process.argv[2];
  const view = spawnSync('npm', ['view', 'next', 'dist-tags', '--json'], { encoding: 'utf8' });
  if (view.status !== 0)
    throw new Error(`probe:next: npm view next dist-tags failed:\n${view.stderr}`);
  /** @type {Record<string, string>} */
  const tags = JSON.parse(view.stdout);
  if (asked) return tags[asked] ?? asked;
  return Object.values(tags).reduce((best, version) => (newer(version, best) ? version : best));
}

const version = target();
const current = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).dependencies.next;
console.log(
  `probe:next: Next.js ${version} (the checkout pins ${current}${version === current ? ': the same' : ''})`,
);

const copy = mkdtempSync(join(tmpdir(), 'probe-next-'));
// Readable by others: the hosting tests run nginx, whose workers cannot enter a private folder.
chmodSync(copy, 0o755);
// The files git tracks and the new ones it does not ignore, as they are in the working tree.
const listed = spawnSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
  cwd: root,
  encoding: 'utf8',
});
for (const file of listed.stdout.split('\0').filter(Boolean)) {
  mkdirSync(dirname(join(copy, file)), { recursive: true });
  try {
    cpSync(join(root, file), join(copy, file));
  } catch {
    // A file deleted in the working tree but still tracked: the copy goes without it, as the checkout.
  }
}
run('install from the lock', 'npm', ['ci', '--prefer-offline', '--no-audit', '--no-fund'], copy);
run(
  `install next@${version}`,
  'npm',
  [
    'install',
    '--no-save',
    '--prefer-offline',
    '--no-audit',
    '--no-fund',
    `next@${version}`,
    `eslint-config-next@${version}`,
  ],
  copy,
);
run('build', 'npm', ['run', 'build'], copy);
run('unit suite', 'npx', ['vitest', 'run', 'tests/unit'], copy);
rmSync(copy, { recursive: true, force: true });
console.log(`probe:next: Next.js ${version} builds the site and passes the unit suite`);
