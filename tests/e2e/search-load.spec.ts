import { contentIn } from '@/lib/content/load';
import { localePath } from '@/lib/i18n/locales';
import { test, expect } from './fixtures';
import { visit } from './helpers';

/*
 * The search panel's code and words are fetched when the dialog first opens (issue 44). When that
 * fetch fails (offline, a flaky link, a tab left open across a redeploy) the dialog says so and offers
 * to try again; the page stays as it was, never the route's error panel in its place.
 */
for (const locale of ['en', 'ar'] as const) {
  test(`a search that fails to load says so in its dialog, keeps the page and loads on a retry (${locale})`, async ({
    page,
  }) => {
    const words = contentIn(locale).interface.search;
    let failing = true;
    await page.route(`**/words/search.${locale}.json`, (route) =>
      failing ? route.abort('internetdisconnected') : route.continue(),
    );
    await visit(page, localePath('/about', locale));
    const heading = page.locator('main h1');
    const title = await heading.textContent();
    await page.keyboard.press('/');
    const dialog = page.getByRole('dialog', { name: words.title });
    const alert = dialog.getByRole('alert');
    await expect(alert).toContainText(words.error);
    await expect(heading).toHaveText(title ?? '');
    await expect(dialog.getByRole('combobox')).toHaveCount(0);
    failing = false;
    await alert.getByRole('button', { name: words.retry }).click();
    // The box takes the focus the retry button had: the visitor types straight away.
    await expect(dialog.getByRole('combobox')).toBeFocused();
    await expect(alert).toHaveCount(0);
  });
}
