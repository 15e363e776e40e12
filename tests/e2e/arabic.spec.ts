import type { Locator } from '@playwright/test';
import { contentIn, loadContent } from '@/lib/content/load';
import { test, expect } from './fixtures';
import { englishIn } from './arabic-text';
import { hydratedControl } from './helpers';

/**
 * The Arabic site: the check for English left, and the language switch. Every Arabic page's English
 * left, axe, overflow, direction and console are in the walk (pages.spec); lang/dir, hreflang and the
 * sitemap are read from out/ in tests/unit/i18n-export and routes-export.
 */
const { site } = loadContent();

test.beforeEach(async ({ page }) => {
  // Carousels and reveal animations hold still, so every run checks the same state.
  await page.emulateMedia({ reducedMotion: 'reduce' });
});

// ---- No English left ----
// Every Arabic route is read for English in the walk (pages.spec), with englishIn (arabic-text.ts).

test.describe('no English left', () => {
  test.skip(({ isMobile }) => isMobile, 'the text is the same at every width');

  test('the check itself finds English words and passes identifiers and texts marked English', async ({
    page,
  }) => {
    // Passed: identifiers, the company's name, and a text not yet translated, shown in English and
    // marked so (lang="en", its attributes too). Found: English not so marked, in text or attribute.
    await page.setContent(
      `<main><p>قطر المدخل <bdi>M16 to M75</bdi> حسب IP68</p><p dir="ltr">Cable glands</p>
       <p>${site.name} في الشارقة</p><img alt="cable gland" src="data:,"><p>قطر from M16 to M75</p>
       <p><span lang="en" dir="ltr">Not translated yet, shown in English</span></p>
       <section lang="en-GB"><h2>An English heading</h2><img alt="An English picture" src="data:,"></section>
       <img lang="en" alt="Its alt in English" src="data:,">
       <section aria-label="Cable tray and ladder"><h2 lang="en">Cable tray and ladder</h2></section>
       <button aria-label="أضيفوا: Heat shrink sleeve 1.0 × 0.50 mm">أضيفوا</button>
       <p><span lang="ar">Left in English</span></p></main>`,
    );
    // The attributes first, then the text. An attribute's run of the words of a text listed as not
    // translated yet passes (it cannot mark part of itself); not the same run in the text.
    const untranslated = new Set(['Heat', 'shrink', 'sleeve']);
    expect(await englishIn(page.locator('main'), untranslated)).toEqual([
      'cable gland',
      'Cable tray and ladder',
      'from M16 to M75',
      'Left in English',
    ]);
    expect(await englishIn(page.locator('main'), new Set())).toContain(
      ': Heat shrink sleeve 1.0 × 0.50',
    );
  });
});

// ---- Language switch ----

const switchIn = (scope: Locator, language: 'ar' | 'en') =>
  scope.getByRole('link', { name: language === 'ar' ? 'العربية' : 'English', exact: true });

test(
  'the language switch leads to the same page in the other language and back',
  { tag: '@phone' },
  async ({ page, isMobile }) => {
    const openScope = async () => {
      if (!isMobile) return page.locator('body > header');
      const arabic = (await page.locator('html').getAttribute('lang')) === 'ar';
      // The side menu's words in the page's language (content/interface.yml and .ar.yml).
      const words = contentIn(arabic ? 'ar' : 'en').interface.frame;
      // A tap before the page's script has attached its handler opens nothing: wait for it.
      const open = page.getByRole('button', { name: words.openMenu, exact: true });
      await hydratedControl(open);
      await open.click();
      return page.getByRole('dialog', { name: words.sideMenu, exact: true });
    };
    await page.goto('/PowerInstrumentation');
    const toArabic = switchIn(await openScope(), 'ar');
    await expect(toArabic).toHaveAttribute('hreflang', 'ar');
    await expect(toArabic.locator('[lang="ar"]')).toHaveText('العربية');
    await toArabic.click();
    await expect(page).toHaveURL(/\/ar\/PowerInstrumentation$/);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

    const toEnglish = switchIn(await openScope(), 'en');
    await expect(toEnglish).toHaveAttribute('hreflang', 'en');
    await expect(toEnglish.locator('[lang="en"]')).toHaveText('English');
    await toEnglish.click();
    await expect(page).toHaveURL(/\/PowerInstrumentation$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');

    // The home page and the 404 page: the Arabic home and back.
    await page.goto('/ar');
    await expect(switchIn(await openScope(), 'en')).toHaveAttribute('href', '/');
    await page.goto('/no-such-page');
    await expect(switchIn(await openScope(), 'ar')).toHaveAttribute('href', '/ar');
  },
);
