// A throwaway copy of this checkout, and commands run in it: shared by scripts/scale-copy.mjs (the
// thousand-page build) and tests/e2e/cms/temp-repo.ts (the admin's round trip).
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';

/**
 * @typedef {object} CommandResult
 * @property {boolean} ok  it exited with 0
 * @property {string} output  its standard output, then its error output (and why it did not start)
 * @property {number} seconds  its wall-clock time
 */

/**
 * Runs a command (no shell) in `cwd`, the copy's own tools first on PATH as `npm run` puts them,
 * without telemetry or colours; `env` adds to the environment.
 * @param {string} command
 * @param {string[]} args
 * @param {string} cwd
 * @param {Record<string, string>} [env]
 * @returns {CommandResult}
 */
export function runIn(command, args, cwd, env = {}) {
  const started = performance.now();
  const result = spawnSync(command, args, {
    cwd,
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
    env: {
      ...process.env,
      PATH: `${join(cwd, 'node_modules/.bin')}:${process.env.PATH}`,
      NEXT_TELEMETRY_DISABLED: '1',
      NO_COLOR: '1',
      FORCE_COLOR: '0',
      ...env,
    },
  });
  return {
    ok: result.status === 0,
    output: `${result.stdout ?? ''}${result.stderr ?? ''}${result.error?.message ?? ''}`,
    seconds: (performance.now() - started) / 1000,
  };
}

/**
 * The result of a command that must pass; throws with the tail of its output when it did not.
 * @template {CommandResult} Result
 * @param {Result} result
 * @param {string} what  the step, named in the error
 * @returns {Result}
 */
export function must(result, what) {
  if (!result.ok) throw new Error(`${what} failed:\n${result.output.slice(-8000)}`);
  return result;
}

/**
 * Copies the checkout `source` into the (empty) folder `dir`: the files git tracks and the new ones
 * it does not ignore, as they are in the working tree (a tracked file deleted there is left out, as a
 * commit of the checkout would); node_modules as hard links (seconds, no space; nothing in a build
 * writes into an installed package), or a plain copy across file systems (a tmpfs /tmp, ~1 GB), never
 * a symlink, which Turbopack refuses when it points outside the project; and the compiler caches of
 * the checkout's last build (.next/cache: no absolute paths in them), which make the copy's build
 * about twice as fast.
 * @param {string} source
 * @param {string} dir
 */
export function copyCheckout(source, dir) {
  const listed = must(
    runIn('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], source),
    'git ls-files',
  ).output;
  for (const path of listed.split('\0').filter(Boolean)) {
    const from = join(source, path);
    if (!existsSync(from)) continue;
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    cpSync(from, join(dir, path));
  }
  const modules = [join(source, 'node_modules'), join(dir, 'node_modules')];
  if (!runIn('cp', ['-al', ...modules], dir).ok) {
    rmSync(modules[1], { recursive: true, force: true });
    must(runIn('cp', ['-a', ...modules], dir), 'copying node_modules');
  }
  if (existsSync(join(source, '.next/cache')))
    cpSync(join(source, '.next/cache'), join(dir, '.next/cache'), { recursive: true });
}
