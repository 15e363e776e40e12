// What Lighthouse's simulation counts before a page's first and largest paint.
//
//   node scripts/lantern-graph.mjs <url> [runs=1] [--all]
//
// Runs Lighthouse (mobile preset, --throttling-method=simulate) on a page that is already being served
// (e.g. `npx serve out`, or scripts/h2-static.mjs for HTTP/2) and prints, per run, the simulated FCP and
// LCP with the requests and main-thread tasks of the graphs Lantern simulated for them (pessimistic
// graphs; --all adds the optimistic ones), each with its simulated start and end. A request is in the
// LCP graph when it finished before the paint in the unthrottled load Lighthouse recorded: that is why
// a page's simulated LCP moves by hundreds of ms between runs while its real throttled paint does not
// (docs/performance.md). A diagnostic, not a test.
import lighthouse from 'lighthouse';
import { LanternFirstContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-first-contentful-paint.js';
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js';
import { launchChrome } from './lighthouse-chrome.mjs';

const [url, runsArg] = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
if (!url) throw new Error('usage: node scripts/lantern-graph.mjs <url> [runs] [--all]');
const runs = Number(runsArg ?? 1);
const all = process.argv.includes('--all');
// --ignore-certificate-errors: scripts/h2-static.mjs's self-signed certificate.
const chrome = await launchChrome(['--ignore-certificate-errors']);
/** @param {string} href */
const path = (href) => (href.startsWith('data:') ? 'data: URL' : new URL(href).pathname);
/** @param {number} value */
const ms = (value) => Math.round(value);

try {
  for (let run = 1; run <= runs; run += 1) {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      throttlingMethod: 'simulate',
    });
    if (!result) throw new Error('Lighthouse returned no result');
    const { artifacts, lhr } = result;
    const data = {
      trace: artifacts.Trace,
      devtoolsLog: artifacts.DevtoolsLog,
      gatherContext: artifacts.GatherContext,
      settings: lhr.configSettings,
      URL: artifacts.URL,
      SourceMaps: artifacts.SourceMaps,
      simulator: null,
    };
    const context = { computedCache: new Map(), settings: lhr.configSettings };
    const fcp = await LanternFirstContentfulPaint.request(data, context);
    const lcp = await LanternLargestContentfulPaint.request(data, context);
    // The metrics audit's details are a table of one row of numbers.
    const metrics = /** @type {{ items: Record<string, number>[] }} */ (lhr.audits.metrics.details);
    const observed = metrics.items[0];
    console.log(
      `run ${run}: simulated FCP ${ms(fcp.timing)} ms, LCP ${ms(lcp.timing)} ms; ` +
        `unthrottled load: FCP ${observed.observedFirstContentfulPaint} ms, LCP ${observed.observedLargestContentfulPaint} ms`,
    );
    /** @type {[string, typeof fcp.pessimisticEstimate][]} */
    const graphs = [
      ['FCP pessimistic', fcp.pessimisticEstimate],
      ['LCP pessimistic', lcp.pessimisticEstimate],
    ];
    if (all)
      graphs.push(
        ['FCP optimistic', fcp.optimisticEstimate],
        ['LCP optimistic', lcp.optimisticEstimate],
      );
    for (const [name, estimate] of graphs) {
      console.log(`  ${name}: ${ms(estimate.timeInMs)} ms`);
      const nodes = [...estimate.nodeTimings.entries()].sort(
        (a, b) => a[1].startTime - b[1].startTime,
      );
      for (const [node, timing] of nodes) {
        const span = `${ms(timing.startTime)}-${ms(timing.endTime)} ms`;
        if (node.type === 'network') {
          const { url: href, priority, transferSize } = node.request;
          console.log(
            `    ${span}  ${path(href)} (${priority}, ${(transferSize / 1024).toFixed(1)} KB)`,
          );
        } else
          console.log(
            `    ${span}  main-thread task (${(node.duration / 1000).toFixed(1)} ms unthrottled)`,
          );
      }
    }
  }
} finally {
  await chrome.kill();
}
