import type { Locator, Page } from '@playwright/test';
import { routes } from '@/lib/content/routes';
import { localePath, splitLocale } from '@/lib/i18n/locales';
import { loadContent } from '@/lib/content/load';
import { test, expect } from './fixtures';
import { axeViolations } from './axe';
import { captureErrors } from './helpers';

/**
 * The Arabic site: every route walked in ONE test per property (status, lang/dir, overflow, axe, no
 * English left), then the language switch, the hreflang links and the sitemap.
 */
const arabicPaths = routes.map((route) => localePath(route.path, 'ar'));

test.beforeEach(async ({ page }) => {
  // Carousels and reveal animations hold still, so every run checks the same state.
  await page.emulateMedia({ reducedMotion: 'reduce' });
});

test('every Arabic route answers 200, right to left in Arabic, with a clean console', async ({
  page,
}) => {
  test.slow();
  const errors = captureErrors(page);
  const wrong: string[] = [];
  for (const path of arabicPaths) {
    const response = await page.goto(path);
    const html = page.locator('html');
    const found = {
      status: response?.status(),
      lang: await html.getAttribute('lang'),
      dir: await html.getAttribute('dir'),
      computed: await page.evaluate(() => getComputedStyle(document.body).direction),
    };
    if (
      found.status !== 200 ||
      found.lang !== 'ar' ||
      found.dir !== 'rtl' ||
      found.computed !== 'rtl'
    )
      wrong.push(`${path}: ${JSON.stringify(found)}`);
    await expect(page.locator('h1'), path).toHaveCount(1);
  }
  expect(wrong).toEqual([]);
  expect(errors).toEqual([]);
});

test('no Arabic route scrolls sideways at 390 px', async ({ page, isMobile }) => {
  test.skip(!isMobile, 'the phone project is the 390 px viewport');
  test.slow();
  const wide: string[] = [];
  for (const path of arabicPaths) {
    await page.goto(path);
    const overflow = await page.evaluate(() => {
      const root = document.documentElement;
      const width = root.clientWidth;
      if (root.scrollWidth <= width + 0.5) return null;
      // Name the widest culprits, so a failure says where to look.
      const culprits = [...document.body.querySelectorAll('*')]
        .map((el) => ({ el, rect: el.getBoundingClientRect() }))
        .filter(({ rect }) => rect.left < -0.5 || rect.right > width + 0.5)
        .slice(0, 3)
        .map(
          ({ el, rect }) =>
            `${el.tagName.toLowerCase()}.${el.className} ${Math.round(rect.left)}..${Math.round(rect.right)}`,
        );
      return `${root.scrollWidth} > ${width}: ${culprits.join(', ')}`;
    });
    if (overflow) wide.push(`${path}: ${overflow}`);
  }
  expect(wide).toEqual([]);
});

test('every Arabic route has no WCAG 2.2 A/AA violations', async ({ page }) => {
  test.setTimeout(arabicPaths.length * 20_000);
  const violations: string[] = [];
  for (const path of arabicPaths) {
    await page.goto(path);
    violations.push(...(await axeViolations(page, path)));
  }
  expect(violations, violations.join('\n')).toEqual([]);
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

// ---- Language switch, hreflang, sitemap ----

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
  await expect(switchIn(page.locator('body > header'), 'en')).toHaveAttribute('href', '/');
  await page.goto('/no-such-page');
  await expect(switchIn(page.locator('body > header'), 'ar')).toHaveAttribute('href', '/ar');
});

test('pages name their twin with hreflang both ways, x-default and a canonical, all absolute', async ({
  page,
  isMobile,
}) => {
  test.skip(isMobile, 'the head is the same at every width');
  for (const path of [
    '/',
    '/about',
    '/PowerInstrumentation',
    '/ar',
    '/ar/blogdetail3',
    '/ar/quote',
  ]) {
    await page.goto(path);
    const english = splitLocale(path).path;
    const links = await page
      .locator('link[rel="alternate"][hreflang], link[rel="canonical"]')
      .evaluateAll((elements) =>
        Object.fromEntries(
          elements.map((el) => [
            el.getAttribute('hreflang') ?? 'canonical',
            new URL(el.getAttribute('href')!).href,
          ]),
        ),
      );
    const origin = new URL(links.canonical ?? '').origin;
    expect(origin, path).toBe(site.origin);
    const absolute = (path: string) => new URL(path, site.origin).href;
    expect(links, path).toEqual({
      canonical: absolute(path),
      en: absolute(english),
      ar: absolute(localePath(english, 'ar')),
      'x-default': absolute(english),
    });
    await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute(
      'content',
      path.startsWith('/ar') ? 'ar_AE' : 'en_AE',
    );
  }
});

test('the sitemap lists every indexed page in both languages with its alternates', async ({
  request,
}) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  const indexed = routes.filter((route) => !route.noindex).map((route) => route.path as string);
  expect(locs.sort()).toEqual(
    [...indexed, ...indexed.map((path) => localePath(path, 'ar'))].sort(),
  );
  expect(sitemap.match(/hreflang="ar"/g)).toHaveLength(locs.length);
  expect(sitemap.match(/hreflang="x-default"/g)).toHaveLength(locs.length);
});
