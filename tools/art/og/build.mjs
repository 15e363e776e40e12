// Builds the raster brand assets: Open Graph cards (public/og/*.png, 1200x630), favicon.ico,
// apple-touch-icon.png and brand/mark.png. Chromium (through Playwright) renders HTML composed from
// the committed SVGs; pngquant shrinks the cards; ImageMagick packs the favicon.
// Usage: node tools/art/og/build.mjs [home page product ...]   (no names: build everything)
// Needs: /usr/bin/chromium (or CHROME_PATH), pngquant, ImageMagick (apt-get install -y imagemagick pngquant).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { chromium } from '@playwright/test';
import { assertUntouched, record } from '../../guard.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
/** @param {string} p a path below public/ */
const pub = (p) => join(root, 'public', p);
/** @param {string} p */
const url = (p) => pathToFileURL(pub(p)).href;

/** Company name and origin come from content/site.ts, so a rename there reaches the cards. */
const siteTs = readFileSync(join(root, 'content', 'site.ts'), 'utf8');
/** @param {string} name */
const field = (name) => siteTs.match(new RegExp(`\\b${name}: '([^']+)'`))?.[1] ?? '';
const site = { name: field('name'), origin: field('origin') };
const domain = site.origin.replace(/^https?:\/\//, '');

/** One card per kind of page; the site's metadata picks the image by page kind. */
const cards = {
  home: {
    title: 'Cable Management & Termination Solutions',
    subtitle: 'Sharjah, UAE',
    image: '/images/about/who-we-are.svg',
  },
  page: {
    title: 'Cable Management & Termination',
    subtitle: 'Enclosures · Glands · Labelling · E&I Bulk',
    image: '/images/industries/industrial.svg',
  },
  product: {
    title: 'Products',
    subtitle: 'Glands · Enclosures · Connectors · Cable Trays',
    image: '/images/products/cable-glands.svg',
  },
  service: {
    title: 'Services',
    subtitle: 'Termination · Labelling · Cutting · Inspection',
    image: '/images/services/cable-termination.svg',
  },
  industry: {
    title: 'Industries We Serve',
    subtitle: 'Oil & Gas · Solar · Utilities · Construction',
    image: '/images/industries/oil-gas.svg',
  },
  article: {
    title: 'Technical Articles',
    subtitle: 'Glands · Labelling · Enclosures · IP68',
    image: '/images/blog/cable-management.svg',
  },
  legal: {
    title: 'Terms & Privacy',
    subtitle: 'Terms of business and data protection',
    image: '/images/about/vision-mission.svg',
  },
};

const W = 1200;
const H = 630;
const MAX_BYTES = 150 * 1024;
const TARGET_BYTES = 120 * 1024;

/** @param {string} s */
const esc = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const inter = pathToFileURL(
  join(root, 'node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2'),
).href;

/** The light logo goes inline (not <img>) so its text picks up Inter from the page. */
const logoLight = readFileSync(pub('brand/logo-light.svg'), 'utf8')
  .replace(/<title[^>]*>.*?<\/title>/, '')
  .replace(/width="240" height="64"/, 'width="300" height="80"');

/** @param {{ title: string, subtitle: string, image: string }} card */
function ogHtml({ title, subtitle, image }) {
  const place = subtitle.includes('Sharjah') ? '' : '<b>·</b>Sharjah, United Arab Emirates';
  const viewBox = readFileSync(pub(image.slice(1)), 'utf8').match(/viewBox="([^"]+)"/)?.[1];
  if (!viewBox) throw new Error(`${image} has no viewBox`);
  const [, , vw, vh] = viewBox.split(/\s+/).map(Number);
  // Every card shows a 4:3 frame; a wider picture (the 1200x500 blog header) is cropped to its centre.
  const picW = 464;
  const picH = 348;
  const wide = vw / vh > 1.5;
  const size = title.length > 24 ? 56 : 76;
  return `<!doctype html><html><head><meta charset="utf-8"><style>
@font-face { font-family: 'Inter'; src: url('${inter}') format('woff2'); font-weight: 100 900; }
* { box-sizing: border-box; margin: 0; padding: 0; }
html, body { width: ${W}px; height: ${H}px; overflow: hidden; }
body {
  position: relative; font-family: 'Inter', sans-serif; color: #fff;
  background:
    radial-gradient(ellipse 620px 480px at 88% 40%, rgba(141,169,196,0.20), rgba(141,169,196,0) 70%),
    radial-gradient(ellipse 520px 340px at 0% 100%, rgba(224,122,31,0.10), rgba(224,122,31,0) 70%),
    linear-gradient(135deg, #0b2545 0%, #0d2a4f 50%, #13315c 100%);
}
.grid, .grid-major { position: absolute; inset: 0; }
.grid {
  background-image:
    linear-gradient(rgba(141,169,196,0.07) 1px, transparent 1px),
    linear-gradient(90deg, rgba(141,169,196,0.07) 1px, transparent 1px);
  background-size: 30px 30px; background-position: -1px -1px;
}
.grid-major {
  background-image:
    linear-gradient(rgba(141,169,196,0.13) 1px, transparent 1px),
    linear-gradient(90deg, rgba(141,169,196,0.13) 1px, transparent 1px);
  background-size: 150px 150px; background-position: -1px -1px;
  -webkit-mask-image: linear-gradient(90deg, rgba(0,0,0,0.35), #000 70%);
}
.rule { position: absolute; left: 0; right: 0; bottom: 0; height: 8px;
  background: linear-gradient(90deg, #e07a1f 0%, #e07a1f 42%, #13315c 42%, #8da9c4 100%); }
.logo { position: absolute; left: 72px; top: 56px; }
.text { position: absolute; left: 72px; top: 160px; width: 540px; height: 360px;
  display: flex; flex-direction: column; justify-content: center; }
.bar { width: 72px; height: 6px; border-radius: 3px; background: #e07a1f; margin-bottom: 28px; }
h1 { font-size: ${size}px; line-height: 1.06; font-weight: 800; letter-spacing: -0.025em;
  text-wrap: balance; }
.sub { margin-top: 26px; font-size: 23px; line-height: 1.3; font-weight: 600; color: #f3a25a;
  white-space: nowrap; align-self: flex-start; }
.foot { position: absolute; left: 72px; bottom: 46px; font-size: 20px; font-weight: 500;
  color: #8da9c4; letter-spacing: 0.01em; }
.foot b { color: #e07a1f; font-weight: 700; margin: 0 10px; }
.card { position: absolute; right: 72px; top: 50%; transform: translateY(-50%);
  padding: 14px; border-radius: 28px; background: #f4f7fa;
  box-shadow: 0 30px 60px rgba(3,12,26,0.55), 0 0 0 1px rgba(141,169,196,0.35); }
.pic { display: block; width: ${picW}px; height: ${picH}px; border-radius: 16px;
  overflow: hidden; background: #e4ebf2; }
.pic img { display: block; width: 100%; height: 100%; object-fit: cover;
  object-position: ${wide ? '50% 60%' : '50% 50%'}; }
</style></head><body>
<div class="grid"></div><div class="grid-major"></div>
<div class="logo">${logoLight}</div>
<div class="text">
  <div class="bar"></div>
  <h1>${esc(title)}</h1>
  <p class="sub">${esc(subtitle)}</p>
</div>
<p class="foot">${esc(domain)}${place}</p>
<div class="card"><div class="pic"><img src="${url(image.slice(1))}" alt=""></div></div>
<div class="rule"></div>
</body></html>`;
}

