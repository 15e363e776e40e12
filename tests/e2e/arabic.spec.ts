import type { Locator, Page } from '@playwright/test';
import { routes } from '@/lib/content/routes';
import { localePath } from '@/lib/i18n/locales';
import { loadContent } from '@/lib/content/load';
import { test, expect } from './fixtures';

/**
 * The Arabic site: no English left on any route, and the language switch. Every Arabic page's axe,
 * overflow, direction and console are in pages.spec; lang/dir, hreflang and the sitemap are read
 * from out/ in tests/unit/i18n-export and routes-export.
 */
const arabicPaths = routes.map((route) => localePath(route.path, 'ar'));

test.beforeEach(async ({ page }) => {
  // Carousels and reveal animations hold still, so every run checks the same state.
  await page.emulateMedia({ reducedMotion: 'reduce' });
});

// ---- No English left ----

/** Written in Latin letters on purpose: the company's names (placeholders) and identifiers. */
const { site, home } = loadContent();
const allowed = [
  site.legalName,
  site.name,
  site.shortName,
  site.developer.name,
  // Names stay in Latin letters (content/PLACEHOLDERS.md): the clients of the logo strip.
  ...home.clients.map((client) => client.name),
  // An e-mail address as a placeholder example.
  'name@company.ae',
  // Hazardous-area protection concepts are written as the standards write them (IEC 60079).
  ...['Ex d', 'Ex e', 'Ex i', 'Ex ia', 'Ex ib', 'Ex nR', 'Ex tb', 'Ex ta', 'Ex db', 'Ex eb'],
  // Unit symbols next to a figure (35 mm).
  ...['mm²', 'mm', 'kV', 'mA'].map((unit) => ` ${unit}`),
].sort((a, b) => b.length - a.length); // the longest first: 'Ex db' before 'Ex d'
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const allowedPattern = new RegExp(allowed.map(escape).join('|'), 'g');
const arabicLetter = /[\u0600-\u06ff\u0750-\u077f\ufb50-\ufdff\ufe70-\ufeff]+/;

/**
 * The runs of two or more Latin words with a lowercase letter in what a region shows and says
 * (text, alt, aria-label, title, placeholder), leaving out what is isolated as an identifier
 * (<bdi>, dir="ltr") and the allowed names. "M20" or "IP68" alone passes; "M16 to M75" does not.
 */
async function englishIn(region: Locator): Promise<string[]> {
  const texts = await region.evaluateAll((elements) => {
    const isolated = 'bdi, [dir="ltr"], script, style, template, noscript';
    const out: string[] = [];
    for (const element of elements) {
      const copy = element.cloneNode(true) as HTMLElement;
      copy.querySelectorAll(isolated).forEach((node) => node.remove());
      // A closed menu or an unselected tab is shown later: read it too.
      copy.querySelectorAll('[hidden]').forEach((node) => node.removeAttribute('hidden'));
      const labelled = '[alt], [aria-label], [title], [placeholder]';
      for (const node of [copy, ...copy.querySelectorAll(labelled)])
        for (const name of ['alt', 'aria-label', 'title', 'placeholder'])
          if (node.getAttribute(name)) out.push(node.getAttribute(name)!);
      // innerText needs layout: render the copy off-screen, hidden from nobody but the eye.
      copy.style.cssText = 'position:absolute;inset-inline-start:-99999px;inline-size:1000px';
      copy.removeAttribute('id');
      document.body.append(copy);
      out.push(...copy.innerText.split('\n'));
      copy.remove();
    }
    return out;
  });
  const runs: string[] = [];
  for (const text of texts)
    for (const segment of text.replace(allowedPattern, ' ').split(arabicLetter)) {
      const words = segment.match(/[A-Za-z]+/g) ?? [];
      if (words.length >= 2 && words.some((word) => /[a-z]/.test(word))) runs.push(segment.trim());
    }
  return [...new Set(runs)];
}

async function expectNoEnglish(page: Page, regions: (page: Page) => Locator) {
  const found: string[] = [];
  for (const path of arabicPaths) {
    await page.goto(path);
    for (const run of await englishIn(regions(page))) found.push(`${path}: ${run}`);
  }
  expect(found, found.join('\n')).toEqual([]);
}

test.describe('no English left', () => {
  test.skip(({ isMobile }) => isMobile, 'the text is the same at every width');

  test('in the main content of any Arabic route, apart from identifiers', async ({ page }) => {
    test.slow();
    await expectNoEnglish(page, (page) => page.locator('main'));
  });

  test("in the site's frame: navigation, menus, footer headings and links", async ({ page }) => {
    test.slow();
    await expectNoEnglish(page, (page) =>
      page.locator(['a[href="#main"]', 'body > header nav', 'footer h2', 'footer nav'].join(', ')),
    );
  });

  test('the check itself finds English words and passes identifiers', async ({ page }) => {
    await page.setContent(
      `<main><p>قطر المدخل <bdi>M16 to M75</bdi> حسب IP68</p><p dir="ltr">Cable glands</p>
       <p>${site.name} في الشارقة</p><img alt="cable gland" src="data:,"><p>قطر from M16 to M75</p></main>`,
    );
    expect(await englishIn(page.locator('main'))).toEqual(['cable gland', 'from M16 to M75']);
  });
});

// ---- Language switch ----

const switchIn = (scope: Locator, language: 'ar' | 'en') =>
  scope.getByRole('link', { name: language === 'ar' ? 'العربية' : 'English', exact: true });

test('the language switch leads to the same page in the other language and back', async ({
  page,
  isMobile,
}) => {
  const openScope = async () => {
    if (!isMobile) return page.locator('body > header');
    const arabic = (await page.locator('html').getAttribute('lang')) === 'ar';
    await page.getByRole('button', { name: arabic ? 'فتح القائمة' : 'Open menu' }).click();
    return page.getByRole('dialog', { name: arabic ? 'القائمة' : 'Menu' });
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
});
