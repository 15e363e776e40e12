// The export as a build without the EmailJS settings makes it, for the quote tests' "missing
// settings" case, in a second or two instead of a second whole Next build: out/ is copied to
// test-results/export-no-email (files hard-linked), and in the scripts that hold the settings (Next
// inlines NEXT_PUBLIC_* values at build time, components/quote/send-quote.ts) the three values are
// blanked, as a build with them empty writes them. The production export is not touched. Fails if
// the settings are not found where this expects them, so the test never runs on a normal export.
// Usage: node scripts/export-no-email.mjs
import { cpSync, linkSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { expectOutput } from './expect-output.mjs';

const names = ['PUBLIC_KEY', 'SERVICE_ID', 'TEMPLATE_ID'].map(
  (name) => `NEXT_PUBLIC_EMAILJS_${name}`,
);
/** How Next inlines each setting into a script: `NEXT_PUBLIC_EMAILJS_SERVICE_ID:"service_…"`. */
const setting = new RegExp(`(${names.join('|')}):"[^"]*"`, 'g');

/** @param {string} dir @returns {string[]} */
const walk = (dir) =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });

/**
 * Copies the export `from` to `to` with the settings blanked; returns how many scripts it changed.
 * Stops with the step's name when a script names the settings but not in the form above, or none does.
 * @param {string} from
 * @param {string} to
 */
export function exportWithoutEmail(from, to) {
  rmSync(to, { recursive: true, force: true });
  let blanked = 0;
  for (const file of walk(from)) {
    const target = join(to, relative(from, file));
    mkdirSync(dirname(target), { recursive: true });
    const text = file.endsWith('.js') ? readFileSync(file, 'utf8') : '';
    if (!text.includes(names[1] ?? '')) {
      try {
        linkSync(file, target);
      } catch {
        cpSync(file, target);
      }
      continue;
    }
    for (const name of names)
      expectOutput('export-no-email', text, new RegExp(`${name}:"[^"]*"`), relative(from, file));
    writeFileSync(target, text.replace(setting, '$1:""'));
    blanked += 1;
  }
  expectOutput(
    'export-no-email',
    blanked > 0 ? (names[1] ?? '') : '',
    names[1] ?? '',
    `any script of ${from}`,
  );
  return blanked;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const root = new URL('..', import.meta.url).pathname;
  const to = join(root, 'test-results/export-no-email');
  const blanked = exportWithoutEmail(join(root, 'out'), to);
  console.log(
    `export-no-email: ${relative(root, to)} with the settings blanked in ${blanked} script(s)`,
  );
}