/** The mark on its own, at one pixel size; `opaque` fills the square (no rounded corners) in navy. */
/** @param {number} px @param {boolean} opaque */
function markHtml(px, opaque) {
  const bg = opaque ? '#0b2545' : 'transparent';
  return `<!doctype html><html><head><style>
* { margin: 0; padding: 0; } html, body { width: ${px}px; height: ${px}px; overflow: hidden;
  background: ${bg}; } img { display: block; width: ${px}px; height: ${px}px; }
</style></head><body><img src="${url('brand/mark.svg')}" alt=""></body></html>`;
}

/** Quantise a PNG with pngquant, lowering the colour count until it fits the byte budget. */
/** @param {string} src @param {string} dest */
function quantise(src, dest) {
  for (const colours of [256, 192, 128, 96, 64]) {
    execFileSync('pngquant', [
      '--force',
      '--speed=1',
      '--strip',
      '--quality=40-95',
      `--output=${dest}`,
      String(colours),
      src,
    ]);
    if (statSync(dest).size <= TARGET_BYTES) break;
  }
  const size = statSync(dest).size;
  if (size > MAX_BYTES) throw new Error(`${dest} is ${size} bytes, over ${MAX_BYTES}`);
  return size;
}

/** Debian's ImageMagick 6; /usr/local/bin/convert on some machines is only a stand-in for it. */
const convert = existsSync('/usr/bin/convert') ? '/usr/bin/convert' : 'convert';

