// The launch check: lists every placeholder of content/placeholders.yml still in place, with the
// file and field to change, and exits 1 while any remain (0 when none do).
// `--write` writes the table of content/PLACEHOLDERS.md from the list instead.
// Usage: npm run launch-check [-- --write] [-- --root DIR]
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { format, resolveConfig } from 'prettier';
import { readPlaceholders, remainingPlaceholders, withRegister } from '../lib/content/placeholders';

const args = process.argv.slice(2);
const rootAt = args.indexOf('--root');
const root = rootAt >= 0 ? args[rootAt + 1]! : process.cwd();

async function writeRegister() {
  const register = join(root, 'content/PLACEHOLDERS.md');
  const markdown = withRegister(readFileSync(register, 'utf8'), readPlaceholders(root));
  const options = { ...(await resolveConfig(register)), filepath: register };
  writeFileSync(register, await format(markdown, options));
  console.log('launch-check: wrote the table of content/PLACEHOLDERS.md');
}

if (args.includes('--write')) void writeRegister();
else check();

function check() {
  const remaining = remainingPlaceholders(root);
  if (remaining.length === 0) {
    console.log('launch-check: no placeholder left; the site may go live');
    process.exit(0);
  }
  for (const { file, field, value, what, action } of remaining)
    console.log(`${file}  ${field}  "${value}"  ${what}: ${action}`);
  console.log(
    `launch-check: ${remaining.length} placeholder(s) still in place (content/placeholders.yml); not ready to go live`,
  );
  process.exit(1);
}
