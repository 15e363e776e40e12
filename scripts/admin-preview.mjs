// The admin's entry preview in the site's own styles (run by scripts/admin.mjs after `next build`):
// out-admin/admin/preview.css is the stylesheets the exported pages use, and out-admin/admin/preview.js the
// preview templates of admin/preview.ts, compiled here with the class names the build gave the CSS
// modules they imitate and the banner texts of the exported pages.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSync } from 'esbuild';
import { parse } from 'yaml';
import { absoluteUrls } from './inline-css.mjs';

/** The CSS modules whose classes the preview templates use, by the name the templates know them. */
export const previewModules = {
  banner: 'components/layout/PageBanner.module.css',
  detail: 'components/templates/DetailPage.module.css',
  cards: 'components/templates/CardGrid.module.css',
  catalogue: 'components/catalogue/Catalogue.module.css',
  table: 'components/catalogue/SelectionTable.module.css',
  article: 'components/templates/ArticlePage.module.css',
};

/**
 * The exported pages (not the admin, the framework's files or the error pages), as paths under out/.
 * @param {string} outDir
 * @returns {string[]}
 */
export function exportedPages(outDir, dir = '') {
  return readdirSync(join(outDir, dir), { withFileTypes: true })
    .flatMap((entry) => {
      const file = dir ? `${dir}/${entry.name}` : entry.name;
      if (entry.isDirectory())
        return ['admin', '_next', 'pagefind'].includes(file) ? [] : exportedPages(outDir, file);
      return entry.name.endsWith('.html') && !/^(404|_not-found)\.html$/.test(file) ? [file] : [];
    })
    .sort();
}

const stylesheetLink = /<link rel="stylesheet" href="(\/_next\/static\/[^"]+\.css)"/g;

/**
 * The site's stylesheets in cascade order: every page lists its own in the order they apply, and a
 * sheet first met on a later page goes right after the sheet it follows there.
 * @param {string[][]} pages each page's stylesheet hrefs, in order
 */
export function stylesheetOrder(pages) {
  /** @type {string[]} */
  const order = [];
  for (const hrefs of pages) {
    hrefs.forEach((href, index) => {
      if (order.includes(href)) return;
      const after = index === 0 ? -1 : order.indexOf(hrefs[index - 1]);
      order.splice(after + 1, 0, href);
    });
  }
  return order;
}

/**
 * Class names of a CSS module's source (the local names its importers write), sorted.
 * @param {string} css
 */
export function localClassNames(css) {
  const code = css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/url\([^)]*\)/g, '')
    .replace(/"[^"]*"|'[^']*'/g, '');
  return [...new Set([...code.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((match) => match[1]))].sort();
}

/**
 * The class names the build gave one CSS module: the site's CSS is minified with a per-module prefix
 * before each local name (`ippXdq_table`), and exactly one prefix must carry the module's local names,
 * all of them and no other. Throws otherwise, so that a new naming scheme stops the build instead of
 * leaving the preview unstyled.
 * @param {string[]} locals the module's local class names
 * @param {string} builtCss the site's built CSS
 * @param {string} module the module's path, for the error
 * @returns {Record<string, string>}
 */
export function builtClassNames(locals, builtCss, module) {
  const tokens = new Set([...builtCss.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((match) => match[1]));
  const prefixes = new Set(
    [...tokens].flatMap((token) =>
      locals
        .filter((local) => token.endsWith(`_${local}`))
        .map((local) => token.slice(0, -local.length - 1)),
    ),
  );
  const exact = [...prefixes].filter((prefix) => {
    const names = [...tokens].filter((token) => token.startsWith(`${prefix}_`));
    return (
      names.length === locals.length && locals.every((local) => tokens.has(`${prefix}_${local}`))
    );
  });
  if (exact.length !== 1)
    throw new Error(
      `admin preview: found ${exact.length} built class prefixes for exactly ${module}'s classes (${locals.join(', ')}); review scripts/admin-preview.mjs for this Next.js version`,
    );
  return Object.fromEntries(locals.map((local) => [local, `${exact[0]}_${local}`]));
}

/** @type {Record<string, string>} */
const entities = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };
/**
 * The text of an HTML fragment: tags dropped, character references decoded, spaces collapsed.
 * @param {string} html
 */
