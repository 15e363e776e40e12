import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseDocument, type Scalar } from 'yaml';
import { test, expect } from '../fixtures';
import { tableRow } from './built';
import { createTempRepo } from './temp-repo';

const GLANDS = 'content/products/GlandsAccessories.yml';

/** `text` with the scalar at `path` replaced by `value`, every other byte kept. */
function replaceScalar(text: string, path: (string | number)[], value: string) {
  const node = parseDocument(text).getIn(path, true) as Scalar | undefined;
  if (!node?.range) throw new Error(`${path.join('.')}: no such value`);
  return text.slice(0, node.range[0]) + value + text.slice(node.range[1]);
}

// The helper the round trip relies on, proven on a hand-made edit: no browser, one build.
test('a temporary copy of the repository tells a bad value from a good one, builds the good one into its pages, and counts a one-value edit as one line', async ({}, testInfo) => {
  test.setTimeout(10 * 60_000);
  const repo = createTempRepo();
  try {
    const original = readFileSync(join(repo.dir, GLANDS), 'utf8');
    const cell = ['tables', 0, 'rows', 3, 'outerSeal', 'max'];
    const row = parseDocument(original).getIn(['tables', 0, 'rows', 3, 'size']) as string;
    const max = Number(parseDocument(original).getIn(cell)) + 0.5;

    repo.apply([{ path: GLANDS, bytes: Buffer.from(replaceScalar(original, cell, 'wide')) }]);
    const bad = repo.contentCheck();
    expect(bad.ok).toBe(false);
    expect(bad.output).toContain(`${GLANDS}: tables[0].rows[3].outerSeal`);

    repo.apply([{ path: GLANDS, bytes: Buffer.from(replaceScalar(original, cell, String(max))) }]);
    expect(repo.numstat()).toEqual([{ path: GLANDS, added: 1, deleted: 1 }]);
    const check = repo.contentCheck();
    expect(check.ok, check.output).toBe(true);
    const build = repo.build();
    await testInfo.attach('timings', {
      body: `copy ${repo.setupSeconds.toFixed(1)} s, content check ${check.seconds.toFixed(1)} s, build ${build.seconds.toFixed(1)} s`,
    });
    expect(build.ok, build.output.slice(-4000)).toBe(true);
    expect(tableRow(repo.page('GlandsAccessories.html'), row)?.data['data-max']).toBe(String(max));
    expect(tableRow(repo.page('ar/GlandsAccessories.html'), row)).toBeDefined();
  } finally {
    repo.remove();
  }
});
