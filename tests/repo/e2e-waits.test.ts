import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const e2e = join(__dirname, '../e2e');

/**
 * Waits on time instead of a state: a fixed sleep (Playwright's, or a timer wrapped in a promise in
 * page code) and the "network quiet for 500 ms" load state. Each passes on an idle machine and fails
 * on a busy one, or hides what it should wait for; wait for the state itself (expect.poll, a response,
 * an element's state, `settled` in helpers.ts, an animation's `finished`).
 */
const timedWaits = [/waitForTimeout\(/, /networkidle/, /setTimeout\(\s*(resolve|r)\b/];

/** The lines of `source` that wait on time, as `line: text`. */
function waitsOnTime(source: string) {
  return source
    .split('\n')
    .flatMap((text, index) =>
      timedWaits.some((pattern) => pattern.test(text)) ? [`${index + 1}: ${text.trim()}`] : [],
    );
}

describe('the browser tests wait for states, never for time', () => {
  it('finds each kind of timed wait', () => {
    const bad = [
      'await page.waitForTimeout(500);',
      "await page.waitForLoadState('networkidle');",
      'await new Promise((resolve) => setTimeout(resolve, 40));',
      "await page.waitForLoadState('load');",
      'test.setTimeout(120_000);',
    ].join('\n');
    expect(waitsOnTime(bad).map((line) => Number(line.split(':')[0]))).toEqual([1, 2, 3]);
  });

  it.each(readdirSync(e2e).filter((file) => file.endsWith('.ts')))('%s has none', (file) => {
    expect(waitsOnTime(readFileSync(join(e2e, file), 'utf8'))).toEqual([]);
  });
});
