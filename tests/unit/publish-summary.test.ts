import { describe, expect, it } from 'vitest';
import {
  adminEntry,
  contentProblems,
  failedTests,
  summary,
} from '../../scripts/publish-summary.mjs';

const config = {
  collections: [
    { label: 'Products', folder: 'content/products' },
    {
      label: 'Company identity',
      files: [{ label: 'Company identity and contacts', file: 'content/site.{{locale}}.yml' }],
    },
    { label: 'Home page', files: [{ label: 'Home page sections', file: 'content/home.yml' }] },
  ],
};

const log = [
  '> cable-supplier-site@1.0.0 build',
  '\x1b[31mcontent/products/GlandsAccessories.yml: tables[0].rows[3].thread: required\x1b[39m',
  'content/products/GlandsAccessories.ar.yml: tables[0].caption: Arabic text missing',
  'content/site.ar.yml: tagline: Arabic text missing',
  'content/products/GlandsAccessories.yml: tables[0].rows[3].thread: required',
  'content check: 3 problems; nothing was built.',
  'npm error Lifecycle script `build` failed with error:',
].join('\n');

describe('the step summary of a run that was not published', () => {
  it('keeps only the content check’s problem lines, once each', () => {
    expect(contentProblems(log)).toEqual([
      'content/products/GlandsAccessories.yml: tables[0].rows[3].thread: required',
      'content/products/GlandsAccessories.ar.yml: tables[0].caption: Arabic text missing',
      'content/site.ar.yml: tagline: Arabic text missing',
    ]);
    expect(contentProblems('Error: Cannot find module x\n  at y (content/x.ts:1)')).toEqual([]);
  });

  it('names the admin entry and language of a file', () => {
    expect(adminEntry('content/products/GlandsAccessories.ar.yml', config)).toEqual({
      entry: 'Products › GlandsAccessories',
      language: 'Arabic',
    });
    expect(adminEntry('content/site.en.yml', config)).toEqual({
      entry: 'Company identity › Company identity and contacts',
      language: 'English',
    });
    expect(adminEntry('content/site.yml', config)).toEqual({
      entry: 'Company identity › Company identity and contacts',
      language: 'English',
    });
    expect(adminEntry('content/home.ar.yml', config)?.entry).toBe('Home page › Home page sections');
    expect(adminEntry('content/unknown.yml', config)).toBeUndefined();
  });

  it('says what to do, then one line per problem with where to correct it', () => {
    const text = summary({ stage: 'content', log, config });
    const lines = text.split('\n');
    expect(lines[0]).toBe('## Not published: 3 problems in the content');
    expect(text).toMatch(
      /The live site has not changed\. Open each entry below in the content admin/,
    );
    expect(lines.filter((line) => line.startsWith('- '))).toEqual([
      '- `content/products/GlandsAccessories.yml: tables[0].rows[3].thread: required` (in the admin: **Products › GlandsAccessories**, English)',
      '- `content/products/GlandsAccessories.ar.yml: tables[0].caption: Arabic text missing` (in the admin: **Products › GlandsAccessories**, Arabic)',
      '- `content/site.ar.yml: tagline: Arabic text missing` (in the admin: **Company identity › Company identity and contacts**, Arabic)',
    ]);
    expect(text).not.toContain('npm error');
  });

  it('names the failed step and checks when the content was fine', () => {
    const unit = {
      testResults: [
        {
          assertionResults: [
            { status: 'passed', fullName: 'a' },
            { status: 'failed', fullName: 'every page is valid HTML' },
          ],
        },
      ],
    };
    const e2e = {
      suites: [
        {
          suites: [
            {
              specs: [
                {
                  title: '/ar/GlandsAccessories opens with its heading, images and no error',
                  ok: false,
                },
                { title: '/ok', ok: true },
              ],
            },
          ],
        },
      ],
    };
    const tests = failedTests({ unit, e2e });
    expect(tests).toEqual([
      'every page is valid HTML',
      '/ar/GlandsAccessories opens with its heading, images and no error',
    ]);
    // A later step's log may carry problem lines (the checker's own tests print them): not content.
    const text = summary({ stage: 'smoke', log, config, tests: tests.slice(1) });
    expect(text.split('\n')[0]).toBe(
      '## Not published: opening the changed pages in a browser failed',
    );
    expect(text).toContain('send the link of this page to the developer');
    expect(text).toContain('- /ar/GlandsAccessories opens with its heading, images and no error');
    expect(text).not.toContain('tables[0]');
    expect(summary({ stage: 'content', log: 'Error: Cannot find module', config })).toMatch(
      /^## Not published: checking the content failed/,
    );
  });
});
