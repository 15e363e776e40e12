// A throwaway copy of the repository grown to 1,000 pages, built, and measured (issue 31, "Scale").
//
//   node scripts/scale-copy.mjs [--articles=462] [--parent=DIR] [--keep]
//
// Copies the files git tracks (and new ones it does not ignore) to a new folder under --parent (the
// system's temporary folder by default), with node_modules as hard links and the checkout's compiler
// cache (.next/cache) copied, as tests/e2e/cms/temp-repo.ts does; writes --articles generated
// articles into the copy's content/blog/ (each one a page in English at /blog/<slug> and in
// Arabic at /ar/blog/<slug>: the default, 462, takes today's 78 routes to 1,002); runs the steps of
// `npm run build` there one by one, timing each (wall and CPU); and prints the figures of the export
// as JSON. `--articles=0` measures today's site the same way. The copy is deleted at the end unless
// --keep is given (scripts/scale.mjs keeps it to serve and browse it). The repository's own content/
// is never written.
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import YAML from 'yaml';
import { copyCheckout as copyCheckoutTo, must as mustPass, runIn } from './checkout-copy.mjs';
import { sitemapPaths } from './html.mjs';

const checkout = resolve(fileURLToPath(new URL('..', import.meta.url)));

/** Pages the default copy must reach: the thousand. */
export const targetPages = 1000;
/** Articles that take today's 78 routes (39 pages in two languages) past a thousand. */
export const defaultArticles = 462;

/**
 * runIn, with the CPU time of the command and its children.
 * @param {string} command
 * @param {string[]} args
 * @param {string} cwd
 */
function run(command, args, cwd) {
  const cpuBefore = childCpuSeconds();
  const result = runIn(command, args, cwd);
  return { ...result, wallSeconds: result.seconds, cpuSeconds: childCpuSeconds() - cpuBefore };
}

/**
 * CPU time (user and system) of every finished child of this process and of their children, from
 * /proc (Linux): the kernel adds a child's times, its own children's included, when it is waited for.
 */
