// Which checks a push to main needs before it is published (.github/workflows/deploy.yml). A push that
// changes only content (content/, uploaded images under public/images/) takes the fast path
// (.ci/fast: content check, build, unit tests over the built pages, a browser check of the pages the
// change reaches); anything else runs the whole suite (.ci/run). Plain Node, no dependencies: it runs
// before `npm ci`.
//
// Usage:
//   node scripts/publish-plan.mjs last-published          the commit of the last green run on main
//   node scripts/publish-plan.mjs representative          every template once, both languages
//   node scripts/publish-plan.mjs plan CHANGED ROUTES     CHANGED: changed paths, one a line; writes
//                                                        the pages to check to ROUTES and prints
//                                                        `path=fast|full` and `reason=…` lines
//                                                        (for $GITHUB_OUTPUT)
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/** Paths a content-only push may change: the editors' files and their uploads. */
const contentPaths = /^(content\/|public\/images\/)/;

/**
 * The pages besides its own that show each folder's entries (lib/content/schema.ts, `collections`):
 * the listing page, with every entry's card, and for a service the home page's carousel too. An
 * article's card is on /blog or one of its later pages (/blog/page/2 …, by publication date, which
 * this script does not read): /blog stands for them, the same template.
 * @type {Record<string, string[]>}
 */
export const listedOn = {
  products: ['/product'],
  services: ['/services', '/'],
  industries: ['/industries'],
  articles: ['/blog'],
  blog: ['/blog'],
  legal: [],
};

/**
 * The pages one root content file feeds, by its name without `.ar` and `.yml`. home.yml also holds
 * the footer's certifications, the same on every page: '/' shows them. Any other root file reaches
 * every page: site.yml (the company), routes.yml (every page's name, title, description and banner
 * but an article's), hubs.yml (the hub pages' cards and introductions, and the header's Products
 * menu).
 * @type {Record<string, string[]>}
 */
export const pagesOf = {
  home: ['/'],
  about: ['/about'],
  career: ['/career'],
  contact: ['/contact-us'],
};

/**
 * The page of the entry content/<folder>/<name>.yml: products, services, industries, legal pages and
 * the spec's articles (content/articles/) are named after their path; an article added in the admin
 * (content/blog/) is published at /blog/<name> (`addedArticlePathOf` of lib/content/routes.ts).
 * @type {(folder: string, name: string) => string}
 */
export const pageOf = (folder, name) => (folder === 'blog' ? `/blog/${name}` : `/${name}`);

/** Every template of the site once, for a change that reaches every page (company identity, page names). */
export const fixedPages = [
  '/',
  '/about',
  '/career',
  '/contact-us',
  '/quote',
  '/product',
  '/services',
  '/industries',
  '/blog',
];

/**
 * A route in both languages: '/about' and '/ar/about'; '/' and '/ar'.
 * @param {string} route
 */
export const bothLanguages = (route) => [route, route === '/' ? '/ar' : `/ar${route}`];

/** @param {string} file */
const entryName = (file) => file.replace(/\.ar\.yml$|\.ya?ml$/, '');

/**
 * Pages to check for a site-wide change: every template once (the fixed pages, the first entry of
 * each folder), in both languages. `files` lists the repository's content files.
 * @param {string[]} files
 */
export function representativeRoutes(files) {
  // The added articles share the spec articles' template: the first of those stands for both.
  const first = Object.keys(listedOn)
    .filter((folder) => folder !== 'blog')
    .flatMap((folder) => {
      const entries = files
        .filter((file) => file.startsWith(`content/${folder}/`) && /\.ya?ml$/.test(file))
        .map((file) => entryName(file.slice(`content/${folder}/`.length)))
        .sort();
      return entries.length > 0 ? [pageOf(folder, entries[0])] : [];
    });
  return [...new Set([...fixedPages, ...first])].flatMap(bothLanguages);
}

/**
 * What `publishPlan` reads of the repository: its content files now, as repository paths, and one
 * file's text.
 * @typedef {{ files: string[], read: (path: string) => string }} Repository
 * @typedef {{ fast: boolean, reason: string, routes: string[] }} PublishPlan
 */

/**
 * The plan for a push: `fast` when every changed path is content, with the pages the change reaches
 * (both languages), else the whole suite.
 * @param {string[]} changed the changed paths
 * @param {Repository} repository
 * @returns {PublishPlan}
 */
