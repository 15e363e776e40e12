// What the editor reads on the workflow run's page (GitHub's step summary) when a push is not
// published: the content check's problem lines, only those, each with the admin entry it is in, and
// what to do; or, when the content was fine but a later step failed, which step and which checks.
// Usage: node scripts/publish-summary.mjs STAGE [LOG]   (appends Markdown to $GITHUB_STEP_SUMMARY,
// or prints it). STAGE: content (LOG: the output of scripts/check-content.ts), tidy, build, unit, smoke or
// suite. Only the content check's own output is searched for problem lines: other steps' logs carry
// such lines too (the tests of the checker print them).
import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import { parse } from 'yaml';

/**
 * admin/config.yml, as far as it is read here.
 * @typedef {{ collections?: { label: string, folder?: string, files?: { label: string, file: string }[] }[] }} AdminConfig
 */
/**
 * The parts of Vitest's and Playwright's JSON reports read here.
 * @typedef {{ testResults?: { assertionResults?: { status: string, title: string, fullName?: string }[] }[] }} UnitReport
 * @typedef {{ specs?: { ok: boolean, title: string }[], suites?: Suite[] }} Suite
 */

/** A problem line of scripts/check-content.ts: `content/products/X.yml: tables[0].rows[3].thread: required`. */
const problemLine = /^(content\/\S+?\.ya?ml): (.+)$/;

/**
 * The content check's problem lines in a log, in order, once each, without ANSI colours.
 * @param {string} log
 */
export function contentProblems(log) {
  const lines = log
    .replace(/\x1b\[[0-9;]*m/g, '')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => problemLine.test(line));
  return [...new Set(lines)];
}

/** @param {string} text */
const escapeRegex = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Where a content file is edited in the admin, from admin/config.yml: "Products › GlandsAccessories"
 * for an entry of a folder collection, the file's label for a file collection; with its language.
 * @param {string} file
 * @param {AdminConfig | undefined} config
 */
export function adminEntry(file, config) {
  const language = /\.ar\.ya?ml$/.test(file) ? 'Arabic' : 'English';
  for (const collection of config?.collections ?? []) {
    if (collection.folder && file.startsWith(`${collection.folder}/`)) {
      const name = file.slice(collection.folder.length + 1).replace(/(\.ar)?\.ya?ml$/, '');
      return { entry: `${collection.label} › ${name}`, language };
    }
    for (const item of collection.files ?? []) {
      // `content/site.{{locale}}.yml` is content/site.yml in English (the default language's
      // name may leave the locale out) and content/site.ar.yml in Arabic.
      const pattern = escapeRegex(item.file)
        .replace(escapeRegex('.{{locale}}'), '(?:\\.[a-z]{2})?')
        .replace(escapeRegex('{{locale}}'), '[a-z]{2}')
        .replace(/\\\.ya?ml$/, '(?:\\.ar)?\\.ya?ml');
      if (new RegExp(`^${pattern}$`).test(file))
        return { entry: `${collection.label} › ${item.label}`, language };
    }
  }
  return undefined;
}

/**
 * Failed test titles from the Vitest and Playwright JSON reports, if any.
 * @param {{ unit?: UnitReport, e2e?: Suite }} reports
 */
export function failedTests({ unit, e2e }) {
  /** @type {string[]} */
  const titles = [];
  for (const file of unit?.testResults ?? [])
    for (const test of file.assertionResults ?? [])
      if (test.status === 'failed') titles.push(test.fullName ?? test.title);
  /** @param {Suite} suite */
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) if (!spec.ok) titles.push(spec.title);
    (suite.suites ?? []).forEach(walk);
  };
  (e2e?.suites ?? []).forEach(walk);
  return [...new Set(titles)];
}

/** @type {Record<string, string>} */
const steps = {
  content: 'checking the content',
  tidy: 'writing the content files in the admin’s form',
  build: 'building the site',
  unit: 'the checks of the built pages',
  smoke: 'opening the changed pages in a browser',
  suite: 'the tests',
};

/**
 * The Markdown of the run's summary for a failed stage.
 * @param {{ stage: string, log: string, config: AdminConfig | undefined, tests?: string[] }} args
 */
export function summary({ stage, log, config, tests = [] }) {
  const problems = stage === 'content' ? contentProblems(log) : [];
  if (problems.length > 0) {
    const count = `${problems.length} problem${problems.length === 1 ? '' : 's'}`;
    return [
      `## Not published: ${count} in the content`,
      '',
      'The live site has not changed. Open each entry below in the content admin, correct the field' +
        ' named after the file, and save again: the next run publishes the change.',
      '',
      ...problems.map((line) => {
        // Every line of `problems` matched problemLine.
        const [, file] = /** @type {RegExpMatchArray} */ (line.match(problemLine));
        const where = adminEntry(file, config);
        return `- \`${line}\`${where ? ` (in the admin: **${where.entry}**, ${where.language})` : ''}`;
      }),
      '',
    ].join('\n');
  }
  return [
    `## Not published: ${steps[stage] ?? 'a step'} failed`,
    '',
    `The live site has not changed. ${
      stage === 'content'
        ? 'The content check stopped without naming an entry and field, so'
        : 'The content check found no problem in the saved entries, so'
    } this is probably not something to correct in the admin: send the link of this page to the developer.`,
    ...(tests.length > 0 ? ['', 'Failed:', '', ...tests.map((title) => `- ${title}`)] : []),
    '',
  ].join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [stage, logFile] = process.argv.slice(2);
  /** @param {string | undefined} file */
  const read = (file) => (file && existsSync(file) ? readFileSync(file, 'utf8') : '');
  /** @param {string} file */
  const json = (file) => (existsSync(file) ? JSON.parse(read(file)) : undefined);
  const text = summary({
    stage,
    log: read(logFile),
    config: existsSync('admin/config.yml') ? parse(read('admin/config.yml')) : undefined,
    tests: failedTests({
      unit: ['unit', 'suite'].includes(stage) ? json('test-results/unit.json') : undefined,
      e2e: ['smoke', 'suite'].includes(stage) ? json('test-results/e2e.json') : undefined,
    }),
  });
  if (process.env.GITHUB_STEP_SUMMARY) appendFileSync(process.env.GITHUB_STEP_SUMMARY, text);
  else console.log(text);
}
