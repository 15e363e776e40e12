import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { editedData } from '../unit/content-copy';

/**
 * The spec audit (npm run audit:spec) reports how today's content differs from the spec, as
 * information: a difference never fails it, so it never holds back a content save; `--strict`
 * fails on one, for a developer who asks.
 */
// Each run is the whole audit (about 20 s, over 2 minutes on a loaded machine): a generous allowance.
const audit = (dir: string, ...args: string[]) => {
  const run = spawnSync('node', ['scripts/audit-spec.mjs', ...args], {
    encoding: 'utf8',
    env: { ...process.env, AUDIT_CONTENT_DIR: dir, NO_COLOR: '1', FORCE_COLOR: '0' },
  });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
};

describe('the spec audit', () => {
  // An editor changes the terms' date and adds a seventh job opening: both publish.
  const dir = editedData('legal/terms-condition.yml', (data) => {
    data.updated = 'March 2027';
  });

  it('lists a difference from the spec and still succeeds', () => {
    const { status, output } = audit(dir);
    expect(status, output).toBe(0);
    expect(output).toMatch(
      /spec audit: \d+ of \d+ checks differ from the spec \(information: nothing is blocked\)/,
    );
    expect(output).toContain('- legal pages terms have the 14 spec clauses in order');
  }, 300_000);

  it('fails on a difference when asked to be strict', () => {
    expect(audit(dir, '--strict').status).toBe(1);
  }, 300_000);
});
