import { existsSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { HtmlValidate } from 'html-validate';
import { files, htmlFor, readText, rel, requireExport } from './export';

beforeAll(requireExport);

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
    // The selection tables restate their roles: a phone stacks their rows (display: block), which
    // drops the native table semantics in some browsers.
    'no-redundant-role': 'off',
    // Titles are held to the 70 characters a search result shows, as a reader reads them, by the
    // content check (lib/content/invariants.ts) and the admin's counter; this rule counts the
    // HTML's source, where an & is five characters (&amp;).
    'long-title': 'off',
  },
});

// One test per 40 pages, each with the time 40 pages take on the shared 2-core machine (8 to 14 s,
// 60 s allowed), so the check holds at any number of pages (npm run scale builds 1,000: one test
// for all of them ran out of time). Without an export there are none, and requireExport says why.
const pages = existsSync(htmlFor('/')) ? files().filter((path) => !path.includes('/_next/')) : [];
const perTest = 40;
const groups = Array.from({ length: Math.ceil(pages.length / perTest) }, (_, n) =>
  pages.slice(n * perTest, (n + 1) * perTest),
);

describe('exported HTML', () => {
  it('holds every page', () => {
    expect(pages.length).toBeGreaterThanOrEqual(39);
  });

  for (const group of groups)
    it(`every page is valid HTML (html-validate, recommended rules): ${rel(group[0]!)} and ${group.length - 1} more`, async () => {
      const problems: string[] = [];
      for (const page of group) {
        const report = await validator.validateString(readText(page), page);
        for (const result of report.results)
          for (const message of result.messages)
            problems.push(
              `${rel(page)}:${message.line}:${message.column} ${message.ruleId}: ${message.message}`,
            );
      }
      expect(problems, problems.slice(0, 40).join('\n')).toEqual([]);
    }, 60_000);
});