/** @param {string} file */
const kb = (file) => `${(statSync(file).size / 1024).toFixed(1)} KB`;

const only = process.argv.slice(2);
const tmp = mkdtempSync(join(tmpdir(), 'og-'));
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--allow-file-access-from-files'],
});

/**
 * @param {string} html @param {number} width @param {number} height @param {string} out
 * @param {boolean} [transparent]
 */
async function shot(html, width, height, out, transparent = false) {
  const page = await browser.newPage({ viewport: { width, height }, deviceScaleFactor: 1 });
  const file = join(tmp, 'page.html');
  writeFileSync(file, html);
  await page.goto(pathToFileURL(file).href, { waitUntil: 'load' });
  await page.evaluate(async () => {
    await document.fonts.ready;
    await Promise.all([...document.images].map((img) => img.decode()));
  });
  const inter = await page.evaluate(() => document.fonts.check('800 60px Inter'));
  if (html.includes('Inter') && !inter) throw new Error('Inter did not load');
  // The subtitle stays on one line and must not run into the picture card.
  const subWidth = await page.evaluate(
    () => /** @type {HTMLElement | null} */ (document.querySelector('.sub'))?.offsetWidth ?? 0,
  );
  if (subWidth > 540) throw new Error(`subtitle is ${subWidth}px wide, over 540px: shorten it`);
  await page.screenshot({ path: out, omitBackground: transparent, type: 'png' });
  await page.close();
}

const outputs = Object.keys(cards)
  .filter((name) => !only.length || only.includes(name))
  .map((name) => pub(`og/${name}.png`));
if (!only.length || only.includes('icons'))
  outputs.push(pub('brand/mark.png'), pub('apple-touch-icon.png'), pub('favicon.ico'));
// Refuse before drawing anything if a designer changed one of these since the last run.
outputs.forEach(assertUntouched);

try {
  mkdirSync(pub('og'), { recursive: true });
  for (const [name, card] of Object.entries(cards)) {
    if (only.length && !only.includes(name)) continue;
    const raw = join(tmp, `${name}.png`);
    await shot(ogHtml(card), W, H, raw);
    const dest = pub(`og/${name}.png`);
    quantise(raw, dest);
    console.log(`public/og/${name}.png ${kb(dest)}`);
  }

  if (!only.length || only.includes('icons')) {
    // mark.png keeps the mark's rounded, transparent corners; the touch icon is an opaque square.
    await shot(markHtml(512, false), 512, 512, pub('brand/mark.png'), true);
    execFileSync('pngquant', ['--force', '--speed=1', '--strip', '--quality=80-100', '--ext=.png', pub('brand/mark.png')]);
    console.log(`public/brand/mark.png ${kb(pub('brand/mark.png'))}`);

    await shot(markHtml(180, true), 180, 180, pub('apple-touch-icon.png'));
    execFileSync(convert, [pub('apple-touch-icon.png'), '-alpha', 'off', '-strip', pub('apple-touch-icon.png')]);
    console.log(`public/apple-touch-icon.png ${kb(pub('apple-touch-icon.png'))}`);

    const sizes = [16, 32, 48].map((px) => join(tmp, `mark-${px}.png`));
    for (const [i, px] of [16, 32, 48].entries()) await shot(markHtml(px, false), px, px, sizes[i], true);
    execFileSync(convert, [...sizes, pub('favicon.ico')]);
    console.log(`public/favicon.ico ${kb(pub('favicon.ico'))}`);
  }
  outputs.forEach(record);
} finally {
  await browser.close();
  rmSync(tmp, { recursive: true, force: true });
}
