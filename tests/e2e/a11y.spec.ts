import { loadContent } from '@/lib/content/load';
import { test, expect } from './fixtures';
import { clickRequestAQuote } from './helpers';
import { expectNoViolations } from './axe';

// The interface words are the content's (content/interface.yml): read here, never copied.
const words = loadContent().interface;

test.beforeEach(async ({ page }) => {
  // Carousels and reveal animations hold still, so every run checks the same state.
  await page.emulateMedia({ reducedMotion: 'reduce' });
});

// Every page, both languages, both widths: pages.spec. Here: states a visitor opens.
test('the open quote dialog has no violations', { tag: '@phone' }, async ({ page, isMobile }) => {
  await page.goto('/');
  const dialog = await clickRequestAQuote(page, isMobile, () =>
    expectNoViolations(page, 'side menu open'),
  );
  await expect(dialog.getByPlaceholder(words.quoteForm.name.placeholder)).toBeVisible();
  await expectNoViolations(page, 'quote dialog open');
});

test('the open products dropdown has no violations', async ({ page, isMobile }) => {
  test.skip(isMobile, 'the dropdown is part of the desktop nav');
  await page.goto('/product');
  await page.getByRole('button', { name: words.frame.productCategories }).click();
  await expectNoViolations(page, 'products dropdown open');
});

test('a switched career tab has no violations', async ({ page }) => {
  await page.goto('/career');
  // The last tab, however many topics the content has.
  await page.getByRole('tab').last().click();
  await expectNoViolations(page, 'career tab switched');
});

test.describe('keyboard only', () => {
  test.skip(({ isMobile }) => isMobile, 'a phone has no Tab key');

  test('Tab reaches every control in order with a visible focus, and nothing traps it', async ({
    page,
  }) => {
    await page.goto('/');
    const seen: { key: string; text: string }[] = [];
    let reachedFooter = false;
    for (let step = 0; step < 120; step += 1) {
      await page.keyboard.press('Tab');
      const focus = await page.evaluate(() => {
        const el = document.activeElement as HTMLElement | null;
        if (!el || el === document.body) return null;
        const style = getComputedStyle(el);
        const rect = el.getBoundingClientRect();
        const text = el.textContent?.trim() ?? '';
        return {
          key: `${el.tagName} ${text.slice(0, 30)} ${el.getAttribute('aria-label') ?? ''}`,
          text,
          outline: style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0,
          visible: rect.width > 0 && rect.height > 0,
          inFooter: !!el.closest('footer'),
        };
      });
      if (!focus) break;
      expect(focus.visible, `step ${step}: ${focus.key} is not visible`).toBe(true);
      expect(focus.outline, `step ${step}: ${focus.key} shows no focus outline`).toBe(true);
      seen.push(focus);
      if (focus.inFooter) reachedFooter = true;
    }
    expect(seen[0]?.text).toContain(words.frame.skipToContent);
    expect(seen.some(({ text }) => text.includes(words.quoteForm.requestQuote))).toBe(true);
    expect(reachedFooter, 'Tab reaches the footer: nothing traps focus on the way').toBe(true);
  });
});
