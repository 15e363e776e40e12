import { test, expect } from './fixtures';
import { ar } from './arabic-export';

/**
 * Details a UAE reader notices on the Arabic pages (issue 29): the breadcrumb separator is never a
 * slash mirrored into a backslash, and the phone and e-mail fields of an Arabic form show their
 * placeholders on the same side as the other fields, while what is typed in them still runs left to
 * right.
 */

test('the Arabic breadcrumb separator is not a mirrored slash', async ({ page }) => {
  await page.goto('/ar/GlandsAccessories');
  const separator = page
    .getByRole('navigation', { name: ar.frame.breadcrumb, exact: true })
    .locator('li')
    .nth(1);
  await expect(separator).toBeVisible();
  const { content, transform } = await separator.evaluate((item) => {
    const style = getComputedStyle(item, '::before');
    // The drawn string: `"›" / ""` is the glyph and its (empty) spoken alternative.
    return { content: /^"([^"]*)"/.exec(style.content)?.[1], transform: style.transform };
  });
  expect(content).toBeTruthy();
  // A slash or a backslash, flipped or not, reads as a path; a mirrored glyph of either is "\".
  expect(content).not.toMatch(/[/\\]/);
  // Whatever the glyph, it is drawn as the font has it, not flipped.
  expect(transform).toBe('none');
});

test(
  'phone and e-mail placeholders of the Arabic quote form sit on the side of the other fields',
  { tag: '@phone' },
  async ({ page }) => {
    await page.goto('/ar/contact-us');
    const form = page.locator('form').filter({ has: page.locator('input[type="tel"]') });
    const name = form.locator('input[name="user_name"]');
    const phone = form.locator('input[name="user_mobile"]');
    const email = form.locator('input[name="user_email"]');
    await expect(phone).toBeVisible();
    const direction = (field: typeof name) =>
      field.evaluate((input) => getComputedStyle(input).direction);
    expect(await direction(name)).toBe('rtl');
    expect(await direction(phone)).toBe('rtl');
    expect(await direction(email)).toBe('rtl');
    // Typed, a number and an address run left to right.
    await phone.fill('+971 50 123 4567');
    await email.fill('aisha@example.ae');
    expect(await direction(phone)).toBe('ltr');
    expect(await direction(email)).toBe('ltr');
  },
);
