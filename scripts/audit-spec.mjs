// The spec audit: runs the checks of today's content against the spec (tests/audit/, with
// vitest.audit.config.mts) and prints what differs, as information. It never fails on a
// difference (a content save is never blocked by it); it fails only when the audit itself cannot
// run. `--strict` fails on a difference too, for a developer who wants it to.
// Usage: node scripts/audit-spec.mjs [--strict]
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';

const report = 'test-results/spec-audit.json';
rmSync(report, { force: true });
const run = spawnSync(
  'npx',
  [
    'vitest',
    'run',
    '--config',
    'vitest.audit.config.mts',
    ...process.argv.slice(2).filter((arg) => arg !== '--strict'),
  ],
  { stdio: 'inherit' },
);
if (!existsSync(report)) {
  console.error(`spec audit: it did not run (vitest exited ${run.status}); see above`);
  process.exit(1);
}
/** @type {{ numRuntimeErrorTestSuites?: number, numTotalTests?: number, testResults: { assertionResults: { status: string, fullName: string }[] }[] }} */
const result = JSON.parse(readFileSync(report, 'utf8'));
const broken = result.numRuntimeErrorTestSuites ?? 0;
const checks = result.numTotalTests ?? 0;
const differences = result.testResults.flatMap((file) =>
  file.assertionResults
    .filter((check) => check.status === 'failed')
    .map((check) => `- ${check.fullName}`),
);
console.log(
  differences.length === 0
    ? `spec audit: the content matches the spec in all ${checks} checks`
    : `spec audit: ${differences.length} of ${checks} checks differ from the spec (information: nothing is blocked)\n${differences.join('\n')}`,
);
if (broken > 0) {
  console.error(`spec audit: ${broken} check file(s) could not run`);
  process.exit(1);
}
process.exit(process.argv.includes('--strict') && differences.length > 0 ? 1 : 0);
