// The content admin, its own site (issue 45): writes out-admin/ (deploy/admin.mjs adminExport), served
// at content/site.yml's adminOrigin, so nothing it stores (the editor's GitHub token) shares an origin
// with a public page. out-admin/admin/ holds admin/index.html and admin/config.yml with the admin's own
// Content-Security-Policy, and the pinned Sveltia CMS bundle from node_modules (never committed) with
// its fonts, interface languages, React DOM chunk and the one library it imports at run time, so the
// admin makes no third-party request but the Git host's API; the entry preview, the site's own
// templates (scripts/admin-preview.mjs: preview.js, preview.css and their fonts) and the site's images
// it draws with; the host files. The public export keeps only out/admin/index.html, a redirect to the admin.
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import {
  adminCdnFiles,
  adminRobots,
  adminRootPage,
  adminUrl,
  origins,
  publicAdminPage,
} from '../deploy/admin.mjs';
import { adminPolicy } from '../deploy/security.mjs';
import { buildPreview } from './admin-preview.mjs';

/** @param {string} name */
const packageDir = (name) => new URL(`../node_modules/${name}`, import.meta.url).pathname;
/** @type {(dir: string) => { version: string, dependencies: Record<string, string> }} */
const packageJson = (dir) => JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));

const cms = packageDir('@sveltia/cms');
const { version, dependencies } = packageJson(cms);

/**
 * The libraries the bundle imports at run time from unpkg (`<base>/<name>@<version>/<file>`, the
 * version its own package.json names) that this admin uses, served from node_modules under
 * /admin/npm/ instead: Immutable.js, the maps the preview templates receive the entry in.
 * package.json pins exactly the version the bundle asks for, and the build checks it.
 */
const modules = [{ name: 'immutable', file: 'dist/immutable.es.js' }];

/** The bundle's own chunks it loads next to its script: React DOM, for the preview templates. */
const chunks = ['react-dom'];

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
  // Libraries it imports on demand: from our own copies (`modules`). Any other (map field, code
  // highlighting, SVG optimiser, PDF and HEIC previews; none used by this config) would now be a
  // same-origin 404 instead of a request to unpkg that the admin's policy blocks.
  { find: '`https://unpkg.com/${e}`', replace: '`/admin/npm/${e}`' },
  // Signed in to GitHub, it polls githubstatus.com every 5 minutes for an incident banner.
  {
    find: 'statusDashboardURL:Dye,checkStatus:kye,',
    replace: 'statusDashboardURL:Dye,',
  },
  ...fonts.map(({ cdn, name }) => ({ find: cdn, replace: `/admin/fonts/${name}` })),
  // Source maps are not published.
  { find: '//# sourceMappingURL=sveltia-cms.js.map', replace: '' },
];

/** @type {(text: string, find: string) => number} */
const count = (text, find) => text.split(find).length - 1;

/**
 * `text` with each edit made, each found exactly once, or the build stops naming the file.
 * @param {string} text
 * @param {{ find: string, replace: string }[]} fileEdits
 * @param {string} file
 */
function edited(text, fileEdits, file) {
  for (const { find, replace } of fileEdits) {
    const found = count(text, find);
    if (found !== 1)
      throw new Error(
        `admin: expected "${find}" once in @sveltia/cms ${version} ${file}, found it ${found} times; review scripts/admin.mjs for this version`,
      );
    text = text.replace(find, replace);
  }
  return text;
}

/**
 * Writes the admin's own site into `adminDir` (its app under admin/, the preview's site assets, the
 * root redirect and the CDN files) and the public export's out/admin/index.html, a redirect to it;
 * returns what it wrote, for the build log.
 * @param {string} root the checkout
 * @param {string} outDir the public export
 * @param {string} adminDir the admin's export
 */
export async function buildAdmin(root, outDir, adminDir) {
  const { siteOrigin, adminOrigin } = origins(root);
  rmSync(adminDir, { recursive: true, force: true });
  const target = join(adminDir, 'admin');
  mkdirSync(join(target, 'fonts'), { recursive: true });
  mkdirSync(join(target, 'cms'), { recursive: true });

  const bundle = readFileSync(join(cms, 'dist/sveltia-cms.js'), 'utf8');
  writeFileSync(join(target, 'sveltia-cms.js'), edited(bundle, edits, 'dist/sveltia-cms.js'));
  mkdirSync(join(target, 'chunks'), { recursive: true });
  for (const chunk of chunks) {
    const file = `dist/chunks/${chunk}.js`;
    const map = { find: `//# sourceMappingURL=${chunk}.js.map`, replace: '' };
    const code = edited(readFileSync(join(cms, file), 'utf8'), [map], file);
    writeFileSync(join(target, 'chunks', `${chunk}.js`), code);
  }
  for (const { name, file } of modules) {
    const wanted = dependencies[name].replace(/^\D/, '');
    const installed = packageJson(packageDir(name)).version;
    if (installed !== wanted)
      throw new Error(
        `admin: @sveltia/cms ${version} imports ${name}@${wanted}, node_modules has ${installed}: pin ${name} ${wanted} in package.json`,
      );
    const dir = join(target, 'npm', `${name}@${wanted}`, dirname(file));
    mkdirSync(dir, { recursive: true });
    cpSync(join(packageDir(name), file), join(dir, basename(file)));
  }
  const preview = await buildPreview(root);
  for (const [name, contents] of Object.entries(preview)) {
    mkdirSync(dirname(join(target, name)), { recursive: true });
    writeFileSync(join(target, name), contents);
  }
  // The images the preview shows (public_folder /images, where uploads go), under the site's paths.
  const images = join(outDir, 'images');
  if (!existsSync(images)) throw new Error('admin: the preview needs /images, not in the export');
  cpSync(images, join(adminDir, 'images'), { recursive: true });
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
  const config = readFileSync(join(root, 'admin/config.yml'), 'utf8');
  if (!config.includes(`site_url: ${siteOrigin}`))
    throw new Error(
      `admin: admin/config.yml has no site_url ${siteOrigin}; run npm run admin:config`,
    );
  writeFileSync(join(target, 'config.yml'), config);
  writeFileSync(join(adminDir, 'index.html'), adminRootPage);
  writeFileSync(join(adminDir, 'robots.txt'), adminRobots);
  // GitHub Pages' custom domain for a site published from a branch (the workflow's admin-github-pages).
  writeFileSync(join(adminDir, 'CNAME'), `${new URL(adminOrigin).host}\n`);
  const cdn = adminCdnFiles();
  writeFileSync(join(adminDir, '_headers'), cdn.headers);
  writeFileSync(join(adminDir, '_redirects'), cdn.redirects);

  // The public export: no admin code, only the redirect.
  rmSync(join(outDir, 'admin'), { recursive: true, force: true });
  mkdirSync(join(outDir, 'admin'), { recursive: true });
  writeFileSync(join(outDir, 'admin/index.html'), publicAdminPage(adminOrigin));
  return {
    version,
    fonts: fonts.length,
    preview: Object.keys(preview).length,
    url: adminUrl(adminOrigin),
  };
}