function childCpuSeconds() {
  const stat = readFileSync('/proc/self/stat', 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // Fields 16 and 17 of proc(5), cutime and cstime, counted from the state (field 3) here.
  const ticks = Number(fields[13]) + Number(fields[14]);
  return ticks / 100; // USER_HZ is 100 on Linux
}

/**
 * Copies the checkout (tracked and unignored files as in the working tree) to a new folder.
 * @param {string} parent
 */
export function copyCheckout(parent = tmpdir()) {
  const started = performance.now();
  const dir = mkdtempSync(join(parent, 'scale-'));
  copyCheckoutTo(checkout, dir);
  return { dir, seconds: (performance.now() - started) / 1000 };
}

/**
 * @template {import('./checkout-copy.mjs').CommandResult} Result
 * @param {Result} result
 * @param {string} what
 */
const must = (result, what) => mustPass(result, `scale-copy: ${what}`);

/** A few words that make each generated article's opening its own (and its search entry). */
const topics = [
  ['cable glands', 'جلب الكابلات'],
  ['junction boxes', 'صناديق التوصيل'],
  ['heat-shrink sleeves', 'أكمام الانكماش الحراري'],
  ['cable ties', 'أربطة الكابلات'],
  ['cable tray', 'حوامل الكابلات'],
  ['IP68 connectors', 'موصلات IP68'],
  ['crimp lugs', 'أطراف الكبس'],
  ['cable markers', 'علامات الكابلات'],
  ['armoured cables', 'الكابلات المدرعة'],
  ['terminal blocks', 'كتل التوصيل الطرفية'],
  ['earthing kits', 'أطقم التأريض'],
];
const places = [
  ['a substation in Sharjah', 'محطة فرعية في الشارقة'],
  ['a solar plant in Abu Dhabi', 'محطة طاقة شمسية في أبوظبي'],
  ['a pipe rack on the coast', 'حامل أنابيب على الساحل'],
  ['a pumping station', 'محطة ضخ'],
  ['a district cooling plant', 'محطة تبريد مركزي'],
  ['a water treatment works', 'محطة معالجة مياه'],
  ['an offshore platform', 'منصة بحرية'],
];

/**
 * Writes `count` articles into the copy's content/blog/, each a renamed copy of one of the
 * site's own articles in both languages (so the pages are as long as real ones and pass the content
 * check), dated one day apart from 2026-01-01, with an opening sentence of its own.
 * @param {string} dir
 * @param {number} count
 */
export function generateArticles(dir, count) {
  // The spec's articles are the templates; the new ones go where editors add theirs.
  const folder = join(dir, 'content/articles');
  const added = join(dir, 'content/blog');
  mkdirSync(added, { recursive: true });
  const templates = readdirSync(folder)
    .filter((name) => name.endsWith('.yml') && !name.endsWith('.ar.yml'))
    .sort()
    .map((name) => ({
      en: YAML.parse(readFileSync(join(folder, name), 'utf8')),
      ar: YAML.parse(readFileSync(join(folder, name.replace(/\.yml$/, '.ar.yml')), 'utf8')),
    }));
  if (templates.length === 0) throw new Error(`scale-copy: no articles in ${folder}`);
  /** @type {string[]} */
  const paths = [];
  for (let n = 1; n <= count; n += 1) {
    const { en: englishTemplate, ar: arabicTemplate } = templates[n % templates.length];
    const [topicEn, topicAr] = topics[n % topics.length];
    const [placeEn, placeAr] = places[Math.floor(n / topics.length) % places.length];
    const slug = `${String(englishTemplate.name)
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')}-${n}`;
    const published = new Date(Date.UTC(2026, 0, 1) + n * 86_400_000).toISOString().slice(0, 10);
    // Titles and descriptions of their own (the route checks want them unique, within limits).
    /** @type {(data: any, texts: Record<string, string>) => object} */
    const article = (data, { name, title, description, suffix, opening }) => ({
      ...data,
      name: `${data.name} ${name}`,
      title,
      description,
      heading: `${data.heading} ${suffix}`,
      intro: [opening, ...data.intro],
    });
    const en = article(englishTemplate, {
      name: String(n),
      title: `Note ${n}: ${topicEn}`,
      description: `Note ${n}: ${topicEn} on ${placeEn}, and what to check when choosing, fitting and maintaining them.`,
      suffix: `(note ${n})`,
      opening: `Note ${n}: ${topicEn} on ${placeEn}.`,
    });
    const ar = article(arabicTemplate, {
      name: String(n),
      title: `ملاحظة ${n}: ${topicAr}`,
      description: `ملاحظة ${n}: ${topicAr} في ${placeAr}، وما يجب التحقق منه عند اختيارها وتركيبها وصيانتها.`,
      suffix: `(ملاحظة ${n})`,
      opening: `ملاحظة ${n}: ${topicAr} في ${placeAr}.`,
    });
    writeFileSync(join(added, `${slug}.yml`), YAML.stringify({ ...en, published }));
    writeFileSync(join(added, `${slug}.ar.yml`), YAML.stringify(ar));
    paths.push(`/blog/${slug}`);
  }
  return paths;
}

/**
 * Runs the steps of `npm run build` in the copy one by one (the same commands, in order), timing each.
 * @param {string} dir
 */
export function buildCopy(dir) {
  const script = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')).scripts.build;
  const steps = String(script)
    .split(' && ')
    .map((command) => {
      const result = must(run('sh', ['-c', command], dir), command);
      return {
        command,
        wallSeconds: round(result.wallSeconds),
        cpuSeconds: round(result.cpuSeconds),
      };
    });
  return {
    steps,
    wallSeconds: round(steps.reduce((sum, step) => sum + step.wallSeconds, 0)),
    cpuSeconds: round(steps.reduce((sum, step) => sum + step.cpuSeconds, 0)),
  };
}

/** @param {number} value */
const round = (value) => Math.round(value * 10) / 10;

/**
 * Bytes and files under a folder.
 * @param {string} dir
 * @returns {{ bytes: number, files: number }}
 */
function sizeOf(dir) {
  let bytes = 0;
  let files = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    bytes += statSync(join(entry.parentPath, entry.name)).size;
    files += 1;
  }
  return { bytes, files };
}

