import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { Page } from '@playwright/test';

/** TypeScript's DOM library (without `dom.asynciterable`) does not know a folder can be listed. */
type ListableDirectory = FileSystemDirectoryHandle & {
  entries(): AsyncIterableIterator<[string, FileSystemHandle]>;
};

/** A repository file as a path relative to the repository root and its bytes. */
export type RepoFile = { path: string; bytes: Buffer };

/** What the admin reads: every entry file and every image, from this checkout's working tree. */
const SEEDED_FOLDERS = ['content', 'public/images'];

/**
 * The repository root Sveltia sees: the files of `folders`, and a `.git` folder (Sveltia refuses a
 * folder without one, "not a repository root"; it never reads inside it).
 */
export function repositoryFiles(root: string, folders = SEEDED_FOLDERS): RepoFile[] {
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const path = join(dir, entry.name);
      return entry.isDirectory() ? walk(path) : [path];
    });
  return [
    ...folders.flatMap((folder) =>
      walk(join(root, folder)).map((path) => ({
        path: relative(root, path).split(sep).join('/'),
        bytes: readFileSync(path),
      })),
    ),
    { path: '.git/HEAD', bytes: Buffer.from('ref: refs/heads/main\n') },
  ];
}

/**
 * Makes the admin's "Work with Local Repository" pick the origin-private file system: a real,
 * structured-cloneable directory handle (Sveltia keeps it in IndexedDB), no dialog. Sveltia checks
 * for `showDirectoryPicker` once, when its bundle starts, so this runs before any page script.
 */
export async function pickOpfsAsRepository(page: Page) {
  await page.addInitScript(() => {
    Object.defineProperty(window, 'showDirectoryPicker', {
      configurable: true,
      value: () => navigator.storage.getDirectory(),
    });
  });
}

/** Empties the origin-private file system of the page's origin and writes `files` into it. */
export async function seedOpfs(page: Page, files: RepoFile[]) {
  const payload = files.map(({ path, bytes }) => ({ path, base64: bytes.toString('base64') }));
  await page.evaluate(async (files) => {
    const root = await navigator.storage.getDirectory();
    for await (const [name] of (root as ListableDirectory).entries())
      await root.removeEntry(name, { recursive: true });
    for (const { path, base64 } of files) {
      const parts = path.split('/');
      const name = parts.pop()!;
      let dir = root;
      for (const part of parts) dir = await dir.getDirectoryHandle(part, { create: true });
      const writable = await (await dir.getFileHandle(name, { create: true })).createWritable();
      await writable.write(Uint8Array.from(atob(base64), (c) => c.charCodeAt(0)));
      await writable.close();
    }
  }, payload);
}

/** Every file in the origin-private file system, `.git` included. */
async function readOpfs(page: Page): Promise<RepoFile[]> {
  const files = await page.evaluate(async () => {
    const out: { path: string; base64: string }[] = [];
    const walk = async (dir: FileSystemDirectoryHandle, prefix: string) => {
      for await (const [name, handle] of (dir as ListableDirectory).entries()) {
        const path = prefix + name;
        if (handle.kind === 'directory')
          await walk(handle as FileSystemDirectoryHandle, `${path}/`);
        else {
          const bytes = new Uint8Array(
            await (await (handle as FileSystemFileHandle).getFile()).arrayBuffer(),
          );
          let binary = '';
          for (let i = 0; i < bytes.length; i += 0x8000)
            binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
          out.push({ path, base64: btoa(binary) });
        }
      }
    };
    await walk(await navigator.storage.getDirectory(), '');
    return out;
  });
  return files
    .map(({ path, base64 }) => ({ path, bytes: Buffer.from(base64, 'base64') }))
    .sort((a, b) => a.path.localeCompare(b.path));
}

/** What the admin changed in the repository since `seed`: files written or added, and files removed. */
export async function opfsChanges(page: Page, seed: RepoFile[]) {
  const before = new Map(seed.map(({ path, bytes }) => [path, bytes]));
  const after = await readOpfs(page);
  const afterPaths = new Set(after.map(({ path }) => path));
  return {
    written: after.filter(({ path, bytes }) => !before.get(path)?.equals(bytes)),
    removed: seed.map(({ path }) => path).filter((path) => !afterPaths.has(path)),
  };
}
