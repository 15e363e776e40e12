import { test as base, expect, type Page } from '@playwright/test';

export { expect };

/**
 * The framework's scripts start after the first paint (scripts/defer-scripts.mjs), so the load event
 * no longer waits for them: a page is ready for a test once Next has booted (`window.next`, set before
 * React hydrates), as it was at the load event before. A test of the page before hydration, or with
 * JavaScript off, is unaffected: the wait is skipped there.
 */
async function booted(page: Page) {
  await page.waitForFunction(
    () => !document.querySelector('script[data-scripts]') || 'next' in window,
  );
}

/**
 * Tests never leave the machine: the map embed gets an empty page, and the e-mail provider must be
 * intercepted by the test that sends (an unexpected send fails loudly with a 599).
 */
export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, use) => {
    await page.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => {
      const url = route.request().url();
      if (url.includes('api.emailjs.com'))
        return route.fulfill({ status: 599, body: 'not intercepted' });
      return route.fulfill({ status: 200, contentType: 'text/html', body: '<title>stub</title>' });
    });
    if (javaScriptEnabled !== false) {
      for (const method of ['goto', 'reload'] as const) {
        const original = page[method].bind(page) as (
          ...args: unknown[]
        ) => ReturnType<Page['goto']>;
        Object.assign(page, {
          [method]: async (...args: unknown[]) => {
            const response = await original(...args);
            const options = args.find((arg) => typeof arg === 'object') as
              { waitUntil?: string } | undefined;
            if (options?.waitUntil !== 'commit') await booted(page);
            return response;
          },
        });
      }
    }
    await use(page);
  },
});
