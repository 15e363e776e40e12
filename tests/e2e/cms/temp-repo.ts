import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { RepoFile } from './opfs';
import { copyCheckout, must, runIn } from '../../../scripts/checkout-copy.mjs';

/** The checkout these tests run in. */
export const checkout = join(__dirname, '../../..');

type NumstatLine = { path: string; added: number; deleted: number };

/**
 * A throwaway copy of the repository, where the files the admin wrote can be checked and built
 * without touching the checkout: the files git tracks (and new ones it does not ignore) as they are
 * in the working tree, committed once as `base` so `git diff` shows what was applied since, and
 * the checkout's node_modules as hard links (a few seconds for ~40,000 files, no extra space;
 * nothing in a build writes into an installed package). `remove()` deletes it.
 */
export function createTempRepo(source = checkout, parent = tmpdir()) {
  const started = performance.now();
  const dir = mkdtempSync(join(parent, 'cms-roundtrip-'));
  // nginx's workers serve the copy's export in its tests: they must be able to read it.
  chmodSync(dir, 0o755);
  const shEnv = (command: string, args: string[], env: Record<string, string> = {}, cwd = dir) =>
    runIn(command, args, cwd, env);
  const sh = (command: string, args: string[], cwd = dir) => shEnv(command, args, {}, cwd);
  copyCheckout(source, dir);
  const git = (...args: string[]) =>
    sh('git', ['-c', 'user.name=cms-roundtrip', '-c', 'user.email=cms@localhost', ...args]);
  must(git('init', '-q', '-b', 'main'), 'git init');
  must(git('add', '-A'), 'git add');
  must(git('commit', '-q', '--no-verify', '-m', 'base'), 'git commit');
  must(git('tag', 'base'), 'git tag');

  return {
    dir,
    /** How long making the copy took. */
    setupSeconds: (performance.now() - started) / 1000,
    /** Writes the admin's files over the copy, and deletes the ones it removed. */
    apply(files: RepoFile[], removed: string[] = []) {
      for (const { path, bytes } of files) {
        if (path.split('/').includes('..'))
          throw new Error(`refusing to write outside the copy: ${path}`);
        mkdirSync(dirname(join(dir, path)), { recursive: true });
        writeFileSync(join(dir, path), bytes);
      }
      for (const path of removed) rmSync(join(dir, path), { force: true });
    },
    /**
     * `git diff --numstat` against the original (or the last `commit()`), untracked files included,
     * by path.
     */
    numstat(): NumstatLine[] {
      must(git('add', '-A', '--intent-to-add'), 'git add -N');
      return must(git('diff', '--numstat', '--no-renames'), 'git diff')
        .output.split('\n')
        .filter(Boolean)
        .map((line) => {
          const [added, deleted, path] = line.split('\t');
          return { path: path!, added: Number(added), deleted: Number(deleted) };
        });
    },
    /** Commits what was applied, so the next `numstat()` and `diff()` show only what follows. */
    commit: (message: string) => {
      must(git('add', '-A'), 'git add');
      must(git('commit', '-q', '--no-verify', '--allow-empty', '-m', message), 'git commit');
    },
    /** The unified diff of `path` against the original. */
    diff: (path: string) => must(git('diff', '--no-renames', '--', path), 'git diff').output,
    /** `npx tsx scripts/check-content.ts`: one line per problem when it fails. */
    contentCheck: () => sh('npx', ['tsx', 'scripts/check-content.ts']),
    /** `npm run build` (content check, next build, postbuild, search index) into `out/`. */
    build: () => sh('npm', ['run', 'build']),
    /**
     * The publish workflow's fast path (.ci/fast) for what changed since `base`: content check,
     * tidy, build, the publish gate's unit tests and the changed pages in a browser, on `port`
     * (setup skipped: the node_modules are the checkout's).
     */
    fastPath(port: number) {
      // Everything since the original, whatever was committed on the way.
      must(git('add', '-A', '--intent-to-add'), 'git add -N');
      const changed = must(git('diff', '--name-only', '--no-renames', 'base'), 'git diff').output;
      // Beside the copy, not in it: .ci/fast starts by emptying test-results/.
      const list = `${dir}-changed.txt`;
      writeFileSync(list, changed);
      return shEnv('bash', ['.ci/fast', list], { SKIP_SETUP: '1', PORT: String(port) });
    },
    /** A page of the built export, e.g. `GlandsAccessories.html`, `ar/GlandsAccessories.html`. */
    page: (path: string) => readFileSync(join(dir, 'out', path), 'utf8'),
    /** A page of the admin's own export (out-admin/), e.g. `admin/translations/index.html`. */
    adminPage: (path: string) => readFileSync(join(dir, 'out-admin', path), 'utf8'),
    remove: () => {
      rmSync(dir, { recursive: true, force: true });
      rmSync(`${dir}-changed.txt`, { force: true });
    },
  };
}
