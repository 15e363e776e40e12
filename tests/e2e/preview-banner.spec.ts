import { contentIn } from '@/lib/content/load';
import { test, expect } from './fixtures';

/**
 * A preview deploy (built with NEXT_PUBLIC_DEPLOY_TARGET=preview, as the publish workflow does until
 * the repository's DEPLOY_TARGET is production) says so on every page: a banner a reader sees and a
 * screen reader announces (role="status"), never in the way of a click. Any other build has none.
 */
const preview = process.env.NEXT_PUBLIC_DEPLOY_TARGET === 'preview';

for (const locale of ['en', 'ar'] as const) {
  const path = locale === 'en' ? '/contact-us' : '/ar/contact-us';
  const words = contentIn(locale).interface.frame.previewBanner;

  test(
    `${path}: a preview build shows the preview banner as a status, any other build none`,
    { tag: '@phone' },
    async ({ page }) => {
      await page.goto(path);
      const banner = page.getByRole('status').filter({ hasText: words.slice(0, 12) });
      if (!preview) {
        await expect(banner).toHaveCount(0);
        return;
      }
      await expect(banner).toBeVisible();
      await expect(banner).toBeInViewport();
      const box = (await banner.boundingBox())!;
      // Seen at the foot of the window whatever is scrolled, and clicks pass through it.
      const through = await page.evaluate(
        ([x, y]) => document.elementFromPoint(x!, y!)?.closest('[role="status"]') === null,
        [box.x + box.width / 2, box.y + box.height / 2],
      );
      expect(through).toBe(true);
      await page.keyboard.press('End');
      await expect(banner).toBeInViewport();
      // At the end of the page the footer's last line sits above the banner, not under it.
      await expect
        .poll(async () => {
          // The footer is drawn when near, so the page grows: go to its end again each time.
          await page.evaluate(() =>
            window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }),
          );
          const footer = (await page.locator('footer').last().boundingBox())!;
          const bar = (await banner.boundingBox())!;
          return footer.y + footer.height - bar.y;
        })
        .toBeLessThanOrEqual(0.5);
    },
  );
}
