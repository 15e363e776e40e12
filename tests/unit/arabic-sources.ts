import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const root = process.cwd();

/**
 * The Arabic texts people write, as `{ file, text }`: every `.ar.yml` under content/, and the
 * interface dictionaries of lib/i18n named in `dictionaries` (file names, e.g. 'pages.ts').
 */
export function arabicSources(dictionaries: readonly string[]): { file: string; text: string }[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.ar.yml')) files.push(path);
    }
  };
  walk(join(root, 'content'));
  for (const name of dictionaries) files.push(join(root, 'lib/i18n', name));
  return files.map((file) => ({ file: relative(root, file), text: readFileSync(file, 'utf8') }));
}

/** Every interface dictionary in lib/i18n. */
export const allDictionaries = () =>
  readdirSync(join(root, 'lib/i18n')).filter((name) => name.endsWith('.ts'));
