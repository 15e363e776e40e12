import { join } from 'node:path';
import { test, expect } from '../fixtures';
import { applySession } from '../../edits/apply';
import { createTempRepo } from './temp-repo';

/*
 * Issue 40, "Done when": a fixed sample of the generated editor sessions (tests/edits/, the same
 * that tests/repo/generated-edits.test.ts checks without a build) goes through the publish path on a
 * copy of the repository: the content check, the tidy, a real build, the publish gate's unit tests
 * over the built pages and the changed pages in a browser (.ci/fast). Each session is a seed and a
 * length: `tsx tests/edits/apply.ts content --seed N --ops M` replays it on a checkout.
 */
test.describe.configure({ mode: 'serial' });

const sample = [
  { seed: 11, ops: 24 },
  { seed: 29, ops: 24 },
];
const port = Number(process.env.PORT ?? 4173) + 20;

for (const { seed, ops } of sample)
  test(`a generated session (seed ${seed}, ${ops} edits) passes the fast path and publishes`, async ({}, testInfo) => {
    test.setTimeout(20 * 60_000);
    const repo = createTempRepo();
    try {
      const { log, written } = applySession(join(repo.dir, 'content'), seed, ops);
      await testInfo.attach('edits', { body: log.join('\n'), contentType: 'text/plain' });
      expect(written.length, log.join('\n')).toBeGreaterThan(0);
      const run = repo.fastPath(port);
      await testInfo.attach('fast path', { body: run.output, contentType: 'text/plain' });
      expect(run.ok, `${log.join('\n')}\n\n${run.output.slice(-6000)}`).toBe(true);
      expect(run.output).toMatch(/fast path: passed in \d+ s/);
    } finally {
      repo.remove();
    }
  });
