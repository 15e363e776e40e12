import { test as base, expect, type Page, type Request } from '@playwright/test';

export { expect };

/** Each page's requests that have started and neither finished nor failed (see `openRequests`). */
const open = new WeakMap<Page, Set<Request>>();

/**
 * The page's requests still open, media excepted: the browser paces a video's download itself and
 * may hold it open while the video is paused, which says nothing about the page being ready.
 */
export const openRequests = (page: Page) =>
  [...(open.get(page) ?? [])]
    .filter((request) => request.resourceType() !== 'media')
    .map((request) => request.url());

/**
 * Tests never leave the machine: the map embed gets an empty page, and the e-mail provider must be
 * intercepted by the test that sends (an unexpected send fails loudly with a 599).
 */
export const test = base.extend({
  page: async ({ page }, use) => {
    const requests = new Set<Request>();
    open.set(page, requests);
    page.on('request', (request) => requests.add(request));
    page.on('requestfinished', (request) => requests.delete(request));
    page.on('requestfailed', (request) => requests.delete(request));
    await page.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => {
      const url = route.request().url();
      if (url.includes('api.emailjs.com'))
        return route.fulfill({ status: 599, body: 'not intercepted' });
      return route.fulfill({ status: 200, contentType: 'text/html', body: '<title>stub</title>' });
    });
    await use(page);
  },
});
