import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';

/**
 * A first visit sees the brand faces (issue 29): each test is a fresh browser context, so nothing is
 * cached, and the page's first load must draw its heading in the face of its language, never in a
 * system fallback (DejaVu Sans on this machine). Chromium tells which platform fonts drew a node's
 * text: CSS.getPlatformFontsForNode. Latin in an Arabic heading (the English buyer term, M20) is
 * Inter's; the Arabic letters must be Noto Sans Arabic's.
 */

/** The fonts that drew the first <h1>'s text, with the number of glyphs each drew. */
async function headingFonts(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument');
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector: 'h1' });
  // The heading's text may sit in child elements: ask for each of its descendants with text.
  const { nodeIds } = await cdp.send('DOM.querySelectorAll', { nodeId, selector: '*' });
  const fonts = new Map<string, number>();
  for (const id of [nodeId, ...nodeIds]) {
    const { fonts: used } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId: id });
    for (const font of used)
      fonts.set(font.familyName, (fonts.get(font.familyName) ?? 0) + font.glyphCount);
  }
  await cdp.detach();
  return fonts;
}

const pages = [
  { path: '/ar', face: /^Noto Sans Arabic/, arabic: true },
  { path: '/ar/GlandsAccessories', face: /^Noto Sans Arabic/, arabic: true },
  { path: '/', face: /^Inter/, arabic: false },
  { path: '/GlandsAccessories', face: /^Inter/, arabic: false },
];

for (const { path, face, arabic } of pages) {
  test(`the first load of ${path} in a fresh context draws its heading in ${String(face)}`, async ({
    page,
  }) => {
    await page.goto(path);
    await expect(page.locator('h1').first()).toBeVisible();
    const fonts = await headingFonts(page);
    const families = [...fonts.keys()];
    expect(
      families.some((family) => face.test(family)),
      families.join(', '),
    ).toBe(true);
    // Nothing of the heading in a system face: only the brand faces draw it.
    expect(
      families.filter((family) => !/^(Inter|Noto Sans Arabic)/.test(family)),
      `${path}: ${families.join(', ')}`,
    ).toEqual([]);
    if (arabic) {
      const arabicGlyphs = [...fonts].find(([family]) => face.test(family))?.[1] ?? 0;
      expect(arabicGlyphs).toBeGreaterThan(3);
    }
  });
}

test('each language preloads its own face and only its own', async ({ page }) => {
  const preloads = () =>
    page
      .locator('link[rel="preload"][as="font"]')
      .evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
  await page.goto('/ar/GlandsAccessories');
  expect((await preloads()).some((href) => href.includes('noto_sans_arabic'))).toBe(true);
  await page.goto('/GlandsAccessories');
  const english = await preloads();
  expect(english.some((href) => href.includes('inter_latin'))).toBe(true);
  expect(english.some((href) => href.includes('noto_sans_arabic'))).toBe(false);
});
