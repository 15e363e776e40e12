// The content admin at /admin/: copies admin/index.html and admin/config.yml into the export with the
// admin's own Content-Security-Policy, and the pinned Sveltia CMS bundle from node_modules (never
// committed) with its fonts, so the admin makes no third-party request but the Git host's API.
import { cpSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { adminPolicy } from '../deploy/security.mjs';

const packageDir = (name) => new URL(`../node_modules/${name}`, import.meta.url).pathname;

const cms = packageDir('@sveltia/cms');
const { version } = JSON.parse(readFileSync(join(cms, 'package.json'), 'utf8'));

/** The fonts the bundle's styles take from a CDN, served from the fontsource packages instead. */
const fonts = [
  {
    cdn: 'https://cdn.jsdelivr.net/fontsource/fonts/source-sans-3:vf@5.3.0/latin-wght-normal.woff2',
    dir: join(packageDir('@fontsource-variable/source-sans-3'), 'files'),
    name: 'source-sans-3-latin-wght-normal.woff2',
  },
  {
    cdn: 'https://cdn.jsdelivr.net/fontsource/fonts/noto-mono@5.3.0/latin-400-normal.woff2',
    dir: join(packageDir('@fontsource/noto-mono'), 'files'),
    name: 'noto-mono-latin-400-normal.woff2',
  },
  {
    cdn: 'https://cdn.jsdelivr.net/fontsource/fonts/material-symbols-outlined:vf@5.3.7/latin-wght-normal.woff2',
    dir: join(packageDir('@fontsource-variable/material-symbols-outlined'), 'files'),
    name: 'material-symbols-outlined-latin-wght-normal.woff2',
  },
];

/**
 * Exact edits to the pinned bundle, each expected exactly once: a new CMS version that moves any of
 * them fails the build here instead of quietly calling a third party.
 */
const edits = [
  // Its update check fetches the package's latest package.json from unpkg at start and hourly: point
  // the package base at our own copy, whose version is the bundle's, so it finds nothing to offer.
  { find: '`https://unpkg.com/@sveltia/cms`', replace: '`/admin/cms`' },
  // Signed in to GitHub, it polls githubstatus.com every 5 minutes for an incident banner.
  {
    find: 'statusDashboardURL:Dye,checkStatus:kye,',
    replace: 'statusDashboardURL:Dye,',
  },
  ...fonts.map(({ cdn, name }) => ({ find: cdn, replace: `/admin/fonts/${name}` })),
  // Source maps are not published.
  { find: '//# sourceMappingURL=sveltia-cms.js.map', replace: '' },
];

const count = (text, find) => text.split(find).length - 1;

/** Writes out/admin/; returns its files, for the build log. */
export function buildAdmin(root, outDir) {
  const target = join(outDir, 'admin');
  mkdirSync(join(target, 'fonts'), { recursive: true });
  mkdirSync(join(target, 'cms'), { recursive: true });

  let bundle = readFileSync(join(cms, 'dist/sveltia-cms.js'), 'utf8');
  for (const { find, replace } of edits) {
    const found = count(bundle, find);
    if (found !== 1)
      throw new Error(
        `admin: expected "${find}" once in @sveltia/cms ${version}, found it ${found} times; review scripts/admin.mjs for this version`,
      );
    bundle = bundle.replace(find, replace);
  }
  writeFileSync(join(target, 'sveltia-cms.js'), bundle);
  writeFileSync(join(target, 'cms/package.json'), `${JSON.stringify({ version })}\n`);
  // The interface speaks the browser's language where the CMS has it (Arabic for an Arabic browser):
  // it fetches that locale's strings from its package base and version, here /admin/cms@<version>/.
  cpSync(join(cms, 'locales'), join(target, `cms@${version}`, 'locales'), { recursive: true });
  for (const { dir, name } of fonts) cpSync(join(dir, name), join(target, 'fonts', name));

  const html = readFileSync(join(root, 'admin/index.html'), 'utf8');
  const charset = '<meta charset="utf-8" />';
  if (!html.includes(charset)) throw new Error('admin: admin/index.html has no <meta charset>');
  const meta = `<meta http-equiv="Content-Security-Policy" content="${adminPolicy({ forHeader: false })}" />`;
  writeFileSync(join(target, 'index.html'), html.replace(charset, `${charset}\n    ${meta}`));
  cpSync(join(root, 'admin/config.yml'), join(target, 'config.yml'));
  return { version, fonts: fonts.length };
}
