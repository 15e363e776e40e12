/** A throwaway copy of content/ for generated edits: the files only, in the system temp folder. */
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export function contentCopy(source = join(process.cwd(), 'content')) {
  const root = mkdtempSync(join(tmpdir(), 'edits-'));
  const dir = join(root, 'content');
  cpSync(source, dir, { recursive: true });
  return { dir, remove: () => rmSync(root, { recursive: true, force: true }) };
}
