import { routes } from '@/lib/content/routes';
import { test, expect } from './fixtures';
import { settled } from './helpers';

for (const route of routes) {
  test(`${route.path} loads with a clean console, no failed request and nothing of /admin/`, async ({
    page,
  }) => {
    const problems: string[] = [];
    // The content admin is fenced off: no page of the site loads any of it.
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/admin'))
        problems.push(`admin request: ${request.url()}`);
    });
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning')
        problems.push(`console ${message.type()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
    page.on('requestfailed', (request) => {
      // A video paused or replaced by the browser mid-download is not a failure.
      if (!/\.(webm|mp4)$/.test(request.url()))
        problems.push(`failed: ${request.url()} ${request.failure()?.errorText}`);
    });
    page.on('response', (response) => {
      if (response.status() >= 400) problems.push(`HTTP ${response.status()}: ${response.url()}`);
    });
    await page.goto(route.path);
    await settled(page);
    // Scroll through the page so lazy images, videos and reveal animations all run: each step waits
    // for the frame after it, whose intersection observers have seen the new position.
    await page.evaluate(async () => {
      const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
      for (let y = 0; y < document.body.scrollHeight; y += 600) {
        window.scrollTo(0, y);
        await frame();
        await frame();
      }
    });
    await settled(page);
    expect(problems, `${route.path}:\n${problems.join('\n')}`).toEqual([]);
  });
}
