import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parse, stringify } from 'yaml';

const root = process.cwd();
const interfaceFile = 'content/interface.ar.yml';
const interfaceWords = () =>
  parse(readFileSync(join(root, interfaceFile), 'utf8')) as Record<string, unknown>;

/**
 * The Arabic texts people write, as `{ file, text }`: every `.ar.yml` under content/ but the
 * interface words, of which only the parts named in `dictionaries` (groups or texts of
 * content/interface.ar.yml, e.g. 'frame', 'career.applyNow').
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
  const words = interfaceWords();
  return [
    ...files
      .map((file) => relative(root, file))
      .filter((file) => file !== interfaceFile)
      .map((file) => ({ file, text: readFileSync(join(root, file), 'utf8') })),
    ...dictionaries.map((part) => ({
      file: `${interfaceFile}: ${part}`,
      text: stringify(part.split('.').reduce<unknown>((at, key) => (at as never)[key], words)),
    })),
  ];
}

/** Every group of the interface words. */
export const allDictionaries = () => Object.keys(interfaceWords());
