// Rewrites every content file in the form the content admin writes (lib/content/file-format.ts), so an
// edit saved in the admin changes only its own lines. `--check` lists the files not in that form
// and fails instead (tests/repo/content-format.test.ts runs the same check).
// Usage: tsx scripts/format-content.ts [--check] [content dir]
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parse } from 'yaml';
import { contentFiles } from '../lib/content/content-files';
import { formatContent } from '../lib/content/file-format';
import { defaultLocale } from '../lib/i18n/locales';

const args = process.argv.slice(2);
const check = args.includes('--check');
const dir = resolve(args.find((arg) => !arg.startsWith('--')) ?? 'content');

const changed: string[] = [];
for (const file of contentFiles(dir)) {
  const text = readFileSync(file.path, 'utf8');
  const formatted = formatContent(parse(text), file.fields, { locale: file.locale, defaultLocale });
  if (formatted === text) continue;
  changed.push(file.shown);
  if (!check) writeFileSync(file.path, formatted);
}
if (check && changed.length > 0) {
  console.error(
    `${changed.join('\n')}\nformat-content: ${changed.length} file(s) not in the admin's form; run npm run format:content`,
  );
  process.exit(1);
}
console.log(`format-content: ${changed.length} file(s) ${check ? 'to format' : 'formatted'}`);
