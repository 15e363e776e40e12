/**
 * The quote form's enquiry, dialog and reachability check shared by the quote-form specs
 * (quote*.spec.ts): its words are the content's (content/interface.yml, issue 40).
 */
import type { Locator, Page } from '@playwright/test';
import { loadContent, routeTextOf, routeTextsIn } from '@/lib/content/load';
import { expect } from './fixtures';
import { clickRequestAQuote } from './helpers';

import { fillFields, formFields } from './enquiry';
/** The Arabic name of the page whose English name is `name` (the Service type option's label). */
export function arabicNameOf(name: string): string {
  const path = Object.keys(routeTextsIn('en')).find((key) => routeTextOf(key).name === name)!;
  return routeTextOf(path, 'ar').name;
}

// The company's addresses, the pages' names and the contact page's texts are the content's (issue 40).
export const { contact, site } = loadContent();
// The form's words, its answers and the mail's labels are the content's too (content/interface.yml).
export const words = loadContent().interface;

export const enquiry = {
  user_name: 'Aisha Rahman',
  user_mobile: '+971 50 123 4567',
  user_email: 'aisha@example.ae',
  // The glands page's name: the Service type option its Request a Quote preselects.
  user_service: routeTextOf('/GlandsAccessories').name,
  user_message: 'Please quote 200 pcs of M20 armoured glands with shrouds, delivery to Jebel Ali.',
};

/** The phone as every enquiry sends it, the quote form's as the quote list's (components/quote/phone.ts). */
export const sentMobile = '+971501234567';

/** The status that says the enquiry was sent, in `scope` (the page, or the form it replaced). */
export const sentStatus = (scope: Page | Locator) =>
  scope.getByRole('status').filter({ hasText: words.quoteForm.success });

export async function openDialog(page: Page, isMobile: boolean) {
  const dialog = await clickRequestAQuote(page, isMobile);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByPlaceholder(words.quoteForm.name.placeholder)).toBeVisible();
  return dialog;
}

/** Opens the quote dialog from the home page and fills it with the enquiry. */
export async function openFilledDialog(page: Page, isMobile: boolean) {
  await page.goto('/');
  const dialog = await openDialog(page, isMobile);
  await fillFields(formFields(dialog), enquiry);
  return dialog;
}

/**
 * What a visitor meets, not what a tool reports: the outcome's text is in Chromium's real
 * accessibility tree (not ignored, as everything behind a modal dialog is), and its text, links and
 * buttons are each the topmost element at their centre (not covered or dimmed under a backdrop).
 * Reading the whole tree is slow on a busy machine, hence test.slow() for this file.
 */
export async function expectReachable(page: Page, outcome: Locator) {
  const text = (await outcome.locator('p').first().textContent()) ?? '';
  expect(text).not.toBe('');
  const cdp = await page.context().newCDPSession(page);
  const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as {
    nodes: { ignored: boolean; name?: { value?: string }; role?: { value?: string } }[];
  };
  await cdp.detach();
  const exposed = nodes.filter(
    (node) => !node.ignored && node.role?.value === 'StaticText' && node.name?.value === text,
  );
  expect(exposed, `"${text}" is not in the accessibility tree`).not.toHaveLength(0);
  const targets = outcome.locator('p, a, button');
  for (let i = 0; i < (await targets.count()); i += 1) {
    const target = targets.nth(i);
    const hit = await target.evaluate((element) => {
      // The first line box: a link that wraps has no text at the centre of its bounding box.
      const box = element.getClientRects()[0] ?? element.getBoundingClientRect();
      const x = box.left + box.width / 2;
      const y = box.top + box.height / 2;
      const inView = y >= 0 && y <= innerHeight && x >= 0 && x <= innerWidth;
      const top = document.elementFromPoint(x, y);
      return inView && !!top && (top === element || element.contains(top));
    });
    expect(hit, `${await target.textContent()} cannot be seen or clicked`).toBe(true);
  }
}
