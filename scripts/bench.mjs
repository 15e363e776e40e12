// Lighthouse benchmark: the site against an empty Next.js page of the same versions, in the same run.
//
//   npm run bench -- [--routes=/,/about | --routes=fonts] [--runs=3] [--methods=simulate,devtools] [--skip-build] [--port=4310]
//                    [--compare=../other/out,...]   also measure other exports of the site (e.g. an older build)
//                    [--site=DIR]    measure this export instead of out/ (so out/ can be rebuilt meanwhile)
//                    [--timeout=300] seconds one Lighthouse run may take before it is abandoned
//                    [--protocol=h2] serve every site over HTTPS with HTTP/2 (scripts/h2-static.mjs, a
//                                    self-signed certificate) as a real host does; default http1 (`serve`)
//
// Builds the site's export, builds a fresh empty Next.js App Router export from this checkout's
// node_modules (same next, react, react-dom) in a temporary folder, serves both on loopback and runs
// Lighthouse (mobile preset: slow 4G, 4x CPU) with each throttling method, interleaving the empty page
// and the routes in every round so machine noise falls on both alike. Prints medians per route and the
// ratios to the empty page; writes bench-results/latest.json. A benchmark, not a test: nothing fails.
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import lighthouse from 'lighthouse';
import { builtRoutes } from './built-routes.mjs';
import { launchChrome as launchBrowser } from './lighthouse-chrome.mjs';

const root = resolve(new URL('..', import.meta.url).pathname);
const args = Object.fromEntries(
  process.argv.slice(2).map((arg) => {
    const [key, value = 'true'] = arg.replace(/^--/, '').split('=');
    return [key, value];
  }),
);
const RUNS = Number(args.runs ?? process.env.BENCH_RUNS ?? 3);
const PORT = Number(args.port ?? process.env.BENCH_PORT ?? 4310);
/** Lighthouse's throttling methods, as given (Lighthouse refuses an unknown one). */
const METHODS = /** @type {('simulate' | 'devtools')[]} */ (
  (args.methods ?? 'simulate,devtools').split(',')
);
const TIMEOUT_MS = Number(args.timeout ?? 300) * 1000;
const siteDir = resolve(args.site ?? join(root, 'out'));
const PROTOCOL = args.protocol ?? 'http1';
if (!['http1', 'h2'].includes(PROTOCOL))
  throw new Error(`--protocol: http1 or h2, not ${PROTOCOL}`);
const scheme = PROTOCOL === 'h2' ? 'https' : 'http';
const EMPTY = 'empty Next.js page';
/** The issue's goal: FCP and LCP within 1.3x of the empty page, score within 2 points. */
const GOAL = { ratio: 1.3, scorePoints: 2 };

/**
 * @param {string} command
 * @param {string[]} commandArgs
 * @param {string} cwd
 */
const run = (command, commandArgs, cwd) =>
  execFileSync(command, commandArgs, {
    cwd,
    stdio: 'inherit',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  });

if (args['skip-build'] !== 'true') run('npm', ['run', 'build'], root);

const allRoutes = builtRoutes(siteDir);
/** `--routes=fonts`: the Arabic pages beside their English twins, for the brand faces' first paint and CLS. */
const fontRoutes = ['/', '/GlandsAccessories', '/ar', '/ar/GlandsAccessories'];
const routes =
  args.routes === 'fonts' ? fontRoutes : args.routes ? args.routes.split(',') : allRoutes;
const unknown = routes.filter((route) => !allRoutes.includes(route));
if (unknown.length > 0) throw new Error(`not in the sitemap: ${unknown.join(', ')}`);

