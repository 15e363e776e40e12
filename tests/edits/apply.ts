// Applies a generated editor session to a copy of the repository's content, as the admin would
// write it, and prints what it did: the fixed sample that goes through a real build
// (the last test of tests/e2e/cms/roundtrip.spec.ts), and a way to reproduce a failing sequence by its seed.
// Usage: tsx tests/edits/apply.ts CONTENT_DIR [--seed N] [--ops N]
import { resolve } from 'node:path';
import fc from 'fast-check';
import { operation } from './arbitraries';
import { ContentEdits } from './model';

export function applySession(dir: string, seed: number, length: number) {
  const [ops] = fc.sample(fc.array(operation, { minLength: length, maxLength: length }), {
    numRuns: 1,
    seed,
  });
  const edits = new ContentEdits(dir);
  for (const op of ops!) edits.apply(op);
  return { log: edits.log, written: edits.save() };
}

if (process.argv[1]?.endsWith('apply.ts')) {
  const args = process.argv.slice(2);
  const option = (name: string, fallback: number) => {
    const index = args.indexOf(`--${name}`);
    return index === -1 ? fallback : Number(args[index + 1]);
  };
  const dir = resolve(
    args.find((arg, index) => !arg.startsWith('--') && !args[index - 1]?.startsWith('--')) ??
      'content',
  );
  const { log, written } = applySession(dir, option('seed', 1), option('ops', 12));
  console.log(log.join('\n'));
  console.log(`wrote ${written.length} file(s):\n${written.join('\n')}`);
}
