// The first step of `npm run build`: checks every content file against lib/content/schema.ts and
// prints one line per problem (file, field path, what to type), then fails with no stack trace. A
// text not yet translated does not fail: it is listed as a warning (the page shows the English).
// Usage: tsx scripts/check-content.ts [content dir]
import { resolve } from 'node:path';
import { readContent } from '../lib/content/load';
import { defaultLocale, locales } from '../lib/i18n/locales';

const dir = resolve(process.argv[2] ?? 'content');
const read = locales.map((locale) => ({ locale, ...readContent(dir, locale) }));
// An English file's problem is also met when reading its translation: say it once.
const problems = [...new Set(read.flatMap((result) => result.problems))];
const warnings = [
  ...read
    .filter((result) => result.locale !== defaultLocale)
    .flatMap((result) =>
      result.untranslated.map(
        (entry) =>
          `${entry.where}: ${entry.same ? 'the English text itself' : 'not translated yet'}, shown in English`,
      ),
    ),
  ...new Set(read.flatMap((result) => result.notes)),
];

if (warnings.length > 0) {
  console.warn(warnings.map((line) => `warning: ${line}`).join('\n'));
  console.warn(
    `content check: ${warnings.length} text${warnings.length === 1 ? '' : 's'} to translate or tidy; the pages show the English meanwhile.`,
  );
}
if (problems.length > 0) {
  console.error(problems.join('\n'));
  console.error(
    `content check: ${problems.length} problem${problems.length === 1 ? '' : 's'}; nothing was built.`,
  );
  process.exit(1);
}
console.log(
  `content check: every content file matches lib/content/schema.ts, in ${locales.join(' and ')}`,
);