/** A fresh empty App Router export: one layout, one page with a heading, next.config output 'export'. */
function buildEmptyApp() {
  // Inside this checkout (bench-results/ is ignored by git), so it resolves the same node_modules.
  mkdirSync(join(root, 'bench-results'), { recursive: true });
  const dir = mkdtempSync(join(root, 'bench-results/empty-next-'));
  mkdirSync(join(dir, 'app'));
  /** @param {string} name */
  const version = (name) =>
    JSON.parse(readFileSync(join(root, 'node_modules', name, 'package.json'), 'utf8')).version;
  writeFileSync(
    join(dir, 'package.json'),
    JSON.stringify({
      name: 'empty-next',
      private: true,
      dependencies: {
        next: version('next'),
        react: version('react'),
        'react-dom': version('react-dom'),
      },
    }),
  );
  writeFileSync(
    join(dir, 'next.config.mjs'),
    `export default { output: 'export', turbopack: { root: ${JSON.stringify(root)} } };\n`,
  );
  writeFileSync(
    join(dir, 'app/layout.jsx'),
    `export const metadata = { title: 'Empty' };\nexport default function RootLayout({ children }) {\n  return (<html lang="en"><body>{children}</body></html>);\n}\n`,
  );
  writeFileSync(
    join(dir, 'app/page.jsx'),
    `export default function Page() {\n  return (<main><h1>Hello, Next.js</h1></main>);\n}\n`,
  );
  console.log(`Building an empty Next.js ${version('next')} export in ${dir}`);
  run(join(root, 'node_modules/.bin/next'), ['build'], dir);
  return dir;
}
const emptyDir = buildEmptyApp();

/**
 * @param {string} folder
 * @param {number} port
 */
function serve(folder, port) {
  const [command, commandArgs] =
    PROTOCOL === 'h2'
      ? [
          process.execPath,
          [
            join(root, 'scripts/h2-static.mjs'),
            folder,
            String(port),
            join(root, 'bench-results/tls'),
          ],
        ]
      : [
          join(root, 'node_modules/.bin/serve'),
          [folder, '--listen', String(port), '--no-clipboard', '--no-request-logging'],
        ];
  return spawn(command, commandArgs, { stdio: 'ignore', detached: true });
}
/**
 * Waits until the port accepts connections (the h2 server's certificate is self-signed).
 * @param {string} url
 */
async function waitFor(url) {
  const { hostname, port } = new URL(url);
  for (let i = 0; i < 100; i += 1) {
    const open = await new Promise((done) => {
      const socket = connect(Number(port), hostname, () => {
        socket.end();
        done(true);
      }).on('error', () => done(false));
    });
    if (open) return;
    await new Promise((done) => setTimeout(done, 100));
  }
  throw new Error(`${url} did not answer`);
}
const compare = args.compare ? args.compare.split(',').map((dir) => resolve(dir)) : [];
const servers = [
  serve(siteDir, PORT),
  serve(join(emptyDir, 'out'), PORT + 1),
  ...compare.map((dir, i) => serve(dir, PORT + 2 + i)),
];
const stopAll = () => {
  for (const server of servers) {
    try {
      // Each server leads its own process group (detached); a server that never started has no pid,
      // and the NaN makes kill throw, as a missing group does.
      process.kill(-Number(server.pid));
    } catch {
      server.kill();
    }
  }
};
const targets = [
  { name: EMPTY, url: `${scheme}://127.0.0.1:${PORT + 1}/` },
  ...routes.map((route) => ({ name: route, url: `${scheme}://127.0.0.1:${PORT}${route}` })),
  ...compare.flatMap((dir, i) =>
    routes.map((route) => ({
      name: `${dir} ${route}`,
      url: `${scheme}://127.0.0.1:${PORT + 2 + i}${route}`,
    })),
  ),
];

/** @param {number[]} values */
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
/**
 * A metric for the log; Lighthouse leaves out a metric it could not compute.
 * @type {(value: number, digits?: number) => string}
 */
const fixed = (value, digits = 0) => (Number.isFinite(value) ? value.toFixed(digits) : 'n/a');
const load = () =>
  loadavg()
    .map((n) => n.toFixed(1))
    .join(' ');
const loadBefore = load();

const launchChrome = () => launchBrowser(PROTOCOL === 'h2' ? ['--ignore-certificate-errors'] : []);

/**
 * One Lighthouse run, abandoned after TIMEOUT_MS: a devtools-throttled run on a loaded machine once
 * waited forever for a page that had long loaded. Chrome is then restarted, as the hung run holds it.
 * @param {string} url
 * @param {'simulate' | 'devtools'} method
 * @returns {Promise<{ lhr: import('lighthouse').Result, skipped?: undefined } | { lhr?: undefined, skipped: string }>}
 */
