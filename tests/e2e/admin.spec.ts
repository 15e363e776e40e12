import { test, expect } from './fixtures';

test('probe', async ({ page }) => {
  const log: string[] = [];
  page.on('console', (m) => log.push(`console ${m.type()}: ${m.text()}`));
  page.on('pageerror', (e) => log.push(`uncaught ${e.message}`));
  page.on('request', (r) => log.push(`req ${r.url()}`));
  page.on('response', (r) => log.push(`res ${r.status()} ${r.url()}`));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) =>
      console.log(`VIOLATION ${e.violatedDirective} ${e.blockedURI}`),
    );
  });
  const response = await page.goto('/admin/');
  log.push(JSON.stringify(response?.headers()));
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(3000);
  await page.screenshot({ path: 'test-results/admin-probe.png' });
  log.push(await page.locator('body').innerText());
  console.log(log.join('\n'));
});
