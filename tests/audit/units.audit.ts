import { beforeAll, describe, expect, it } from 'vitest';
import { files, readableText, readText, rel, requireExport } from '../unit/export';
import { unitViolations } from '../unit/typography';

beforeAll(requireExport);

/** The units and typography convention of docs/content-files.md, on every page of today's content. */
describe('units and typography convention', () => {
  it('every exported page follows it: °C, real minus, mm², a space before units, "to" in ranges', () => {
    const pages = files().filter((path) => !path.includes('/_next/'));
    expect(pages.length).toBeGreaterThanOrEqual(39);
    // Arabic tables write a range as one left-to-right run, "3.1–8.6 mm" in <bdi dir="ltr">, the
    // form Arabic datasheets use; the "to" rule is the English pages' convention.
    const isArabicPage = (page: string) => /^ar(\.html|\/)/.test(rel(page));
    const problems = pages.flatMap((page) =>
      unitViolations(readableText(readText(page)))
        .filter((violation) => !(isArabicPage(page) && violation.rule.startsWith('range')))
        .map(
          (violation) =>
            `${rel(page)}: ${violation.rule}: "${violation.match}" in "…${violation.context.replace(/\s+/g, ' ')}…"`,
        ),
    );
    expect(problems, problems.slice(0, 60).join('\n')).toEqual([]);
  });
});