export function publishPlan(changed, repository) {
  const paths = changed.map((path) => path.trim()).filter(Boolean);
  if (paths.length === 0)
    return { fast: false, reason: 'no changed file to compare: run everything', routes: [] };
  const code = paths.find((path) => !contentPaths.test(path));
  if (code) return { fast: false, reason: `${code} is not content: run everything`, routes: [] };

  /** @type {Set<string>} */
  const routes = new Set();
  /** @param {string[]} list */
  const add = (...list) => list.flatMap(bothLanguages).forEach((route) => routes.add(route));
  let siteWide = false;
  /** @param {string} path */
  const pagesOfFile = (path) => {
    const [, folder, name] = path.match(/^content\/([^/]+)\/(.+)$/) ?? [];
    if (folder && name && folder in listedOn) {
      // An entry's page, unless it was deleted (the English file is the page: a translation alone
      // is not read); and the pages that list it.
      const entry = entryName(name);
      if (repository.files.includes(`content/${folder}/${entry}.yml`)) add(pageOf(folder, entry));
      add(...listedOn[folder]);
      return;
    }
    const root = path.match(/^content\/([^/]+)$/)?.[1];
    if (root?.endsWith('.md')) return; // the placeholder register: read by people, not the build
    const pages = root ? pagesOf[entryName(root)] : undefined;
    if (pages) add(...pages);
    else siteWide = true;
  };
  for (const path of paths) {
    if (path.startsWith('public/images/')) {
      // An upload matters on the pages whose content uses it (`src: /images/...`).
      const url = path.slice('public'.length);
      for (const file of repository.files)
        if (/\.ya?ml$/.test(file) && repository.read(file).includes(url)) pagesOfFile(file);
    } else pagesOfFile(path);
  }
  if (siteWide) representativeRoutes(repository.files).forEach((route) => routes.add(route));
  return {
    fast: true,
    reason: `content only (${paths.length} file${paths.length === 1 ? '' : 's'})`,
    routes: [...routes].sort(),
  };
}

/**
 * The content files of a checkout, as repository paths.
 * @param {string} root
 */
function contentFiles(root) {
  /** @type {(dir: string) => string[]} */
  const walk = (dir) =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? walk(join(dir, entry.name)) : [join(dir, entry.name)],
    );
  return walk(join(root, 'content')).map((path) => relative(root, path));
}

/**
 * The commit the live site was built from: the head of the last successful run of this workflow on
 * main (GitHub's API, with the run's token). Comparing with it, not with the push's parent, means a
 * code change whose run failed or was superseded is still tested in full by the next run.
 */
async function lastPublished() {
  const { GITHUB_API_URL, GITHUB_REPOSITORY, GITHUB_TOKEN, GITHUB_WORKFLOW_REF } = process.env;
  const workflow = GITHUB_WORKFLOW_REF?.match(/\.github\/workflows\/([^@]+)@/)?.[1];
  if (!GITHUB_API_URL || !GITHUB_REPOSITORY || !GITHUB_TOKEN || !workflow) return '';
  const response = await fetch(
    `${GITHUB_API_URL}/repos/${GITHUB_REPOSITORY}/actions/workflows/${workflow}/runs?branch=main&status=success&per_page=1`,
    { headers: { Authorization: `Bearer ${GITHUB_TOKEN}`, Accept: 'application/vnd.github+json' } },
  );
  if (!response.ok) return '';
  const { workflow_runs: runs = [] } = /** @type {{ workflow_runs?: { head_sha: string }[] }} */ (
    await response.json()
  );
  return runs[0]?.head_sha ?? '';
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [command, changedFile, routesFile] = process.argv.slice(2);
  if (command === 'last-published') {
    lastPublished().then((sha) => console.log(sha));
  } else if (command === 'representative') {
    console.log(representativeRoutes(contentFiles(process.cwd())).join('\n'));
  } else if (command === 'plan' && changedFile && routesFile) {
    const root = process.cwd();
    const files = contentFiles(root);
    const changed = existsSync(changedFile) ? readFileSync(changedFile, 'utf8').split('\n') : [];
    const plan = publishPlan(changed, {
      files,
      read: (path) => readFileSync(join(root, path), 'utf8'),
    });
    writeFileSync(routesFile, plan.routes.map((route) => `${route}\n`).join(''));
    console.log(`path=${plan.fast ? 'fast' : 'full'}`);
    console.log(`reason=${plan.reason}`);
  } else {
    console.error(
      'usage: publish-plan.mjs last-published | representative | plan CHANGED_FILE ROUTES_FILE',
    );
    process.exit(2);
  }
}
