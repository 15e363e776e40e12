// The first step of `npm run build`: checks every content file and its translations (content/*.ar.yml,
// content/routes.ar.yml) against lib/content/schema.ts and prints one line per problem (file, field path, what was expected), then fails; no stack trace.
// Usage: tsx scripts/check-content.ts [content dir]
import { resolve } from 'node:path';
import { readContent, readRouteTexts } from '../lib/content/load';
import { defaultLocale, locales } from '../lib/i18n/locales';

const dir = resolve(process.argv[2] ?? 'content');
// An English file's problem is also met when reading its translation: say it once.
const problems = [
  ...new Set(
    locales.flatMap((locale) => [
      ...readContent(dir, locale).problems,
      ...(locale === defaultLocale ? [] : readRouteTexts(dir, locale).problems),
    ]),
  ),
];
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
