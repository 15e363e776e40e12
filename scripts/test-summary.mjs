// Totals the unit (Vitest) and end-to-end (Playwright) results as one closing line for CI.
import { existsSync, readFileSync } from 'node:fs';

/** @param {string} file */
const read = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null);

let passed = 0;
let failed = 0;
let skipped = 0;

const unit = read('test-results/unit.json');
if (unit) {
  passed += unit.numPassedTests ?? 0;
  failed += (unit.numFailedTests ?? 0) + (unit.numRuntimeErrorTestSuites ?? 0);
  skipped += (unit.numPendingTests ?? 0) + (unit.numTodoTests ?? 0);
} else {
  failed += 1;
  console.log('unit results missing: test-results/unit.json');
}

const e2e = read('test-results/e2e.json');
if (e2e) {
  const stats = e2e.stats ?? {};
  passed += (stats.expected ?? 0) + (stats.flaky ?? 0);
  failed += stats.unexpected ?? 0;
  skipped += stats.skipped ?? 0;
  if ((e2e.errors ?? []).length > 0) failed += e2e.errors.length;
} else {
  failed += 1;
  console.log('e2e results missing: test-results/e2e.json');
}

console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 ? 1 : 0);
