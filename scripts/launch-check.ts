// The launch check: lists every placeholder of content/placeholders.yml still in place, with the
// file and field to change (the English file, and its Arabic twin while that still holds it), and
// exits 1 while any remain (0 when none do).
// `--write` writes the table of content/PLACEHOLDERS.md from the list instead.
// `--deploy production|preview` is the publish workflow's gate: a production deploy is refused while
// any placeholder remains; a preview deploy goes ahead with them, and must be built with
// NEXT_PUBLIC_DEPLOY_TARGET=preview so that every page shows the preview banner (and a production
// one without it).
// Usage: npm run launch-check [-- --write] [-- --root DIR] [-- --deploy production|preview]
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { format, resolveConfig } from 'prettier';
import {
  placesOf,
  readPlaceholders,
  remainingPlaceholders,
  withRegister,
} from '../lib/content/placeholders';

const args = process.argv.slice(2);
const rootAt = args.indexOf('--root');
const root = rootAt >= 0 ? args[rootAt + 1]! : process.cwd();
const deployAt = args.indexOf('--deploy');
const deploy = deployAt >= 0 ? args[deployAt + 1] : undefined;
const built = process.env.NEXT_PUBLIC_DEPLOY_TARGET ?? '(unset)';

function refuse(reason: string): never {
  console.log(`launch-check: ${deploy} deploy refused: ${reason}`);
  process.exit(1);
}

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
  if (deploy !== undefined && deploy !== 'production' && deploy !== 'preview')
    refuse('--deploy takes production or preview');
  if (deploy === 'preview' && built !== 'preview')
    refuse(
      `built with NEXT_PUBLIC_DEPLOY_TARGET=${built}: a preview must show its banner (preview)`,
    );
  if (deploy === 'production' && built === 'preview')
    refuse('built with NEXT_PUBLIC_DEPLOY_TARGET=preview: its pages carry the preview banner');
  const remaining = remainingPlaceholders(root);
  if (remaining.length === 0) {
    console.log('launch-check: no placeholder left; the site may go live');
    process.exit(0);
  }
  // One line per file still holding it: the English file, its Arabic twin, or both.
  for (const placeholder of remaining)
    for (const { file, value } of placesOf(root, placeholder))
      console.log(
        `${file}  ${placeholder.field}  "${value}"  ${placeholder.what}: ${placeholder.action}`,
      );
  const summary = `${remaining.length} placeholder(s) still in place (content/placeholders.yml)`;
  if (deploy === 'preview') {
    console.log(`launch-check: preview deploy: ${summary}; every page shows the preview banner`);
    process.exit(0);
  }
  if (deploy === 'production') refuse(summary);
  console.log(`launch-check: ${summary}; not ready to go live`);
  process.exit(1);
}
