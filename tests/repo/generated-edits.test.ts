import { readFileSync } from 'node:fs';
import { fc, test } from '@fast-check/vitest';
import { afterAll, describe, expect } from 'vitest';
import { parse } from 'yaml';
import { adminConfig } from '@/lib/content/admin-config';
import { contentFiles } from '@/lib/content/content-files';
import { formatContent } from '@/lib/content/file-format';
import { readContent, routeTextsIn } from '@/lib/content/load';
import { specRoutes } from '@/lib/content/routes';
import { defaultLocale, locales } from '@/lib/i18n/locales';
import { session } from '../edits/arbitraries';
import { contentCopy } from '../edits/copy';
import { ContentEdits } from '../edits/model';

/**
 * The publish gate holds for any content an editor can make in the admin (issue 40): random
 * sessions of what the admin lets them do (tests/edits/model.ts, read off the admin's config) are
 * applied to a copy of the real content and written as the admin writes files; the content check
 * must pass, every page must have its texts in both languages, and every file must be in the
 * admin's own form. A failing case prints its edits, and shrinks to the fewest.
 *
 * Seeded and reproducible: EDITS_SEED and EDITS_RUNS choose another seed or more runs
 * (`EDITS_SEED=7 EDITS_RUNS=200 npx vitest run tests/repo/generated-edits.test.ts`). A fixed
 * sample of the same sessions goes through a real build in tests/e2e/cms/roundtrip.spec.ts.
 */
const seed = Number(process.env.EDITS_SEED ?? 40);
const numRuns = Number(process.env.EDITS_RUNS ?? 30);

/** The admin's configuration, made once: what a session edits never changes it (model.ts). */
const config = adminConfig();

const copies: (() => void)[] = [];
afterAll(() => copies.splice(0).forEach((remove) => remove()));

/** What must hold of the content an editor's session left, as lines naming what does not. */
function problemsOf(dir: string): string[] {
  const problems: string[] = [];
  for (const locale of locales) {
    const read = readContent(dir, locale);
    problems.push(...read.problems.map((line) => `${locale}: ${line}`));
    if (!read.content) continue;
    // Every page has its name, title, description and banner in every language.
    const texts = routeTextsIn(locale, dir) as Record<string, Record<string, string> | undefined>;
    const articles = read.content.articles.map((article) => article.path);
    for (const path of [...specRoutes.map((route) => route.path), ...articles])
      for (const field of ['name', 'title', 'description', 'heading', 'tagline'])
        if (!texts[path]?.[field]?.trim()) problems.push(`${locale}: ${path} has no ${field}`);
  }
  // What the admin wrote is its own form: writing it again changes nothing.
  for (const file of contentFiles(dir, config as unknown as Parameters<typeof contentFiles>[1])) {
    const text = readFileSync(file.path, 'utf8');
    const again = formatContent(parse(text), file.fields, { locale: file.locale, defaultLocale });
    if (again !== text) problems.push(`${file.shown}: not in the admin's form after a save`);
  }
  return [...new Set(problems)];
}

describe('any content an editor can make in the admin', () => {
  // A failure shrinks to its fewest edits; on a slow machine that takes long, so the check reports
  // the smallest sequence it has after 8 minutes.
  test.prop([session], {
    seed,
    numRuns,
    endOnFailure: false,
    interruptAfterTimeLimit: 8 * 60_000,
    markInterruptAsFailure: false,
  })(
    'passes the content check, has every page text in both languages, and stays in the admin’s form',
    (operations) => {
      const copy = contentCopy();
      copies.push(copy.remove);
      const edits = new ContentEdits(copy.dir, config);
      for (const operation of operations) edits.apply(operation);
      edits.save();
      const problems = problemsOf(copy.dir);
      expect(problems, `after these edits:\n${edits.log.join('\n')}`).toEqual([]);
      copy.remove();
    },
    600_000,
  );
});

// The property is only as good as the edits reach: every kind of operation does something.
describe('the generated sessions', () => {
  test('reach every kind of edit an editor makes', () => {
    const copy = contentCopy();
    copies.push(copy.remove);
    const edits = new ContentEdits(copy.dir, config);
    const kinds = fc.sample(session, { seed, numRuns }).flat();
    for (const operation of kinds) edits.apply(operation);
    const done = edits.log.filter((line) => !line.includes('nothing to do'));
    for (const verb of [
      'set ',
      'clear ',
      'empty ',
      'add to ',
      'remove from ',
      'move in ',
      'add article',
      'delete ',
    ])
      expect(
        done.some((line) => line.startsWith(verb)),
        verb,
      ).toBe(true);
  });
});
