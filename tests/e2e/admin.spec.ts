import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { interfaceStrings, watchAdmin } from './admin-watch';
import { adminURL, nginxAdminURL } from '../../playwright.config';
import { attr, metaPolicy, selectOne } from '../html';

/** The admin's own site (issue 45): the static server's, or nginx's with deploy/nginx-admin.conf. */
const adminOrigin = (project: string) => (project === 'nginx' ? nginxAdminURL : adminURL);

// A 2 MB single-page app on a shared, busy machine: give it the room of a slow test.
test.beforeEach(() => test.slow());

/**
 * Chromium loads a page's web app manifest when it checks whether the app can be installed (the
 * install icon of a normal window), not in a headless run: DevTools' Page.getAppManifest asks for it
 * the same way, through the page's policy. Returns the manifest's URL and text once it is there.
 */
async function loadManifest(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  let manifest: { url: string; data?: string } = { url: '' };
  await expect
    .poll(async () => {
      manifest = await cdp.send('Page.getAppManifest');
      return manifest.url;
    })
    .toMatch(/^blob:/);
  return manifest;
}

test(
  '/admin/ shows the CMS sign-in with no console error, no CSP violation and no third-party request',
  { tag: '@nginx' },
  async ({ page }, testInfo) => {
    const origin = adminOrigin(testInfo.project.name);
    const { problems } = await watchAdmin(page, origin);

    // The last request the CMS makes on start is its update check, answered by our own copy.
    const updateCheck = page.waitForResponse((r) => r.url().endsWith('/admin/cms/package.json'));
    const response = await page.goto(`${origin}/admin/`);
    expect(response?.status()).toBe(200);
    // The CMS wraps names in bidi isolates (U+2068 … U+2069): "Sign In with ⁨GitHub⁩".
    for (const name of [
      /^Work with Local Repository$/,
      /^Sign In with \W?GitHub\W?$/,
      /^Sign In Using Access Token$/,
    ])
      await expect(page.getByRole('button', { name })).toBeVisible();
    // The icon font is our own copy: a ligature icon renders as one glyph, not as its name in letters.
    await expect
      .poll(() => page.evaluate(() => document.fonts.check('24px "Material Symbols Outlined"')))
      .toBe(true);
    const html = await response!.text();
    expect(attr(selectOne(html, 'meta[name="robots"]'), 'content')).toBe('noindex, nofollow');
    expect(metaPolicy(html)).toMatch(/^default-src 'none'; script-src 'self';/);
    // The update check's own answer, not a quiet network (that never came in 2 of 9 runs here).
    expect((await updateCheck).status()).toBe(200);
    // The manifest the CMS makes for itself (a blob: URL) loads through the admin's policy.
    const manifest = await loadManifest(page);
    expect(JSON.parse(manifest.data ?? '')).toMatchObject({
      start_url: expect.stringMatching(/\/admin\/$/),
    });

    if (testInfo.project.name === 'nginx') {
      const headers = response!.headers();
      expect(headers['x-robots-tag']).toMatch(/noindex/);
      expect(headers['content-security-policy']).toMatch(
        /^default-src 'none'; script-src 'self'; .*manifest-src blob:; frame-src blob:; connect-src 'self' data: blob: https:\/\/api\.github\.com;.*frame-ancestors 'none'$/,
      );
      expect(headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
      const bare = await page.request.get(`${origin}/admin`, { maxRedirects: 0 });
      expect(bare.status()).toBe(301);
      expect(bare.headers().location).toBe('/admin/');
    }
    expect(problems, problems.join('\n')).toEqual([]);
  },
);

// The CMS picks its interface language from the browser's and fetches that language's strings from
// its own package base: the build ships them under /admin/, so an Arabic or French browser gets its
// language, with one request for it, instead of a stream of 404s and an English interface.
for (const { browser, strings } of [
  { browser: 'en-US', strings: 'en-US' },
  { browser: 'ar', strings: 'ar' },
  { browser: 'fr-FR', strings: 'fr' },
]) {
  test.describe(`in a browser set to ${browser}`, () => {
    test.use({ locale: browser });

    test('the admin speaks its language, asks for each of its files once and none is missing', async ({
      page,
    }) => {
      const { problems, adminRequests } = await watchAdmin(page, adminURL);
      await page.goto(`${adminURL}/admin/`);
      const text = interfaceStrings(strings);
      await expect(
        page.getByRole('button', { name: text.sign_in_using_access_token, exact: true }),
      ).toBeVisible();
      await loadManifest(page);
      // Started and idle on its sign-in page: the page, its script, config, fonts, update check and
      // (but in English, which the bundle carries) the language's strings, each once.
      const repeated = adminRequests.filter((path, index) => adminRequests.indexOf(path) !== index);
      expect(repeated, `asked again: ${repeated.join(', ')}`).toEqual([]);
      expect(adminRequests.length).toBeLessThanOrEqual(10);
      expect(problems, problems.join('\n')).toEqual([]);
    });
  });
}
