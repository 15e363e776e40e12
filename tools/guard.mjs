// public/ is the source of truth: a designer may edit a generated SVG, PNG or video by hand. The
// generators record the SHA-256 of every file they write in tools/generated.json, and refuse to
// overwrite a file whose bytes no longer match that record (it was changed since they wrote it).
// FORCE=1 overwrites anyway. CLI for the shell scripts:
//   node tools/guard.mjs check public/media/footer.webm ...   (exit 1 if any was changed by hand)
//   node tools/guard.mjs record public/media/footer.webm ...  (after writing them)
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const manifestPath = join(root, 'tools/generated.json');
/** @type {Record<string, string>} */
const manifest = existsSync(manifestPath) ? JSON.parse(readFileSync(manifestPath, 'utf8')) : {};

/** @param {string} file */
const key = (file) => relative(root, resolve(root, file));
/** @param {string} file */
const hash = (file) => createHash('sha256').update(readFileSync(file)).digest('hex');

/** Throws when `file` exists and is not what a generator last wrote there. @param {string} file */
export function assertUntouched(file) {
  const abs = resolve(root, file);
  if (!existsSync(abs) || process.env.FORCE === '1') return;
  const recorded = manifest[key(abs)];
  if (recorded === hash(abs)) return;
  throw new Error(
    `${key(abs)} ${recorded ? 'was changed since the generator wrote it' : 'was not written by a generator'}` +
      '; public/ is the source of truth, so it is left alone. Run with FORCE=1 to overwrite it.',
  );
}

/** @param {string} file */
export function record(file) {
  const abs = resolve(root, file);
  manifest[key(abs)] = hash(abs);
  const sorted = Object.fromEntries(
    Object.entries(manifest).sort(([a], [b]) => a.localeCompare(b)),
  );
  writeFileSync(manifestPath, JSON.stringify(sorted, null, 2) + '\n');
}

/**
 * Writes a generated file unless it was edited by hand since the last generation.
 * @param {string} file @param {string | Uint8Array} data
 */
export function writeGenerated(file, data) {
  assertUntouched(file);
  mkdirSync(dirname(resolve(root, file)), { recursive: true });
  writeFileSync(resolve(root, file), data);
  record(file);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [command, ...files] = process.argv.slice(2);
  try {
    if (command === 'check') files.forEach(assertUntouched);
    else if (command === 'record') files.forEach(record);
    else throw new Error('usage: node tools/guard.mjs check|record FILE...');
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
