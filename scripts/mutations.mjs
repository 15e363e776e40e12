// The mutation check: does the suite catch what it should? Each mutation below is a deliberate
// breakage (a route, content, a form, a carousel, the hosting headers, the Arabic site, search, the
// quote list, accessibility, the console, the layout). In a throwaway copy of the checkout (files as
// in the working tree, node_modules hard-linked, as tests/e2e/cms/temp-repo.ts makes it), the script
// builds once, runs every test command on the unbroken copy (a control: a command that fails there
// judges nothing), then applies each breakage alone, rebuilds if it touches the source of the
// export, runs the tests that guard it, and reports it caught (a test or the build failed) or missed.
// Usage: node scripts/mutations.mjs [--only id,id] [--list] [--full] [--keep]
//   --full  runs `npm run test:unit && npm run test:e2e` for each mutation instead of its own tests
// The report goes to stdout and test-results/mutations.json; the exit code is 1 if any was missed.
import { spawnSync } from 'node:child_process';
import { chmodSync, cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync } from 'node:fs';
import { renameSync } from 'node:fs';
import { rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

const checkout = new URL('..', import.meta.url).pathname;
const args = process.argv.slice(2);
/** @param {string} name */
const flag = (name) => args.includes(`--${name}`);
const only = args.includes('--only') ? args[args.indexOf('--only') + 1].split(',') : null;
const port = process.env.PORT ?? '4480';

/**
 * @typedef {{ file: string, from?: string | RegExp, to?: string, remove?: true }} Edit
 * @typedef {{ spec: string, project: string, grep?: string }} E2e
 * @typedef {[string, string[]]} Command
 * @typedef {{ id: string, area: string, what: string, edit: Edit, build?: false, unit?: string[], e2e?: E2e[] }} Mutation
 * An edit under out/ (or out-admin/, the admin's own site) breaks the built export; any other edit is rebuilt before its tests run, but
 * for `build: false` (its guard reads the source, not the export).
 */
/**
 * The walk's test of a route (pages.spec), which opens it in both languages.
 * @param {string} path
 * @returns {E2e[]}
 */
const walk = (path) => [{ spec: 'pages.spec', project: 'desktop', grep: `${path} in both` }];

/** @type {Mutation[]} */
const mutations = [
  {
    id: 'route-folder-removed',
    build: false,
    area: 'routes',
    what: 'a route of the spec loses its page (app/(en)/career)',
    edit: { file: 'app/(en)/career', remove: true },
    unit: ['tests/unit/routes.test.ts'],
  },
  {
    id: 'second-h1',
    area: 'routes',
    what: 'a page carries a second h1',
    edit: { file: 'out/about.html', from: '<footer', to: '<h1>x</h1><footer' },
    unit: ['tests/unit/routes-export.test.ts'],
  },
  {
    id: 'noindex-lost',
    area: 'routes',
    what: 'the visitor-only quote list loses its noindex',
    edit: { file: 'out/quote.html', from: /<meta name="robots"[^>]*>/, to: '' },
    unit: ['tests/unit/routes-export.test.ts'],
  },
  {
    id: 'sitemap-page-missing',
    area: 'routes',
    what: 'the sitemap drops a page',
    edit: { file: 'out/sitemap.xml', from: /<url>[\s\S]*?<\/url>/, to: '' },
    unit: ['tests/unit/routes-export.test.ts'],
  },
  {
    id: 'hreflang-wrong',
    area: 'routes',
    what: "a page's Arabic alternate points at the wrong page",
    edit: {
      file: 'out/about.html',
      from: 'hrefLang="ar" href="https://www.meridiancable.ae/ar/about"',
      to: 'hrefLang="ar" href="https://www.meridiancable.ae/ar"',
    },
    unit: ['tests/unit/i18n-export.test.ts'],
  },
  {
    id: 'content-invalid-email',
    area: 'content',
    what: 'an editor saves an e-mail address that is not one',
    edit: { file: 'content/site.yml', from: /^email: .*$/m, to: 'email: info-at-meridiancable' },
    // The content check refuses it: the build stops with its line.
    unit: ['tests/unit/content-schema.test.ts'],
  },
  {
    id: 'content-dead-link',
    build: false,
    area: 'content',
    what: 'a content link leads to no route',
    edit: { file: 'content/home.yml', from: 'link: /career', to: 'link: /careers-old' },
    unit: ['tests/unit/content-links.test.ts'],
  },
  {
    id: 'content-paragraph-dropped',
    area: 'content',
    what: "the about page stops rendering its first 'who we are' paragraph",
    edit: {
      file: 'components/pages/AboutPage.tsx',
      from: 'whoWeAre.paragraphs.map(',
      to: 'whoWeAre.paragraphs.slice(1).map(',
    },
    unit: ['tests/unit/content-pages.test.ts'],
  },
  {
    id: 'form-field-not-required',
    area: 'forms',
    what: 'the quote form stops requiring its contact fields',
    edit: {
      file: 'components/quote/ContactFields.tsx',
      from: /pattern=\{quotePatterns\[name\]\}\n(\s*)required\n/,
      to: 'pattern={quotePatterns[name]}\n',
    },
    e2e: [
      { spec: 'quote.spec', project: 'desktop', grep: 'an empty required field sends nothing' },
    ],
  },
  {
    id: 'form-missing-settings-ignored',
    build: false,
    area: 'forms',
    what: 'missing e-mail settings are no longer detected',
    edit: {
      file: 'components/quote/send-quote.ts',
      from: '.filter(([, value]) => !value?.trim())',
      to: '.filter(() => false)',
    },
    unit: ['tests/unit/quote.test.ts'],
  },
  {
    id: 'carousel-hero-ignores-hover',
    area: 'carousels',
    what: 'the hero carousel keeps moving under the pointer',
    edit: {
      file: 'components/carousel/config.ts',
      from: 'fade: true,\n    pauseOnHover: true,',
      to: 'fade: true,\n    pauseOnHover: false,',
    },
    e2e: [{ spec: 'home.spec', project: 'desktop', grep: 'hero advances by itself' }],
  },
  {
    id: 'carousel-rtl-lost',
    area: 'carousels',
    what: 'carousels run left to right on Arabic pages',
    edit: {
      file: 'components/carousel/config.ts',
      from: 'direction: localeInfo[locale].dir,',
      to: "direction: 'ltr',",
    },
    e2e: [{ spec: 'rtl.spec', project: 'desktop', grep: 'run right to left' }],
  },
  {
    id: 'hosting-frame-options-dropped',
    area: 'hosting headers',
    what: 'the hosting configs lose X-Frame-Options',
    edit: { file: 'deploy/security.mjs', from: "'X-Frame-Options': 'DENY',", to: '' },
    e2e: [
      { spec: 'hosting.spec', project: 'nginx', grep: 'every route in both languages answers 200' },
    ],
  },
  {
    id: 'csp-pin-stale',
    area: 'hosting headers',
    what: "an inline script changes after its hash was pinned in the page's policy",
    edit: { file: 'out/index.html', from: /(<script>)(?!<\/script>)/, to: '$1void 0;' },
    unit: ['tests/unit/csp.test.ts'],
  },
  {
    id: 'arabic-english-left',
    area: 'Arabic',
    what: 'an English sentence left in an Arabic file is shown as if translated (unmarked, unlisted)',
    build: false,
    edit: {
      file: 'lib/content/overlay.ts',
      from: "if (ar.trim() !== en.trim() || !isEnglishProse(en) || path.at(-1) === 'name') return ar;",
      to: 'return ar;',
    },
    // An editor may leave it (the admin copies a list's English into its translation): the page
    // shows it marked English and lists it. The browser's check for English left (pages.spec)
    // cannot see this one: the page isolates a Latin run in an Arabic text as an identifier.
    unit: ['tests/unit/translation.test.ts'],
  },
  {
    id: 'arabic-direction-lost',
    area: 'Arabic',
    what: 'an Arabic page is laid out left to right',
    edit: { file: 'out/ar/about.html', from: '<html lang="ar" dir="rtl"', to: '<html lang="ar"' },
    unit: ['tests/unit/i18n-export.test.ts'],
    e2e: walk('/about'),
  },
  {
    id: 'search-index-missing',
    area: 'search',
    what: 'the search index is not built',
    edit: { file: 'out/pagefind', remove: true },
    e2e: [{ spec: 'search.spec', project: 'desktop', grep: 'typed queries find' }],
  },
  {
    id: 'basket-zero-quantity',
    build: false,
    area: 'basket',
    what: 'the quote list accepts a line of quantity 0',
    edit: { file: 'components/basket/store.ts', from: 'quantity >= 1 &&', to: 'quantity >= 0 &&' },
    unit: ['tests/unit/basket.test.ts'],
  },
  {
    id: 'basket-not-saved',
    area: 'basket',
    what: 'the quote list is not saved for a reload or another tab',
    edit: {
      file: 'components/basket/store.ts',
      from: 'if (memory) localStorage.setItem(BASKET_KEY, memory);',
      to: '',
    },
    e2e: [{ spec: 'basket.spec', project: 'desktop', grep: 'adds from two pages' }],
  },
  {
    id: 'a11y-link-without-name',
    area: 'accessibility',
    what: 'the logo link loses its accessible name',
    edit: { file: 'out/about.html', from: / aria-label="[^"]*home"/, to: '' },
    e2e: walk('/about'),
  },
  {
    id: 'console-missing-script',
    area: 'console',
    what: 'a page asks for a script that is not there',
    edit: {
      file: 'out/contact-us.html',
      from: '</head>',
      to: '<script src="/_next/static/chunks/missing.js" async=""></script></head>',
    },
    e2e: walk('/contact-us'),
  },
  {
    id: 'layout-overflow-phone',
    area: 'layout',
    what: 'an Arabic page scrolls sideways on a phone',
    edit: {
      file: 'out/ar/contact-us.html',
      from: '<main',
      to: '<div style="inline-size:600px;block-size:1px"></div><main',
    },
    e2e: walk('/contact-us'),
  },
  {
    id: 'admin-missing',
    area: 'admin',
    what: 'the content admin is not exported',
    edit: { file: 'out-admin/admin/index.html', remove: true },
    e2e: [{ spec: 'admin.spec', project: 'desktop', grep: 'shows the CMS sign-in' }],
  },
];

/**
 * Runs a command in `cwd`, returning whether it passed, its output's tail and its time.
 * @param {string} command @param {string[]} commandArgs @param {string} cwd
 */
function run(command, commandArgs, cwd) {
  const start = performance.now();
  const result = spawnSync(command, commandArgs, {
    cwd,
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
    env: { ...process.env, PORT: port, NEXT_TELEMETRY_DISABLED: '1', NO_COLOR: '1', CI: '' },
  });
  const output = `${result.stdout ?? ''}${result.stderr ?? ''}${result.error?.message ?? ''}`;
  return {
    ok: result.status === 0,
    tail: output.trim().split('\n').slice(-15).join('\n'),
    seconds: Math.round((performance.now() - start) / 1000),
  };
}

/**
 * The test commands of a mutation (or the whole suite with --full), each a [command, args].
 * @param {Mutation} mutation @returns {Command[]}
 */
function commandsOf(mutation) {
  if (flag('full'))
    return [
      ['npm', ['run', 'test:unit']],
      ['npm', ['run', 'test:e2e']],
    ];
  /** @type {Command[]} */
  const unit = mutation.unit ? [['npx', ['vitest', 'run', ...mutation.unit]]] : [];
  /** @type {Command[]} */
  const e2e = (mutation.e2e ?? []).map(({ spec, project, grep }) => [
    'npx',
    [
      'playwright',
      'test',
      spec,
      `--project=${project}`,
      '--workers=1',
      '--retries=1',
      '--reporter=line',
      ...(grep ? ['-g', grep] : []),
    ],
  ]);
  return [...unit, ...e2e];
}

/** @param {Command} command */
const key = ([command, commandArgs]) => [command, ...commandArgs].join(' ');

/** A copy of the checkout as tests/e2e/cms/temp-repo.ts makes it. */
function makeCopy() {
  const dir = mkdtempSync(join(tmpdir(), 'mutations-'));
  // nginx's workers (user nobody) must read the export.
  chmodSync(dir, 0o755);
  const listed = spawnSync(
    'git',
    ['ls-files', '-z', '--cached', '--others', '--exclude-standard'],
    {
      cwd: checkout,
      encoding: 'utf8',
    },
  ).stdout;
  for (const path of listed.split('\0').filter(Boolean)) {
    if (!existsSync(join(checkout, path))) continue;
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    cpSync(join(checkout, path), join(dir, path));
  }
  const modules = [join(checkout, 'node_modules'), join(dir, 'node_modules')];
  if (!run('cp', ['-al', ...modules], dir).ok) cpSync(modules[0], modules[1], { recursive: true });
  if (existsSync(join(checkout, '.next/cache')))
    cpSync(join(checkout, '.next/cache'), join(dir, '.next/cache'), { recursive: true });
  return dir;
}

/**
 * Applies the edit; returns how to undo it, or null when the text to break is not there.
 * @param {string} dir @param {Edit} edit @returns {(() => void) | null}
 */
function apply(dir, edit) {
  const path = join(dir, edit.file);
  if (!existsSync(path)) return null;
  if (edit.remove) {
    const aside = `${path}.mutation-aside`;
    renameSync(path, aside);
    return () => renameSync(aside, path);
  }
  const original = readFileSync(path, 'utf8');
  const changed = original.replace(edit.from ?? '', edit.to ?? '');
  if (changed === original) return null;
  writeFileSync(path, changed);
  return () => writeFileSync(path, original);
}

const chosen = mutations.filter((mutation) => !only || only.includes(mutation.id));
if (flag('list')) {
  for (const m of mutations) console.log(`${m.id.padEnd(32)} ${m.area.padEnd(16)} ${m.what}`);
  process.exit(0);
}

const dir = makeCopy();
console.log(`mutations: a copy in ${dir}; building it once`);
const base = run('npm', ['run', 'build'], dir);
if (!base.ok) throw new Error(`the unbroken copy does not build:\n${base.tail}`);

// The control: every command on the unbroken copy.
const control = new Map();
for (const command of new Map(chosen.flatMap(commandsOf).map((c) => [key(c), c])).values()) {
  const result = run(command[0], command[1], dir);
  control.set(key(command), result.ok);
  console.log(`control ${result.ok ? 'passes' : 'FAILS '} (${result.seconds} s): ${key(command)}`);
  if (!result.ok) console.log(result.tail);
}

/** @param {Mutation} mutation */
const needsBuild = (mutation) =>
  !/^out(-admin)?\//.test(mutation.edit.file) && mutation.build !== false;
// Those that run on the base build first, then those that need a build of their own.
const ordered = [...chosen.filter((m) => !needsBuild(m)), ...chosen.filter(needsBuild)];
const report = [];
for (const mutation of ordered) {
  const undo = apply(dir, mutation.edit);
  if (!undo) {
    report.push({ ...mutation, result: 'not applicable (the text to break is gone)' });
    console.log(`${mutation.id}: NOT APPLICABLE`);
    continue;
  }
  const started = performance.now();
  const caughtBy = [];
  const build = needsBuild(mutation) ? run('npm', ['run', 'build'], dir) : { ok: true };
  if (!build.ok) caughtBy.push('npm run build');
  else
    for (const command of commandsOf(mutation)) {
      if (control.get(key(command)) === false) continue;
      const result = run(command[0], command[1], dir);
      if (!result.ok) caughtBy.push(key(command));
    }
  undo();
  const seconds = Math.round((performance.now() - started) / 1000);
  const judged = commandsOf(mutation).some((command) => control.get(key(command)) !== false);
  const result = caughtBy.length > 0 ? 'caught' : judged ? 'MISSED' : 'not judged (control failed)';
  report.push({
    id: mutation.id,
    area: mutation.area,
    what: mutation.what,
    result,
    caughtBy,
    seconds,
  });
  console.log(`${mutation.id}: ${result} (${seconds} s) ${caughtBy.join('; ')}`);
}

mkdirSync(join(checkout, 'test-results'), { recursive: true });
writeFileSync(join(checkout, 'test-results/mutations.json'), JSON.stringify(report, null, 2));
const caught = report.filter((line) => line.result === 'caught').length;
console.log(`\nmutations: ${caught} of ${report.length} caught`);
for (const line of report)
  console.log(`  ${line.result.padEnd(10)} ${line.area.padEnd(16)} ${line.id}`);
if (!flag('keep')) rmSync(dir, { recursive: true, force: true });
process.exit(report.every((line) => line.result === 'caught') ? 0 : 1);
