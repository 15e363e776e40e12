// The admin's entry preview (run by scripts/admin.mjs after `next build`): bundles admin/preview/ (the
// site's own templates, components/templates/DetailPage.tsx and ArticlePage.tsx) for the browser into
// out-admin/admin/preview.js, with preview.css (the site's global CSS and the CSS modules the templates
// import, under esbuild's own class names) and the font files. What the templates read besides the
// entry (interface words, identity, page names) is read from the content here and embedded.
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { parse } from 'yaml';

/**
 * The admin's names of the entries each template previews (admin/config.yml, which the build writes
 * before), by the kind of page: a file of a collection of files (each product, service and industry
 * page, the spec's articles) or a folder collection (the articles editors add).
 * @param {string} root the checkout
 */
export function templatesOf(root) {
  const config = /** @type {{ collections: { name: string, files?: { name: string }[] }[] }} */ (
    parse(readFileSync(join(root, 'admin/config.yml'), 'utf8'))
  );
  /** @param {string[]} names */
  const entriesOf = (names) =>
    config.collections
      .filter((collection) => names.includes(collection.name))
      .flatMap((collection) =>
        collection.files ? collection.files.map((file) => file.name) : [collection.name],
      );
  return {
    product: entriesOf(['products']),
    service: entriesOf(['services']),
    industry: entriesOf(['industries']),
    article: entriesOf(['articles', 'blog']),
  };
}

/** @type {(root: string, name: string) => string} */
const standIn = (root, name) => join(root, 'admin/preview/stand-ins', name);

/**
 * Modules of the site that have no place in a browser, replaced in the bundle by the preview's own
 * (admin/preview/stand-ins/): the content read from files, Next's link, router and fonts.
 * @param {string} root
 * @returns {import('esbuild').Plugin}
 */
const standIns = (root) => ({
  name: 'admin-preview-stand-ins',
  setup(build) {
    const modules = {
      'next/link': 'link.tsx',
      'next/navigation': 'navigation.ts',
      'next/font/local': 'font.ts',
      'server-only': 'empty.ts',
      'node:fs': 'node-fs.ts',
      'node:path': 'node-path.ts',
    };
    const filter = new RegExp(`^(${Object.keys(modules).join('|')})$`);
    build.onResolve({ filter }, (args) => ({
      path: standIn(root, modules[/** @type {keyof modules} */ (args.path)]),
    }));
    // React DOM's server renderer for the browser without its streaming half, which the preview
    // does not use (react-dom/server.browser holds both: 100 KB more).
    build.onResolve({ filter: /^react-dom\/server$/ }, () => ({
      path: join(root, 'node_modules/react-dom/cjs/react-dom-server-legacy.browser.production.js'),
    }));
    // The gland selector is the glands page's own part above its tables, not the template's.
    build.onResolve({ filter: /\/gland-selector$/ }, () => ({
      path: standIn(root, 'gland-selector.ts'),
    }));
    build.onResolve({ filter: /\/search-kind$/ }, () => ({
      path: standIn(root, 'search-kind.ts'),
    }));
    // lib/content/load.ts, however it is imported ('./load', '../load', '@/lib/content/load').
    build.onResolve({ filter: /(^|\/)load$/ }, (args) =>
      args.path === '@/lib/content/load' ||
      join(args.resolveDir, args.path) === join(root, 'lib/content/load')
        ? { path: standIn(root, 'load.ts') }
        : undefined,
    );
    // A font of app/fonts/*.ts: its file, as the URL the bundle ships it under.
    build.onLoad({ filter: /\/app\/fonts\/\w+\.ts$/ }, (args) => {
      let count = 0;
      /** @type {string[]} */
      const imports = [];
      const contents = readFileSync(args.path, 'utf8')
        .replace(/src: '(\.\/[^']+\.woff2)'/g, (_, file) => {
          imports.push(`import font${count} from '${file}';`);
          return `src: font${count++}`;
        })
        // And its family's name, which next/font takes from the constant it is assigned to.
        .replace(/export const (\w+) = localFont\(\{/g, "$&\n  family: '$1',");
      return { contents: `${imports.join('\n')}\n${contents}`, loader: 'ts' };
    });
  },
});

/**
 * What the preview embeds of the content (admin/preview/embedded.ts), read with the site's own loaders.
 * @param {string} root the checkout
 */
async function embeddedContent(root) {
  // Under the checkout, where the bundle's packages resolve.
  mkdirSync(join(root, 'node_modules/.cache'), { recursive: true });
  const dir = mkdtempSync(join(root, 'node_modules/.cache/admin-preview-'));
  try {
    const outfile = join(dir, 'embedded.mjs');
    await build({
      entryPoints: [join(root, 'admin/preview/embedded.ts')],
      absWorkingDir: root,
      bundle: true,
      platform: 'node',
      format: 'esm',
      packages: 'external',
      outfile,
      logLevel: 'silent',
      plugins: [
        {
          name: 'server-only',
          setup(build) {
            build.onResolve({ filter: /^server-only$/ }, () => ({
              path: standIn(root, 'empty.ts'),
            }));
          },
        },
      ],
    });
    const { embedded } = /** @type {{ embedded: () => unknown }} */ (
      await import(pathToFileURL(outfile).href)
    );
    return embedded();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Bundles the preview: returns its files (under out-admin/admin/) by name: preview.js, preview.css
 * and the font files the CSS names.
 * @param {string} root the checkout
 */
export async function buildPreview(root) {
  const result = await build({
    entryPoints: { preview: join(root, 'admin/preview/index.tsx') },
    absWorkingDir: root,
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: 'es2022',
    jsx: 'automatic',
    minify: true,
    legalComments: 'none',
    write: false,
    outdir: '/admin',
    publicPath: '/admin',
    assetNames: 'fonts/[name]-[hash]',
    loader: { '.module.css': 'local-css', '.woff2': 'file' },
    define: {
      'process.env.NODE_ENV': '"production"',
      'process.env.NEXT_PUBLIC_DEPLOY_TARGET': '""',
      // The templates render as on the server (admin/preview/index.tsx): there is no window.
      window: 'undefined',
      __PREVIEW_CONTENT__: JSON.stringify(await embeddedContent(root)),
      __PREVIEW_TEMPLATES__: JSON.stringify(templatesOf(root)),
    },
    inject: [standIn(root, 'process.ts')],
    plugins: [standIns(root)],
    logLevel: 'silent',
  });
  return Object.fromEntries(
    result.outputFiles.map((file) => [file.path.slice('/admin/'.length), file.contents]),
  );
}
