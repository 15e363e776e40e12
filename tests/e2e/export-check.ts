import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Before any browser test (playwright.config.ts calls it as it loads, before the web servers start):
 * the export the tests serve is there, in both languages. A missing build or a build that lost the
 * Arabic site stops the whole run with one line instead of failing (or, as before issue 46,
 * skipping) test by test. Not when BASE_URL points the suite at a served site.
 */
export function exportProblem(out: string): string | null {
  if (!existsSync(join(out, 'index.html')))
    return `No static export in ${out}/ (no index.html): run \`npm run build\` first.`;
  const arabic = join(out, 'ar');
  if (!existsSync(`${arabic}.html`) || !existsSync(arabic) || readdirSync(arabic).length === 0)
    return `The export in ${out}/ has no Arabic site (${out}/ar.html and ${out}/ar/): run \`npm run build\` again; the Arabic routes come from app/(ar).`;
  return null;
}
