import { defineConfig, devices } from '@playwright/test';
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { exportProblem } from './tests/e2e/export-check';

/**
 * CHROME_PATH, else Debian's Chromium headless shell (scripts/ensure-browser.sh installs it; the
 * browser suite takes about a third less time in it than in the full browser), else Debian's
 * chromium, else Playwright's own browser on a laptop.
 */
const executablePath =
  process.env.CHROME_PATH ||
  ['/usr/lib/chromium/chromium-headless-shell', '/usr/bin/chromium'].find((path) =>
    existsSync(path),
  );

// A missing export, or one without the Arabic site, stops the run here with one line, before any
// server starts (tests/e2e/export-check.ts). Only when Playwright itself loads this file (its CLI or
// its workers): knip reads it too, in `npm run lint`, before anything is built.
const loadedByPlaywright = /playwright/.test(process.argv[1] ?? '');
const problem = process.env.BASE_URL || !loadedByPlaywright ? null : exportProblem('out');
if (problem) {
  console.error(`playwright: ${problem}`);
  process.exit(1);
}

const port = Number(process.env.PORT ?? 4173);
const baseURL = process.env.BASE_URL ?? `http://127.0.0.1:${port}`;
const noEmailPort = port + 1;
const nginxPort = port + 7;
const nginxURL = `http://127.0.0.1:${nginxPort}`;
/** Cloudflare Pages' local emulator (wrangler, a pinned devDependency) serving out/ with its _headers and _redirects. */
const cloudflarePort = port + 5;
const cloudflareURL = `http://127.0.0.1:${cloudflarePort}`;
const hasWrangler = existsSync('node_modules/.bin/wrangler');
/** The hosting tests need Debian's nginx (installed by scripts/ensure-nginx.sh); a laptop without it skips them. */
const hasNginx = ['/usr/sbin/nginx', '/usr/local/sbin/nginx'].some((path) => existsSync(path));
export const noEmailURL = `http://127.0.0.1:${noEmailPort}`;
/**
 * The content admin, its own site (out-admin/, issue 45): another origin than the public site's (its
 * port), as admin.<domain> is in production, so nothing it stores is readable by a public page.
 */
const adminPort = port + 3;
export const adminURL = process.env.ADMIN_BASE_URL ?? `http://127.0.0.1:${adminPort}`;
/** The admin's own nginx server block (deploy/nginx-admin.conf), beside the public one. */
export const nginxAdminURL = `http://127.0.0.1:${nginxPort + 1}`;

const launchOptions = {
  executablePath,
  args: [
    '--no-sandbox',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-gpu',
  ],
};

/** A 1440 px desktop Chrome, on the given server (the static server by default). */
const desktop = (url?: string) => ({
  ...devices['Desktop Chrome'],
  viewport: { width: 1440, height: 900 },
  ...(url ? { baseURL: url } : {}),
  launchOptions,
});

/** A server the tests need, started by the config; outside CI one already running is reused. */
const server = (command: string, url: string) => ({
  command,
  url,
  reuseExistingServer: !process.env.CI,
  timeout: 60_000,
});

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  // At least two: the CMS round trip holds one worker for minutes while the other runs the rest.
  workers: process.env.CI ? 2 : Math.max(2, Math.floor(availableParallelism() / 2)),
  retries: process.env.CI ? 1 : 0,
  forbidOnly: !!process.env.CI,
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  timeout: 45_000,
  // The machine is shared and noisy: give UI assertions room; no test asserts a duration.
  expect: { timeout: 10_000 },
  outputDir: 'test-results/e2e-artifacts',
  use: {
    baseURL,
    // A trace records every action's DOM and screenshots: about a quarter of a test's time here. CI
    // records it only when a test is run again after failing (retries: 1); locally, on failure.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    launchOptions,
  },
  projects: [
    {
      // The CMS round trip (tests/e2e/cms/): the real admin edits, saves, and a copy of the
      // repository builds what it wrote. Slow (a whole build inside), so once, at one width,
      // and listed first: its long serial run starts at once and overlaps the rest.
      name: 'cms',
      testMatch: /cms\/.*\.spec\.ts/,
      use: desktop(adminURL),
    },
    {
      name: 'desktop',
      testIgnore: [/(hosting|cloudflare)\.spec/, /cms\//],
      use: desktop(),
    },
    {
      // Only what depends on the width runs again at 390 px: the tests tagged @phone (the phone
      // header and side menu, stacked tables, the journey's tap count, dialogs and forms laid out
      // for a phone, the first screen's media). The walk (pages.spec) checks every route at 390 px
      // from the desktop project, resizing the window: no style or script here reads the pointer.
      name: 'phone',
      grep: /@phone/,
      use: {
        ...devices['Pixel 7'],
        viewport: { width: 390, height: 844 },
        launchOptions,
      },
      testIgnore: [/(hosting|cloudflare)\.spec/, /cms\//],
    },
    ...(hasNginx
      ? [
          {
            // The same pages served by nginx with the shipped deploy/nginx.conf and its headers:
            // every route in both languages (hosting.spec, sending the quote included), and the
            // tests tagged @nginx: search's WebAssembly policy, the admin's headers.
            name: 'nginx',
            testMatch: /(hosting|search|admin|admin-origin)\.spec\.ts/,
            grep: /hosting\.spec|@nginx/,
            use: desktop(nginxURL),
          },
        ]
      : []),
    ...(hasWrangler
      ? [
          {
            // The same export behind Cloudflare Pages' emulator, which reads _headers and _redirects.
            name: 'cloudflare',
            // and the tests tagged @cloudflare: the public /admin's redirect to the admin's site.
            testMatch: /(cloudflare|admin-origin)\.spec\.ts/,
            grep: /cloudflare\.spec|@cloudflare/,
            use: desktop(cloudflareURL),
          },
        ]
      : []),
  ],
  webServer: [
    ...(process.env.BASE_URL
      ? []
      : [
          // deploy/serve.json (written by the build): /admin answers 301 to the admin's origin.
          server(
            `npx serve out --listen ${port} --no-clipboard --no-request-logging --config ../deploy/serve.json`,
            baseURL,
          ),
        ]),
    ...(process.env.ADMIN_BASE_URL
      ? []
      : [
          server(
            `npx serve out-admin --listen ${adminPort} --no-clipboard --no-request-logging`,
            `${adminURL}/admin/`,
          ),
        ]),
    ...(hasNginx ? [server(`node scripts/serve-nginx.mjs ${nginxPort}`, `${nginxURL}/`)] : []),
    ...(hasWrangler
      ? [server(`node scripts/serve-cloudflare.mjs ${cloudflarePort}`, `${cloudflareURL}/`)]
      : []),
    // The export as built without the EmailJS IDs, for the "missing settings" send test: a copy of
    // out/ with the inlined IDs blanked (scripts/export-no-email.mjs), not a second build.
    server(
      `npm run build:no-email && npx serve test-results/export-no-email --listen ${noEmailPort} --no-clipboard --no-request-logging`,
      noEmailURL,
    ),
  ],
});