/**
 * What grows with the number of pages, read from a built export.
 * @param {string} dir the copy (its out/ and deploy/nginx.conf)
 */
export function measureExport(dir) {
  const out = join(dir, 'out');
  const sitemap = readFileSync(join(out, 'sitemap.xml'), 'utf8');
  const routes = sitemapPaths(sitemap).length;
  const html = readdirSync(out, { recursive: true, withFileTypes: true }).filter(
    (entry) =>
      entry.isFile() && entry.name.endsWith('.html') && !entry.parentPath.includes('/admin'),
  );
  const pageSizes = html
    .map((entry) => ({
      file: join(entry.parentPath, entry.name).slice(out.length + 1),
      bytes: statSync(join(entry.parentPath, entry.name)).size,
    }))
    .sort((a, b) => b.bytes - a.bytes);
  const pagefind = join(out, 'pagefind');
  const language = (/** @type {string} */ lang) => {
    const entry = JSON.parse(readFileSync(join(pagefind, 'pagefind-entry.json'), 'utf8'));
    const hash = entry.languages?.[lang]?.hash;
    const meta = hash ? join(pagefind, `pagefind.${hash}.pf_meta`) : '';
    return {
      pages: entry.languages?.[lang]?.page_count,
      metaBytes: meta && existsSync(meta) ? statSync(meta).size : undefined,
    };
  };
  const headers = readFileSync(join(out, '_headers'), 'utf8')
    .split('\n')
    .filter((line) => line.startsWith('/')).length;
  const redirects = readFileSync(join(out, '_redirects'), 'utf8')
    .split('\n')
    .filter((line) => line.trim() && !line.startsWith('#')).length;
  const nginx = readFileSync(join(dir, 'deploy/nginx.conf'), 'utf8');
  const blog = readFileSync(join(out, 'blog.html'), 'utf8');
  return {
    routes,
    htmlFiles: html.length,
    out: sizeOf(out),
    html: { bytes: pageSizes.reduce((sum, page) => sum + page.bytes, 0), largest: pageSizes[0] },
    pagefind: { ...sizeOf(pagefind), en: language('en'), ar: language('ar') },
    sitemapBytes: Buffer.byteLength(sitemap),
    blogPage: {
      bytes: Buffer.byteLength(blog),
      articleLinks: new Set(
        [...blog.matchAll(/href="(\/blog\/[^"]+|\/blogdetail\d*)"/g)].map((m) => m[1]),
      ).size,
    },
    headerRules: headers,
    redirectRules: redirects,
    nginx: {
      bytes: Buffer.byteLength(nginx),
      locations: [...nginx.matchAll(/^ {2}location /gm)].length,
    },
  };
}

/**
 * The whole run: copy, generate, build, measure.
 * @param {{ articles?: number, parent?: string }} [options]
 */
export function scaleCopy({ articles = defaultArticles, parent = tmpdir() } = {}) {
  const copy = copyCheckout(parent);
  const generated = generateArticles(copy.dir, articles);
  // In the form the admin writes them (tests/repo/content-format.test.ts).
  must(run('sh', ['-c', 'tsx scripts/format-content.ts'], copy.dir), 'format-content');
  const build = buildCopy(copy.dir);
  const figures = measureExport(copy.dir);
  return {
    dir: copy.dir,
    copySeconds: round(copy.seconds),
    articles: generated.length,
    build,
    figures,
  };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = Object.fromEntries(
    process.argv.slice(2).map((arg) => {
      const [key, value = 'true'] = arg.replace(/^--/, '').split('=');
      return [key, value];
    }),
  );
  const result = scaleCopy({
    articles: Number(args.articles ?? defaultArticles),
    parent: args.parent ? resolve(args.parent) : tmpdir(),
  });
  console.log(JSON.stringify(result, null, 2));
  if (args.keep !== 'true') rmSync(result.dir, { recursive: true, force: true });
  else console.error(`scale-copy: the copy is kept in ${result.dir}`);
}
