import { beforeAll, describe, expect, it } from 'vitest';
import { HtmlValidate } from 'html-validate';
import { files, readText, rel, requireExport } from './export';

beforeAll(requireExport);

describe('exported HTML', () => {
  it('every page is valid HTML (html-validate, recommended rules)', async () => {
    const validator = new HtmlValidate({
      extends: ['html-validate:recommended'],
      rules: {
        // React's serialisation choices, all valid HTML: <img />, async="", camelCase attribute names.
        'void-style': 'off',
        'attribute-boolean-style': 'off',
        'attribute-empty-style': 'off',
        'attr-case': 'off',
        'no-inline-style': 'off',
        // React's useId() ids such as _R_l5b_ are valid HTML ids (no whitespace), just not letter-first.
        'valid-id': ['error', { relaxed: true }],
      },
    });
    const pages = files().filter((path) => !path.includes('/_next/'));
    expect(pages.length).toBeGreaterThanOrEqual(39);
    const problems: string[] = [];
    for (const page of pages) {
      const report = await validator.validateString(readText(page), page);
      for (const result of report.results)
        for (const message of result.messages)
          problems.push(
            `${rel(page)}:${message.line}:${message.column} ${message.ruleId}: ${message.message}`,
          );
    }
    expect(problems, problems.slice(0, 40).join('\n')).toEqual([]);
  }, 60_000); // validating ~40 pages takes 8 to 14 s on the shared 2-core machine
});
