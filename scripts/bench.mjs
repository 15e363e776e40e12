// Lighthouse benchmark: builds the export, serves it on loopback, and runs Lighthouse (mobile preset)
// three times per route with the local Chromium. Reports medians as a table and bench-results/latest.json.
// A benchmark, not a test: timings on a shared machine are noisy, so nothing here fails the build.
import { execSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { builtRoutes } from './built-routes.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const PORT = Number(process.env.BENCH_PORT ?? 4310);
const origin = `http://127.0.0.1:${PORT}`;
const only = process.argv.slice(2);

if (!process.env.BENCH_SKIP_BUILD) execSync('npm run build', { stdio: 'inherit' });
const allRoutes = builtRoutes(new URL('../out', import.meta.url).pathname);
const routes = only.length > 0 ? allRoutes.filter((route) => only.includes(route)) : allRoutes;
const server = spawn(
  'npx',
  ['serve', 'out', '--listen', String(PORT), '--no-clipboard', '--no-request-logging'],
  {
    stdio: 'ignore',
    detached: true,
  },
);
await new Promise((resolve) => setTimeout(resolve, 2500));

const chromePath =
  process.env.CHROME_PATH || (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
const chrome = await chromeLauncher.launch({
  chromePath,
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

const results = [];
try {
  for (const route of routes) {
    const runs = [];
    for (let run = 0; run < RUNS; run += 1) {
      const { lhr } = await lighthouse(`${origin}${route}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        formFactor: 'mobile',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      });
      runs.push({
        performance: Math.round(lhr.categories.performance.score * 100),
        accessibility: Math.round(lhr.categories.accessibility.score * 100),
        bestPractices: Math.round(lhr.categories['best-practices'].score * 100),
        seo: Math.round(lhr.categories.seo.score * 100),
        lcpMs: Math.round(lhr.audits['largest-contentful-paint'].numericValue),
        tbtMs: Math.round(lhr.audits['total-blocking-time'].numericValue),
        cls: Number(lhr.audits['cumulative-layout-shift'].numericValue.toFixed(3)),
        transferKB: Math.round(lhr.audits['total-byte-weight'].numericValue / 1024),
      });
    }
    const row = { route };
    for (const key of Object.keys(runs[0])) row[key] = median(runs.map((r) => r[key]));
    results.push(row);
    console.log(
      `${route}: perf ${row.performance}, a11y ${row.accessibility}, bp ${row.bestPractices}, seo ${row.seo}, LCP ${row.lcpMs} ms, TBT ${row.tbtMs} ms, CLS ${row.cls}, ${row.transferKB} KB`,
    );
  }
} finally {
  await chrome.kill();
  try {
    process.kill(-server.pid);
  } catch {
    server.kill();
  }
}

console.log(
  `\nLighthouse mobile preset, median of ${RUNS} runs per route (targets: 100/100/100 a11y/bp/seo, perf >= 95, CLS 0, LCP < 2000 ms)`,
);
console.table(results);
mkdirSync('bench-results', { recursive: true });
writeFileSync(
  'bench-results/latest.json',
  JSON.stringify({ date: new Date().toISOString(), runs: RUNS, results }, null, 2),
);
console.log('Wrote bench-results/latest.json');