async function measure(url, method) {
  let timer;
  const timeout = new Promise((done) => {
    timer = setTimeout(() => done('timeout'), TIMEOUT_MS);
  });
  const run = lighthouse(url, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    throttlingMethod: method,
    maxWaitForFcp: 60_000,
    maxWaitForLoad: 90_000,
  }).catch((error) => error);
  try {
    const result = await Promise.race([run, timeout]);
    if (result === 'timeout') {
      await chrome.kill();
      chrome = await launchChrome();
      return { skipped: `no result in ${TIMEOUT_MS / 1000} s` };
    }
    if (result instanceof Error) return { skipped: result.message.split('\n')[0] };
    return { lhr: result.lhr };
  } finally {
    clearTimeout(timer);
  }
}

/**
 * A run's metrics (ms, except CLS, score 0 to 100 and KB); NaN, or undefined as Lighthouse leaves it,
 * where a metric could not be computed.
 * @typedef {{ fcp: number, lcp: number, tbt: number, si: number, tti: number, cls: number, score: number, kb: number }} Sample
 */
/** @type {Record<string, Record<string, (Sample & { lcpElement?: string })[]>>} */
const samples = {};
/** @type {import('chrome-launcher').LaunchedChrome} */
let chrome;
const cleanUp = async () => {
  await chrome?.kill();
  stopAll();
  rmSync(emptyDir, { recursive: true, force: true });
};
// A run abandoned after the timeout may still reject from inside Lighthouse once its Chrome is gone.
process.on('unhandledRejection', (reason) =>
  console.log(`(abandoned Lighthouse run: ${String(reason).split('\n')[0]})`),
);
// An interrupted run leaves no servers, browser or temporary app behind.
for (const signal of ['SIGINT', 'SIGTERM'])
  process.once(signal, () => cleanUp().finally(() => process.exit(130)));
try {
  for (const target of targets) await waitFor(target.url);
  chrome = await launchChrome();
  for (const method of METHODS) {
    for (let round = 0; round < RUNS; round += 1) {
      for (const target of targets) {
        const { lhr, skipped } = await measure(target.url, method);
        if (!lhr) {
          console.log(`${method} ${round + 1}/${RUNS} ${target.name}: ${skipped}; run skipped`);
          continue;
        }
        /** @param {string} id */
        const audit = (id) => /** @type {number} */ (lhr.audits[id].numericValue);
        const sample = {
          fcp: audit('first-contentful-paint'),
          lcp: audit('largest-contentful-paint'),
          tbt: audit('total-blocking-time'),
          // In the score (10 %): on the home pages, with real throttling, it records the hero's
          // autoplay (docs/performance.md, Speed Index on the home pages).
          si: audit('speed-index'),
          // Not in the score, but it says when the page is hydrated: a change that paints sooner by
          // loading the scripts later shows its cost here.
          tti: audit('interactive'),
          cls: audit('cumulative-layout-shift'),
          score: Math.round((lhr.categories.performance.score ?? NaN) * 100),
          kb: audit('total-byte-weight') / 1024,
        };
        // The audit's details: a list of tables, the first one's first row naming the element.
        const lcpDetails =
          /** @type {{ items?: { items?: { node?: { snippet?: string } }[] }[] } | undefined} */ (
            lhr.audits['largest-contentful-paint-element']?.details
          );
        const lcpElement = lcpDetails?.items?.[0]?.items?.[0]?.node;
        const keys = /** @type {(keyof Sample)[]} */ (Object.keys(sample));
        const missing = keys.filter((key) => !Number.isFinite(sample[key]));
        // Lighthouse reports no value when a run fails (e.g. NO_LCP on an overloaded machine): without
        // the paints the run is skipped. With real throttling TBT (hence the score) needs the page to
        // go quiet, which / with its playing hero video never does: its paints still count.
        if (missing.includes('fcp') || missing.includes('lcp')) {
          console.log(
            `${method} ${round + 1}/${RUNS} ${target.name}: no ${missing.join(', ')}; run skipped`,
          );
          continue;
        }
        ((samples[method] ??= {})[target.name] ??= []).push({
          ...sample,
          lcpElement: lcpElement?.snippet,
        });
        console.log(
          `${method} ${round + 1}/${RUNS} ${target.name}: FCP ${fixed(sample.fcp)} ms, LCP ${fixed(sample.lcp)} ms, TBT ${fixed(sample.tbt)} ms, SI ${fixed(sample.si)} ms, TTI ${fixed(sample.tti)} ms, CLS ${fixed(sample.cls, 3)}, score ${sample.score}${missing.length ? ` (no ${missing.join(', ')})` : ''}, LCP element ${lcpElement?.snippet?.slice(0, 100) ?? 'unknown'}`,
        );
      }
    }
  }
} finally {
  await cleanUp();
}

