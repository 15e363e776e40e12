import { test, expect } from './fixtures';

test('/admin/ shows the CMS sign-in with no console error, no CSP violation and no third-party request', async ({
  page,
  baseURL,
}, testInfo) => {
  // A 2 MB single-page app on a shared, busy machine: give it the room of a slow test.
  test.slow();
  const problems: string[] = [];
  const origin = new URL(baseURL!).origin;
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol.startsWith('http') && url.origin !== origin)
      problems.push(`third-party request: ${request.url()}`);
  });
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`HTTP ${response.status()}: ${response.url()}`);
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) =>
      console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`),
    );
  });

  // The last request the CMS makes on start is its update check, answered by our own copy.
  const updateCheck = page.waitForResponse((r) => r.url().endsWith('/admin/cms/package.json'));
  const response = await page.goto('/admin/');
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
  expect(html).toContain('<meta name="robots" content="noindex, nofollow" />');
  expect(html).toMatch(
    /<meta http-equiv="Content-Security-Policy" content="default-src 'none'; script-src 'self';/,
  );
  // The update check's own answer, not a quiet network (that never came in 2 of 9 runs here).
  expect((await updateCheck).status()).toBe(200);

  if (testInfo.project.name === 'nginx') {
    const headers = response!.headers();
    expect(headers['x-robots-tag']).toMatch(/noindex/);
    expect(headers['content-security-policy']).toMatch(
      /^default-src 'none'; script-src 'self'; .*connect-src 'self' data: blob: https:\/\/api\.github\.com;.*frame-ancestors 'none'$/,
    );
    expect(headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
    const bare = await page.request.get('/admin', { maxRedirects: 0 });
    expect(bare.status()).toBe(301);
    expect(bare.headers().location).toBe('/admin/');
  }
  expect(problems, problems.join('\n')).toEqual([]);
});
