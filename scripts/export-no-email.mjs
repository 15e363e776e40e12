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

const root = new URL('..', import.meta.url).pathname;
const from = join(root, 'out');
const to = join(root, 'test-results/export-no-email');
const names = ['PUBLIC_KEY', 'SERVICE_ID', 'TEMPLATE_ID'].map(
  (name) => `NEXT_PUBLIC_EMAILJS_${name}`,
);
const setting = new RegExp(`(${names.join('|')}):"[^"]*"`, 'g');

/** @param {string} dir @returns {string[]} */
const walk = (dir) =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });

rmSync(to, { recursive: true, force: true });
let blanked = 0;
for (const file of walk(from)) {
  const target = join(to, relative(from, file));
  mkdirSync(dirname(target), { recursive: true });
  const text = file.endsWith('.js') ? readFileSync(file, 'utf8') : '';
  if (!text.includes(names[1])) {
    try {
      linkSync(file, target);
    } catch {
      cpSync(file, target);
    }
    continue;
  }
  const found = text.match(setting) ?? [];
  if (found.length !== names.length)
    throw new Error(
      `export-no-email: ${relative(root, file)} names the settings but holds ${found.length} of 3 values`,
    );
  writeFileSync(target, text.replace(setting, '$1:""'));
  blanked += 1;
}
if (blanked === 0) throw new Error('export-no-email: no script of out/ holds the EmailJS settings');
console.log(
  `export-no-email: ${relative(root, to)} with the settings blanked in ${blanked} script(s)`,
);