/** @type {Record<string, object[]>} */
const results = {};
const markdown = [];
for (const method of METHODS) {
  const rows = targets.map(({ name }) => {
    const list = samples[method]?.[name] ?? [];
    if (list.length === 0)
      return {
        route: name,
        runs: 0,
        fcp: NaN,
        lcp: NaN,
        tbt: NaN,
        si: NaN,
        tti: NaN,
        cls: NaN,
        score: NaN,
        kb: NaN,
      };
    /** @param {keyof Sample} key */
    const pick = (key) => median(list.map((s) => s[key]).filter(Number.isFinite));
    return {
      route: name,
      runs: list.length,
      fcp: pick('fcp'),
      lcp: pick('lcp'),
      tbt: pick('tbt'),
      si: pick('si'),
      tti: pick('tti'),
      cls: pick('cls'),
      score: pick('score'),
      kb: pick('kb'),
    };
  });
  const empty = rows[0];
  const table = rows.map((row) => {
    const fcpRatio = row.fcp / empty.fcp;
    const lcpRatio = row.lcp / empty.lcp;
    const meets =
      fcpRatio <= GOAL.ratio &&
      lcpRatio <= GOAL.ratio &&
      empty.score - row.score <= GOAL.scorePoints &&
      row.cls === 0;
    return {
      route: row.route,
      runs: row.runs,
      'FCP ms': Math.round(row.fcp),
      'LCP ms': Math.round(row.lcp),
      'TBT ms': Math.round(row.tbt),
      'SI ms': Math.round(row.si),
      'TTI ms': Math.round(row.tti),
      CLS: Number(row.cls.toFixed(3)),
      score: row.score,
      KB: Math.round(row.kb),
      'FCP x': Number(fcpRatio.toFixed(2)),
      'LCP x': Number(lcpRatio.toFixed(2)),
      goal: row === empty ? '' : meets ? 'met' : 'not met',
    };
  });
  results[method] = table;
  console.log(
    `\nLighthouse mobile preset, --throttling-method=${method}, ${PROTOCOL}, median of ${RUNS} runs`,
  );
  console.table(table);
  markdown.push(
    `| ${method} | runs | FCP ms | LCP ms | TBT ms | SI ms | TTI ms | CLS | Score | FCP x | LCP x |`,
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...table.map(
      (r) =>
        `| ${r.route} | ${r.runs} | ${r['FCP ms']} | ${r['LCP ms']} | ${r['TBT ms']} | ${r['SI ms']} | ${r['TTI ms']} | ${r.CLS} | ${r.score} | ${r['FCP x']} | ${r['LCP x']} |`,
    ),
    '',
  );
}
const loadAfter = load();
console.log(`\nLoad average (1, 5, 15 min) before: ${loadBefore}; after: ${loadAfter}`);
console.log(
  `Goal: FCP and LCP within ${GOAL.ratio}x of the empty page, score within ${GOAL.scorePoints} points, CLS 0.\n`,
);
console.log(markdown.join('\n'));
mkdirSync(join(root, 'bench-results'), { recursive: true });
writeFileSync(
  join(root, 'bench-results/latest.json'),
  JSON.stringify(
    {
      date: new Date().toISOString(),
      runs: RUNS,
      protocol: PROTOCOL,
      load: { before: loadBefore, after: loadAfter },
      results,
      samples,
    },
    null,
    2,
  ),
);
console.log('Wrote bench-results/latest.json');
