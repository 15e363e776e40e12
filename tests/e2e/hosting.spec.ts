import { connect } from 'node:net';
import type { Page } from '@playwright/test';
import { routes } from '@/lib/content/routes';
import { contentIn, routeTextOf } from '@/lib/content/load';
import { localePath } from '@/lib/i18n/locales';
import { test, expect } from './fixtures';
import { expectOneRedirect, settled, templatePaths } from './helpers';
import { attributeIs } from './content';
import { metaPolicy } from '../html';

// The form's words and the map's title are the content's (content/interface.yml, contact.yml).
const { interface: words, contact } = contentIn('en');

/** The one header policy of every page; each page pins its own inline scripts in its meta policy. */
const headerPolicy =
  /^default-src 'none'; script-src 'self' 'unsafe-inline'; .*frame-ancestors 'none'$/;

const required: Record<string, RegExp> = {
  'content-security-policy': headerPolicy,
  'strict-transport-security': /max-age=\d{8,}; includeSubDomains/,
  'x-content-type-options': /^nosniff$/,
  'referrer-policy': /^strict-origin-when-cross-origin$/,
  'permissions-policy': /camera=\(\).*geolocation=\(\).*microphone=\(\)/,
  'cross-origin-opener-policy': /^same-origin$/,
  'x-frame-options': /^DENY$/,
};

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    const w = window as unknown as { __violations: string[] };
    w.__violations = [];
    document.addEventListener('securitypolicyviolation', (event) =>
      w.__violations.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
});

const violations = (page: Page) =>
  page.evaluate(() => (window as unknown as { __violations: string[] }).__violations);

/** Resolves once the page has hydrated: the header's quote-list link then points at the list. */
async function hydrated(page: Page, path: string) {
  const locale = path === '/ar' || path.startsWith('/ar/') ? 'ar' : 'en';
  await expect(
    page.locator(`header a[href="${localePath('/quote', locale)}"]`).first(),
  ).toBeAttached();
}

/** What every page's answer carries: the status, every security header, its cache rule. */
function expectPageAnswer(
  path: string,
  status: number | undefined,
  headers: Record<string, string>,
) {
  expect(status, path).toBe(200);
  for (const [name, pattern] of Object.entries(required))
    expect(headers[name], `${path} ${name}`).toMatch(pattern);
  expect(headers['cache-control'], path).toBe('public, max-age=0, must-revalidate');
}

