import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse, stringify } from 'yaml';
import { afterAll } from 'vitest';
import { contentDir } from '@/lib/content/load';

/**
 * A copy of content/ in a temporary folder with one file changed by `edit`, removed after the test
 * file: the way the content tests feed the check a bad edit.
 */
const copies: string[] = [];
afterAll(() => copies.splice(0).forEach((root) => rmSync(root, { recursive: true, force: true })));

export function editedContentCopy(file: string, edit: (source: string) => string): string {
  const root = mkdtempSync(join(tmpdir(), 'content-'));
  copies.push(root);
  const dir = join(root, 'content');
  cpSync(contentDir, dir, { recursive: true });
  const path = join(dir, file);
  const source = readFileSync(path, 'utf8');
  const changed = edit(source);
  if (changed === source) throw new Error(`the edit changed nothing in ${file}`);
  writeFileSync(path, changed);
  return dir;
}

/**
 * A copy of content/ with one file's data changed by `edit` (on the parsed YAML), for an edit that
 * finds its target in whatever the content holds rather than in today's wording.
 */
export function editedData(
  file: string,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any YAML an editor can write
  edit: (data: any) => void,
): string {
  return editedContentCopy(file, (source) => {
    const data: unknown = parse(source);
    edit(data);
    return stringify(data);
  });
}
