import { defineConfig, devices } from '@playwright/test';
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';

/** Debian's Chromium where it exists (CI, this machine); Playwright's own browser on a laptop. */
const executablePath =
  process.env.CHROME_PATH || (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

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
    trace: 'retain-on-failure',
    launchOptions,
  },
  projects: [
    {
      // The CMS round trip (tests/e2e/cms/): the real admin edits, saves, and a copy of the
      // repository builds what it wrote. Slow (a whole build inside), so once, at one width,
      // and listed first: its long serial run starts at once and overlaps the rest.
      name: 'cms',
      testMatch: /cms\/.*\.spec\.ts/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 }, launchOptions },
    },
    {
      name: 'desktop',
      testIgnore: [/(hosting|cloudflare)\.spec/, /cms\//],
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 }, launchOptions },
    },
    {
      name: 'phone',
      use: {
        ...devices['Pixel 7'],
        viewport: { width: 390, height: 844 },
        launchOptions,
      },
      // What does not depend on the width runs once, in desktop: the admin (a desktop tool), the
      // catalogue's and articles' texts and data, the crawl, the fast path's page list.
      testIgnore: [
        /(hosting|cloudflare)\.spec/,
        /cms\//,
        /(admin|admin-preview|catalogue|blog-career-legal|links|changed-pages)\.spec/,
      ],
    },
    ...(hasNginx
      ? [
          {
            // The same pages served by nginx with the shipped deploy/nginx.conf and its headers:
            // every route in both languages (hosting.spec, sending the quote included), search's
            // WebAssembly policy, the admin's headers.
            name: 'nginx',
            testMatch: /(hosting|search|admin)\.spec\.ts/,
            use: {
              ...devices['Desktop Chrome'],
              viewport: { width: 1440, height: 900 },
              baseURL: nginxURL,
              launchOptions,
            },
          },
        ]
      : []),
    ...(hasWrangler
      ? [
          {
            // The same export behind Cloudflare Pages' emulator, which reads _headers and _redirects.
            name: 'cloudflare',
            testMatch: /cloudflare\.spec\.ts/,
            use: {
              ...devices['Desktop Chrome'],
              viewport: { width: 1440, height: 900 },
              baseURL: cloudflareURL,
              launchOptions,
            },
          },
        ]
      : []),
  ],
  webServer: [
    ...(process.env.BASE_URL
      ? []
      : [
          {
            command: `npx serve out --listen ${port} --no-clipboard --no-request-logging`,
            url: baseURL,
            reuseExistingServer: !process.env.CI,
            timeout: 60_000,
          },
        ]),
    ...(hasNginx
      ? [
          {
            command: `node scripts/serve-nginx.mjs ${nginxPort}`,
            url: `${nginxURL}/`,
            reuseExistingServer: !process.env.CI,
            timeout: 30_000,
          },
        ]
      : []),
    ...(hasWrangler
      ? [
          {
            command: `node scripts/serve-cloudflare.mjs ${cloudflarePort}`,
            url: `${cloudflareURL}/`,
            reuseExistingServer: !process.env.CI,
            timeout: 60_000,
          },
        ]
      : []),
    // The export as built without the EmailJS IDs, for the "missing settings" send test: a copy of
    // out/ with the inlined IDs blanked (scripts/export-no-email.mjs), not a second build.
    {
      command: `npm run build:no-email && npx serve test-results/export-no-email --listen ${noEmailPort} --no-clipboard --no-request-logging`,
      url: noEmailURL,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
  ],
});