/** The page's own policy pins its inline scripts by hash, with no unsafe source. */
function expectMetaPolicy(path: string, meta: string | null | undefined) {
  const scriptSrc = meta?.split('; ').find((directive) => directive.startsWith('script-src '));
  expect(scriptSrc, path).toMatch(/^script-src 'self'( 'sha256-[^']+')+$/);
  expect(meta, path).toMatch(/style-src 'self'( 'sha256-[^']+')*; style-src-attr 'unsafe-inline'/);
}

test('every route in both languages answers 200 with every security header and its own meta policy', async ({
  request,
}) => {
  for (const path of routes.flatMap((route) => [route.path, localePath(route.path, 'ar')])) {
    const response = await request.get(path, { maxRedirects: 0 });
    expectPageAnswer(path, response.status(), response.headers());
    const meta = metaPolicy(await response.text());
    expectMetaPolicy(path, meta);
  }
});

// Both policies apply in the browser: the header's, one for the whole site, and the page's meta
// policy, which pins the inline scripts. A page of each layout, in both languages, answers with them
// and settles (hydrated, every request it starts finished) with no violation; one page after the
// other in one test (the walk, pages.spec, sees every route's meta policy at work).
test('a page of each layout, in both languages, answers 200 with every security header and settles with no CSP violation', async ({
  page,
}) => {
  test.slow();
  for (const path of templatePaths) {
    const response = await page.goto(path);
    expectPageAnswer(path, response?.status(), response!.headers());
    expectMetaPolicy(
      path,
      await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content'),
    );
    await settled(page);
    expect(await violations(page), path).toEqual([]);
  }
});

test('sending the quote form and showing the map raise no CSP violation', async ({ page }) => {
  await page.route('https://api.emailjs.com/api/v1.0/email/send', (route) =>
    route.fulfill({ status: 200, body: 'OK' }),
  );
  await page.goto('/contact-us');
  const form = page.locator('#quote');
  await form.getByPlaceholder(words.quoteForm.name.placeholder).fill('Test Buyer');
  await form.getByPlaceholder(words.quoteForm.mobile.placeholder).fill('050 000 0000');
  await form.getByPlaceholder(words.quoteForm.emailAddress.placeholder).fill('buyer@example.ae');
  await form
    .getByLabel(words.quoteForm.messageLabel, { exact: true })
    .fill('Quote for cable ties, please.');
  await form.getByRole('button', { name: words.quoteForm.submit }).click();
  await expect(form.getByRole('status')).toContainText(words.quoteForm.success);
  await page.locator('#location').scrollIntoViewIfNeeded();
  await expect(page.locator(`iframe${attributeIs('title', contact.map.heading)}`)).toBeAttached();
  await settled(page);
  expect(await violations(page)).toEqual([]);
});

test('an injected <style> element is blocked; style attributes still work', async ({ page }) => {
  await page.goto('/about');
  const applied = await page.evaluate(async () => {
    const style = document.createElement('style');
    style.textContent = 'body { --injected: yes }';
    document.head.append(style);
    const probe = document.createElement('div');
    probe.setAttribute('style', '--attribute: yes');
    document.body.append(probe);
    await new Promise((resolve) => requestAnimationFrame(resolve));
    return {
      element: getComputedStyle(document.body).getPropertyValue('--injected'),
      attribute: getComputedStyle(probe).getPropertyValue('--attribute'),
    };
  });
  expect(applied).toEqual({ element: '', attribute: 'yes' });
  expect((await violations(page)).join('\n')).toContain('style-src-elem');
});

test('what is no page answers 404 with the branded page and the policy', async ({ page }) => {
  // An unknown path (also under /ar) and an exported .html file that is no route. (What was under
  // /admin/ answers a redirect to the admin's own site: admin-origin.spec.)
  const paths = ['/unknown', '/ar/unknown'];
  for (const path of [...paths, '/_not-found.html', '/404.html', '/no-such-page.html']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.locator('h1')).toHaveText(words.notFound.heading);
    expect(response!.headers()['content-security-policy'], path).toMatch(headerPolicy);
  }
});

test('a run of slashes anywhere in a path answers one 301 to the clean path, query kept', async ({
  request,
}) => {
  const expected: [string, string][] = [
    ['//about', '/about'],
    ['///about', '/about'],
    ['//quote?a=1&b=2', '/quote?a=1&b=2'],
    ['//ar/about?x=%D8%A8', '/ar/about?x=%D8%A8'],
    ['//ar//about', '/ar/about'],
    ['/ar///about', '/ar/about'],
    ['/about//', '/about'],
    ['//AR//About/?x=1', '/ar/about?x=1'],
    ['/ar//PowerInstrumentation//', '/ar/PowerInstrumentation'],
    ['//_next//static/missing.js', '/_next/static/missing.js'],
    ['////evil.example/x', '/evil.example/x'],
    ['//%5Cevil.example/x', '/%5Cevil.example/x'],
  ];
  await expectOneRedirect(request, expected);
});

// nginx's $uri is decoded ("%2F" is a slash, "%0d%0a" a line break) and a browser reads a Location
// starting with "//" or "/\" as another host: whatever is typed, a redirect stays a path on the site.
test('no typed path redirects off the site, backslashes and encoded slashes included', async () => {
  const hostile = [
    '//evil.example',
    '//evil.example/',
    '///evil.example//',
    '/\\evil.example',
    '//\\evil.example/x',
    '/\\/evil.example',
    '/.//\\evil.example',
    '/%2F%2Fevil.example',
    '/%2F/evil.example',
    '//%2F/evil.example',
    '/%5Cevil.example/',
    '/%5C%5Cevil.example//',
    '//%5C%5Cevil.example',
    '/about//%0d%0aSet-Cookie:%20x=1',
    '/ABOUT/%0d%0aSet-Cookie:%20x=1',
    '/about/..//evil.example',
  ];
  const wrong: string[] = [];
  for (const typed of hostile) {
    const answer = await raw(`GET ${typed} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`);
    const status = Number(answer.split('\r\n')[0]!.split(' ')[1]);
    const location = /\r\nLocation: ([^\r]*)\r\n/i.exec(answer)?.[1];
    if (/\r\nSet-Cookie:/i.test(answer)) wrong.push(`${typed}: a header was injected`);
    if (status === 301) {
      const site = 'https://site.invalid';
      if (!location || !/^\/[^/\\]/.test(location) || new URL(location, site).origin !== site)
        wrong.push(`${typed}: 301 to ${location}`);
    } else if (![400, 404].includes(status)) wrong.push(`${typed}: ${status}`);
  }
  expect(wrong).toEqual([]);
});

test('the browser typing //about lands on the about page, with no router error', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${test.info().project.use.baseURL}//about`);
  await expect(page).toHaveURL(/\/about$/);
  expect(new URL(page.url()).pathname).toBe('/about');
  await expect(page.locator('h1')).toHaveText(routeTextOf('/about').heading);
  await hydrated(page, '/about');
  expect(errors).toEqual([]);
  expect(await violations(page)).toEqual([]);
});

