import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';

/** The CMS's own interface strings for a language, from the pinned package the build copies. */
export const interfaceStrings = (file: string) =>
  JSON.parse(
    readFileSync(join(process.cwd(), `node_modules/@sveltia/cms/locales/${file}.json`), 'utf8'),
  ) as Record<string, string>;

/**
 * Everything a visit to /admin/ should never do, collected to be asserted empty at the end: a
 * third-party request, a console error, a CSP violation, an uncaught error, an HTTP error. Also the
 * paths under /admin/ it asked for. Call before the page's first navigation.
 */
export async function watchAdmin(page: Page, origin: string) {
  const problems: string[] = [];
  const adminRequests: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol.startsWith('http') && url.origin !== origin)
      problems.push(`third-party request: ${request.url()}`);
    if (url.origin === origin && url.pathname.startsWith('/admin/'))
      adminRequests.push(url.pathname);
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
  return { problems, adminRequests };
}
