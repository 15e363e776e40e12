import { test as base, expect } from '@playwright/test';

export { expect };

/**
 * Tests never leave the machine: the map embed gets an empty page, and the e-mail provider must be
 * intercepted by the test that sends (an unexpected send fails loudly with a 599).
 */
export const test = base.extend({
  page: async ({ page }, use) => {
    await page.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => {
      const url = route.request().url();
      if (url.includes('api.emailjs.com'))
        return route.fulfill({ status: 599, body: 'not intercepted' });
      return route.fulfill({ status: 200, contentType: 'text/html', body: '<title>stub</title>' });
    });
    await use(page);
  },
});
