import type { APIResponse, Page } from '@playwright/test';
import { routes } from '@/lib/content/routes';
import { localePath } from '@/lib/i18n/locales';
import { test, expect } from './fixtures';
import { expectOneRedirect, templatePaths } from './helpers';
import { metaPolicy } from '../html';

/**
 * The export as Cloudflare Pages serves it: wrangler's `pages dev` (the emulator Cloudflare ships,
 * pinned in devDependencies) reads out/_headers, out/_redirects, and out/_worker.js for the paths
 * out/_routes.json gives it; scripts/serve-cloudflare.mjs refuses to start if it skipped any line of
 * the first two.
 */
const paths = routes.flatMap((route) => [route.path as string, localePath(route.path, 'ar')]);

/** The one value of a header; a repeated header (two policies, both enforced) fails. */
function only(response: APIResponse, name: string) {
  const values = response.headersArray().filter((header) => header.name.toLowerCase() === name);
  expect(values, `${response.url()} ${name}`).toHaveLength(1);
  return values[0]!.value;
}

function expectPageHeaders(response: APIResponse) {
  const policy = only(response, 'content-security-policy');
  expect(policy).toMatch(/^default-src 'none'; script-src 'self' 'unsafe-inline';/);
  expect(policy).toContain("frame-ancestors 'none'");
  expect(policy).not.toContain('sha256-');
  expect(only(response, 'x-frame-options')).toBe('DENY');
  expect(only(response, 'strict-transport-security')).toMatch(/max-age=\d{8,}/);
  expect(only(response, 'cross-origin-opener-policy')).toBe('same-origin');
}

test('every page, in both languages, answers 200 with one header policy and its own meta policy', async ({
  request,
}) => {
  for (const path of paths) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(200);
    expectPageHeaders(response);
    const meta = metaPolicy(await response.text());
    expect(meta, path).toMatch(/script-src 'self'( 'sha256-[^']+')+;/);
  }
});

test('an unknown path at any depth answers the branded 404 with the same header policy', async ({
  page,
}) => {
  for (const path of ['/unknown', '/ar/unknown', '/a/b/c/d']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.locator('h1')).toHaveText(/\S/);
    expect(response!.headers()['content-security-policy'], path).toMatch(
      /^default-src 'none'; script-src 'self' 'unsafe-inline';.*frame-ancestors 'none'$/,
    );
  }
});

/** Policy violations the page reports, collected from the first byte on. */
async function watchViolations(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __violations: string[] };
    w.__violations = [];
    document.addEventListener('securitypolicyviolation', (event) =>
      w.__violations.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  return () => page.evaluate(() => (window as unknown as { __violations: string[] }).__violations);
}

// A page of each layout in both languages: the site-wide header policy and each page's meta policy
// together let it hydrate (every page's answer and meta policy are checked above, and the walk,
// pages.spec, sees every route's meta policy at work).
test('a page of each layout, in both languages, hydrates under the header and meta policies together, no violation', async ({
  page,
}) => {
  test.slow();
  const violations = await watchViolations(page);
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`${page.url()}: ${error.message}`));
  for (const path of templatePaths) {
    const locale = path === '/ar' || path.startsWith('/ar/') ? 'ar' : 'en';
    await page.goto(path);
    // The header's quote-list link points at /quote once the page has hydrated (before: the form).
    await expect(
      page.locator(`header a[href="${localePath('/quote', locale)}"]`).first(),
    ).toBeAttached();
    for (const violation of await violations()) problems.push(`${path}: ${violation}`);
  }
  expect(problems).toEqual([]);
});

test('a run of slashes anywhere in a path answers one 301 to the clean path, never to another host', async ({
  request,
}) => {
  const cases: [string, string][] = [
    ['//about', '/about'],
    ['//quote?a=1&b=2', '/quote?a=1&b=2'],
    ['//ar//about', '/ar/about'],
    ['/ar///about', '/ar/about'],
    ['/about//', '/about'],
    ['//ar//powerinstrumentation/', '/ar/PowerInstrumentation'],
    ['/_next//static/missing.js', '/_next/static/missing.js'],
    ['///evil.example/x', '/evil.example/x'],
    ['////evil.example/x?y=1', '/evil.example/x?y=1'],
    ['//%5Cevil.example/x', '/%5Cevil.example/x'],
  ];
  await expectOneRedirect(request, cases, expectPageHeaders);
});

test('assets carry their own policies: scripts and SVGs run nothing, the search bundle its WebAssembly', async ({
  request,
}) => {
  const html = await (await request.get('/about')).text();
  const script = html.match(/src="(\/_next\/static\/[^"]+\.js)"/)![1]!;
  const svg = html.match(/src="(\/[^"]+\.svg)"/)![1]!;
  for (const path of [script, svg]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    // Nothing runs; what a 404 answered there needs to draw itself is allowed (security.mjs).
    expect(only(response, 'content-security-policy'), path).toBe(
      "default-src 'none'; style-src 'self' 'unsafe-inline'; style-src-attr 'unsafe-inline'; img-src 'self' data:; font-src 'self'; media-src 'self'; frame-ancestors 'none'",
    );
  }
  expect(only(await request.get(script), 'cache-control')).toBe(
    'public, max-age=31536000, immutable',
  );
  const search = await request.get('/pagefind/pagefind.js');
  expect(only(search, 'content-security-policy')).toContain("script-src 'wasm-unsafe-eval'");
  // The admin is its own site (its own _headers): the public /admin/ only redirects there.
  const admin = await request.get('/admin/', { maxRedirects: 0 });
  expect(admin.status()).toBe(301);
  expect(admin.headers().location).toMatch(/^https:\/\/[^/]+\/admin\/$/);
});

test('a missing script, search file or SVG answers the branded 404 with its styles, fonts and logo', async ({
  page,
}) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  for (const path of [
    '/_next/static/chunks/missing.js',
    '/pagefind/missing.pf_index',
    '/missing.svg',
  ]) {
    violations.length = 0;
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.locator('h1'), path).toHaveText(/\S/);
    // Its styles applied (the header is laid out as the site's, not as unstyled HTML) and its logo drawn.
    await expect(page.locator('header img').first(), path).toHaveJSProperty('complete', true);
    expect(
      await page
        .locator('header img')
        .first()
        .evaluate((img: HTMLImageElement) => img.naturalWidth),
      path,
    ).toBeGreaterThan(0);
    expect(
      await page.locator('body').evaluate((body) => getComputedStyle(body).fontFamily),
      path,
    ).not.toMatch(/^(?:"?Times New Roman"?|serif)$/);
    expect(await page.evaluate(() => document.styleSheets.length), path).toBeGreaterThan(0);
    // The only thing refused is running its scripts, by design: no style, font or image.
    expect(
      violations.filter((text) => !/script/i.test(text)),
      path,
    ).toEqual([]);
  }
});

test('the all-lowercase variant of a mixed-case route answers 301 to it', async ({ request }) => {
  for (const [typed, target] of [
    ['/powerinstrumentation', '/PowerInstrumentation'],
    ['/ar/glandsaccessories?x=1', '/ar/GlandsAccessories?x=1'],
  ]) {
    const response = await request.get(typed!, { maxRedirects: 0 });
    expect(response.status(), typed).toBe(301);
    expect(response.headers()['location'], typed).toBe(target);
  }
});