export const textOf = (html) =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(
      /&(#x[\da-f]+|#\d+|[a-z]+);/gi,
      (/** @type {string} */ whole, /** @type {string} */ name) =>
        name[0] === '#'
          ? String.fromCodePoint(
              name[1].toLowerCase() === 'x' ? parseInt(name.slice(2), 16) : Number(name.slice(1)),
            )
          : (entities[name] ?? whole),
    )
    .replace(/\s+/g, ' ')
    .trim();

/** @param {string} text */
const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** @type {(tag: string, name: string) => string | undefined} */
const attribute = (tag, name) => tag.match(new RegExp(`\\s${name}="([^"]*)"`))?.[1];

/**
 * What the preview needs to know of the exported site, and the CSS the preview frame loads.
 * @param {string} root the checkout
 * @param {string} outDir the export
 */
export function previewData(root, outDir) {
  const pages = exportedPages(outDir).map((file) => ({
    file,
    route: file === 'index.html' ? '/' : `/${file.slice(0, -'.html'.length)}`,
    html: readFileSync(join(outDir, file), 'utf8'),
  }));
  const order = stylesheetOrder(
    pages.map(({ html }) => [...html.matchAll(stylesheetLink)].map((match) => match[1])),
  );
  if (order.length === 0)
    throw new Error('admin preview: no stylesheet link in the exported pages');
  const css = order
    .map((href) => `/* ${href} */\n${absoluteUrls(readFileSync(join(outDir, href), 'utf8'), href)}`)
    .join('\n');

  const classes = Object.fromEntries(
    Object.entries(previewModules).map(([name, module]) => [
      name,
      builtClassNames(localClassNames(readFileSync(join(root, module), 'utf8')), css, module),
    ]),
  );

  const { catalogue } = classes;
  const tablesHead = new RegExp(
    `class="${escape(catalogue.section)}"><div class="${escape(catalogue.head)}"><h2[^>]*>([\\s\\S]*?)</h2>[\\s\\S]*?<p class="${escape(catalogue.intro)}">([\\s\\S]*?)</p>`,
  );
  const checklistHead = new RegExp(
    // Its other classes (render-when-near below a page's tables) may follow.
    `class="${escape(catalogue.checklist)}(?: [^"]*)?"><h2[^>]*>([\\s\\S]*?)</h2><p>([\\s\\S]*?)</p>`,
  );
  // Each language's <html> attributes (its font variables, direction), from its first page.
  /** @type {Record<string, { className: string, dir: string }>} */
  const documents = {};
  // Each language's fixed texts of a product page's catalogue: the selection tables' heading and
  // introduction, the checklist's heading and introduction, as the exported product pages show them.
  /** @type {Record<string, { heading: string, intro: string, checklistHeading: string, checklistIntro: string }>} */
  const catalogueTexts = {};
  // The banner of every exported page: its heading and tagline, by the page's path.
  /** @type {Record<string, { heading: string, tagline: string }>} */
  const banners = {};
  for (const { route, html } of pages) {
    const tag = html.match(/<html\b[^>]*>/)?.[0] ?? '';
    const lang = attribute(tag, 'lang');
    if (lang && !documents[lang])
      documents[lang] = {
        className: attribute(tag, 'class') ?? '',
        dir: attribute(tag, 'dir') ?? 'ltr',
      };
    const heading = html.match(/<h1\b[^>]*>([\s\S]*?)<\/h1>/)?.[1];
    const tagline = html.match(
      new RegExp(`<p class="${escape(classes.banner.tagline)}">([\\s\\S]*?)</p>`),
    )?.[1];
    if (heading) banners[route] = { heading: textOf(heading), tagline: textOf(tagline ?? '') };
    const tables = html.match(tablesHead);
    const checklist = html.match(checklistHead);
    if (lang && tables && checklist && !catalogueTexts[lang])
      catalogueTexts[lang] = {
        heading: textOf(tables[1]),
        intro: textOf(tables[2]),
        checklistHeading: textOf(checklist[1]),
        checklistIntro: textOf(checklist[2]),
      };
  }
  for (const lang of ['en', 'ar']) {
    if (!documents[lang]) throw new Error(`admin preview: found no page in ${lang} in the export`);
    if (!catalogueTexts[lang])
      throw new Error(
        `admin preview: found no ${lang} page with selection tables and a checklist (the markup of components/catalogue/ changed?); review scripts/admin-preview.mjs`,
      );
  }
  return {
    css,
    data: { classes, documents, banners, catalogue: catalogueTexts, templates: templatesOf(root) },
  };
}

/**
 * The admin's names of the entries each template previews (admin/config.yml, which the build writes
 * before): the detail page for a product, service or industry page (a file of its collection), the
 * article page for the spec's articles and the collection where editors add theirs.
 * @param {string} root the checkout
 */
function templatesOf(root) {
  const config =
    /** @type {{ collections: { name: string, folder?: string, files?: { name: string }[] }[] }} */ (
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
    detail: entriesOf(['products', 'services', 'industries']),
    article: entriesOf(['articles', 'blog']),
  };
}

/** Lines the preview frame adds to the site's CSS: it has no fixed header to make room for. */
const previewOnly = `
/* The admin preview: no site header above the page. */
body { padding-top: 0; }
`;

/**
 * Compiles admin/preview.ts with the exported site's data; returns the script and the CSS.
 * @param {string} root the checkout
 * @param {string} outDir the export
 */
export function buildPreview(root, outDir) {
  const { css, data } = previewData(root, outDir);
  const result = buildSync({
    entryPoints: [join(root, 'admin/preview.ts')],
    absWorkingDir: root,
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    legalComments: 'none',
    write: false,
    define: { __PREVIEW__: JSON.stringify(data) },
    logLevel: 'silent',
  });
  return { script: result.outputFiles[0].text, css: `${css}\n${previewOnly}`, data };
}
