// The framework's scripts start loading once the first screen has painted.
//
// Next puts its chunks in the <head> as <script async> (and preloads one): on a slow link they share
// the first round trips with the document, the font and the largest image, and a fast load runs them
// between the parse and the first paint. This postbuild step takes them out of the page and leaves a
// small inline boot script (pinned by hash in the CSP like every inline script) that appends them, in
// the same order and still async, once the page has painted what it shows first:
//   1. the first contentful paint has been reported (so layout has asked for the web fonts),
//   2. the fonts that paint needed are loaded (`document.fonts.ready`, read after 1),
//   3. every image marked fetchpriority="high" (the largest paint's image) has loaded or failed,
//   4. two frames later, so that paint has reached the screen.
// A page loading in a background tab (no paint to wait for) starts them at DOMContentLoaded; if a
// condition never settles (a font or image that hangs), they start 3 s after DOMContentLoaded.
// Hydration itself is unchanged: the same chunks, the same inline RSC payload, the same async order.
//
// Measured in scripts/bench.mjs (README, Performance): it takes the chunks out of what Lighthouse's
// simulation counts before the largest paint (every request that finished before it), on a slow phone
// it gives the document, the font and the largest image the link to themselves, and it costs the
// chunks the few hundred ms between the first bytes of the page and its first paint.
const chunkScript = /<script src="(\/_next\/static\/[^"]+\.js)" async=""><\/script>/g;
const chunkPreload =
  /<link rel="preload" as="script" fetchPriority="low" href="(\/_next\/static\/[^"]+\.js)"\/>/g;

function boot() {
  var d = document,
    me = d.currentScript,
    sources = me.getAttribute('data-scripts').split(' '),
    started = false;
  function start() {
    if (started) return;
    started = true;
    sources.forEach(function (src) {
      var script = d.createElement('script');
      script.src = src;
      script.async = true;
      d.head.appendChild(script);
    });
  }
  function afterTwoFrames() {
    requestAnimationFrame(function () {
      requestAnimationFrame(function () {
        setTimeout(start, 0);
      });
    });
  }
  function imagesSettled() {
    var images = [].filter.call(d.querySelectorAll('img[fetchpriority="high"]'), function (image) {
      return !image.complete;
    });
    var left = images.length;
    if (!left) return afterTwoFrames();
    images.forEach(function (image) {
      function settled() {
        if (--left === 0) afterTwoFrames();
      }
      image.addEventListener('load', settled, { once: true });
      image.addEventListener('error', settled, { once: true });
    });
  }
  function painted() {
    if (d.fonts && d.fonts.ready) d.fonts.ready.then(imagesSettled, imagesSettled);
    else imagesSettled();
  }
  d.addEventListener('DOMContentLoaded', function () {
    if (d.visibilityState === 'hidden') start();
    setTimeout(start, 3000);
  });
  d.addEventListener('visibilitychange', function () {
    if (d.visibilityState === 'hidden') start();
  });
  var types = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || [];
  if (types.indexOf('paint') < 0) return d.addEventListener('DOMContentLoaded', painted);
  new PerformanceObserver(function (list, observer) {
    if (!list.getEntriesByName('first-contentful-paint').length) return;
    observer.disconnect();
    painted();
  }).observe({ type: 'paint', buffered: true });
}

/** The boot script's source: one line, the same on every page (so one hash pins it everywhere). */
export const bootSource = `(${boot.toString()})()`
  .split('\n')
  .map((line) => line.trim())
  .join('');

/** The page's HTML with its chunk scripts handed to the boot script; throws on a page without any. */
export function deferScripts(html, file = 'page') {
  const sources = [...new Set([...html.matchAll(chunkScript)].map(([, src]) => src))];
  if (sources.length === 0) throw new Error(`defer-scripts: ${file} has no chunk scripts`);
  const first = html.search(chunkScript);
  const bootTag = `<script data-scripts="${sources.join(' ')}">${bootSource}</script>`;
  const marked = `${html.slice(0, first)}\u0000${html.slice(first)}`;
  return marked
    .replace(chunkScript, '')
    .replace(chunkPreload, (link, href) => (sources.includes(href) ? '' : link))
    .replace('\u0000', bootTag);
}
