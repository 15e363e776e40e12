import { routes } from '@/content/routes';
import { test, expect } from './fixtures';

const required: Record<string, RegExp> = {
  'content-security-policy':
    /default-src 'none'.*script-src 'self' 'sha256-.*frame-ancestors 'none'/,
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

const violations = (page: import('@playwright/test').Page) =>
  page.evaluate(() => (window as unknown as { __violations: string[] }).__violations);

for (const route of routes) {
  test(`${route.path} answers 200 with every security header and no CSP violation`, async ({
    page,
  }) => {
    const response = await page.goto(route.path);
    expect(response?.status()).toBe(200);
    const headers = response!.headers();
    for (const [name, pattern] of Object.entries(required))
      expect(headers[name], `${route.path} ${name}`).toMatch(pattern);
    expect(headers['content-security-policy']).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
    expect(headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    await page.waitForLoadState('networkidle');
    expect(await violations(page)).toEqual([]);
  });
}

test('sending the quote form and showing the map raise no CSP violation', async ({ page }) => {
  await page.route('https://api.emailjs.com/api/v1.0/email/send', (route) =>
    route.fulfill({ status: 200, body: 'OK' }),
  );
  await page.goto('/contact-us');
  const form = page.locator('#quote');
  await form.getByPlaceholder('Your Name *').fill('Test Buyer');
  await form.getByPlaceholder('Phone Number *').fill('050 000 0000');
  await form.getByPlaceholder('Email Address *').fill('buyer@example.ae');
  await form.getByLabel('Message').fill('Quote for cable ties, please.');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByRole('status')).toHaveText(/Message sent successfully!/);
  await page.locator('iframe[title="Our Location"]').scrollIntoViewIfNeeded();
  await page.waitForLoadState('networkidle');
  expect(await violations(page)).toEqual([]);
});

test('an unknown path answers 404 with the branded page', async ({ page }) => {
  const response = await page.goto('/unknown');
  expect(response?.status()).toBe(404);
  await expect(page.locator('h1')).toHaveText("We couldn't find that page");
  expect(response!.headers()['content-security-policy']).toMatch(/script-src 'self' 'sha256-/);
});

test('case and trailing-slash variants redirect permanently to the canonical path', async ({
  request,
}) => {
  for (const variant of [
    '/powerinstrumentation',
    '/PowerInstrumentation/',
    '/powerinstrumentation/',
    '/about/',
  ]) {
    const response = await request.get(variant, { maxRedirects: 0 });
    expect(response.status(), variant).toBe(301);
    expect(response.headers()['location'], variant).toBe(
      variant.toLowerCase().startsWith('/about') ? '/about' : '/PowerInstrumentation',
    );
  }
});

test('hashed assets are cached as immutable and text is gzipped', async ({ request, page }) => {
  await page.goto('/');
  const script = await page.locator('script[src^="/_next/static/"]').first().getAttribute('src');
  const asset = await request.get(script!);
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  const html = await request.get('/about', { headers: { 'Accept-Encoding': 'gzip' } });
  expect(html.headers()['content-encoding']).toBe('gzip');
});