test('every variant a visitor can type answers 301 to the canonical path, query kept', async ({
  request,
}) => {
  const expected: [string, string][] = [
    ['/index.html', '/'],
    ['/INDEX.HTML?ref=mail', '/?ref=mail'],
    ['/about/?utm_source=x', '/about?utm_source=x'],
    ['/About', '/about'],
    ['/ABOUT.html', '/about'],
    ['/POWERINSTRUMENTATION', '/PowerInstrumentation'],
    ['/Powerinstrumentation?q=1&b=2', '/PowerInstrumentation?q=1&b=2'],
  ];
  const arabic = routes.map((route) => localePath(route.path, 'ar'));
  expected.push(['/AR', '/ar'], ['/ar.html', '/ar'], ['/Ar/About?x=1', '/ar/about?x=1']);
  for (const path of [...routes.map((route) => route.path as string), ...arabic]) {
    if (path === '/') continue;
    const flipped = [...path].map((c) =>
      c === c.toLowerCase() ? c.toUpperCase() : c.toLowerCase(),
    );
    expected.push(
      [`${path}/`, path],
      [`${path}.html`, path],
      [path.toLowerCase(), path],
      [path.toUpperCase(), path],
      [`${flipped.join('')}/`, path],
    );
  }
  const wrong: string[] = [];
  for (const [variant, target] of expected) {
    if (variant === target) continue;
    const response = await request.get(variant, { maxRedirects: 0 });
    const location = response.headers()['location'];
    if (response.status() !== 301 || location !== target)
      wrong.push(`${variant}: ${response.status()} ${location} (want 301 ${target})`);
  }
  expect(wrong).toEqual([]);
});

test('the CDN configuration files are not downloadable', async ({ request }) => {
  for (const path of ['/_headers', '/_redirects', '/_worker.js', '/_routes.json']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
    expect(await response.text()).not.toContain('Content-Security-Policy:');
  }
});

test('other methods get 405 with an Allow header and the security headers', async ({ request }) => {
  for (const method of ['POST', 'PUT', 'DELETE', 'OPTIONS']) {
    const response = await request.fetch('/about', { method, maxRedirects: 0 });
    expect(response.status(), method).toBe(405);
    expect(response.headers()['allow'], method).toBe('GET, HEAD');
    expect(response.headers()['x-content-type-options'], method).toBe('nosniff');
  }
});

/** nginx's own 400 and 414 answers, sent over a raw socket (no client would send these). */
function raw(request: string): Promise<string> {
  const { hostname, port } = new URL(test.info().project.use.baseURL!);
  return new Promise((resolve, reject) => {
    let answer = '';
    const socket = connect(Number(port), hostname, () => socket.write(request));
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('error', reject);
    socket.on('close', () => resolve(answer));
  });
}

test("nginx's own 400 and 414 answers carry the security headers", async () => {
  const answers = {
    400: await raw('GET / HTTP/1.1\r\nHost: bad/host\r\nConnection: close\r\n\r\n'),
    414: await raw(`GET /${'a'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`),
  };
  for (const [status, answer] of Object.entries(answers)) {
    expect(answer.split('\r\n')[0]).toContain(status);
    expect(answer).toMatch(/\r\nX-Content-Type-Options: nosniff\r\n/i);
    expect(answer).toMatch(/\r\nStrict-Transport-Security: max-age=\d+/i);
    expect(answer).toMatch(/\r\nContent-Security-Policy: default-src 'none'/i);
  }
});

test('every hashed asset, the font included, is immutable and text is gzipped', async ({
  request,
  page,
}) => {
  await page.goto('/');
  const loaded = () =>
    page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => new URL(entry.name).pathname)
        .filter((path) => path.startsWith('/_next/static/')),
    );
  // The brand faces are fetched once the page has loaded (app/fonts): wait for one among the assets.
  await expect
    .poll(async () => (await loaded()).some((path) => path.endsWith('.woff2')))
    .toBe(true);
  const assets = await loaded();
  // The page's CSS is inlined; its stylesheet files are what a client-side navigation fetches.
  const stylesheets = await page.evaluate(() =>
    [...document.querySelectorAll('link[rel="stylesheet"]')].map(
      (link) => new URL((link as HTMLLinkElement).href).pathname,
    ),
  );
  expect(stylesheets.length).toBeGreaterThan(0);
  for (const path of [...assets, ...stylesheets]) {
    const asset = await request.get(path);
    expect(asset.headers()['cache-control'], path).toBe('public, max-age=31536000, immutable');
  }
  const html = await request.get('/about', { headers: { 'Accept-Encoding': 'gzip' } });
  expect(html.headers()['content-encoding']).toBe('gzip');
});
