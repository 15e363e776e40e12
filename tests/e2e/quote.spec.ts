/** The quote dialog: sending, failing, closing, inertness; the hero's mailto; the form code loads late. */
import { test, expect } from './fixtures';
import { captureErrors, recordSends, SEND, sendFailures, visit } from './helpers';
import { escapeRegExp } from './content';
import { expectFields, fillFields, formFields } from './enquiry';
import {
  words,
  enquiry,
  sentMobile,
  sentStatus,
  openDialog,
  openFilledDialog,
  expectReachable,
  site,
} from './quote-form';

// Each test drives the form through real sends and reads the accessibility tree: on a machine shared
// with other builds that takes longer than the default budget (no test asserts a duration).
test.beforeEach(() => test.slow());

test.describe('quote dialog', () => {
  test(
    'sends exactly the spec payload, then clears the form and closes',
    { tag: '@phone' },
    async ({ page, isMobile }) => {
      const bodies = await recordSends(page);
      const dialog = await openFilledDialog(page, isMobile);
      await dialog.getByRole('button', { name: words.quoteForm.submit }).click();

      const status = sentStatus(page);
      await expect(status).toHaveText(new RegExp(`^${escapeRegExp(words.quoteForm.success)}`));
      await expect(dialog).toBeHidden();
      await expectReachable(page, status);
      expect(bodies).toEqual([
        {
          lib_version: expect.any(String), // the SDK's own field
          user_id: 'pk_placeholder_replace_me',
          service_id: 'service_placeholder',
          template_id: 'template_placeholder',
          template_params: { ...enquiry, user_mobile: sentMobile, user_language: 'English' },
        },
      ]);
      const reopened = await openDialog(page, isMobile);
      for (const placeholder of [
        words.quoteForm.name.placeholder,
        words.quoteForm.mobile.placeholder,
        words.quoteForm.emailAddress.placeholder,
      ]) {
        await expect(reopened.getByPlaceholder(placeholder)).toHaveValue('');
      }
      await expect(reopened.getByLabel(words.quoteForm.messageLabel, { exact: true })).toHaveValue(
        '',
      );
    },
  );

  for (const [name, answer] of sendFailures) {
    test(`keeps every field and stays open after ${name}`, async ({ page, isMobile }) => {
      const errors = captureErrors(page);
      await page.route(SEND, answer);
      await page.goto('/');
      const dialog = await openDialog(page, isMobile);
      await fillFields(formFields(dialog), enquiry);
      await dialog.getByRole('button', { name: words.quoteForm.submit }).click();

      const alert = dialog.getByRole('alert').filter({ hasText: words.quoteForm.failure });
      await expect(alert).toContainText(words.quoteForm.failure);
      await expect(dialog).toBeVisible();
      await expectReachable(page, alert);
      await expectFields(formFields(dialog), enquiry);
      await expect(dialog.getByRole('button', { name: words.quoteForm.submit })).toBeEnabled();
      expect(errors.join('\n')).toContain('Quote form send failed');
      const mailto = await alert.getByRole('link').getAttribute('href');
      expect(mailto).toMatch(new RegExp(`^mailto:${site.email}\\?subject=`));
      expect(decodeURIComponent(mailto ?? '')).toContain(enquiry.user_message);
    });
  }

  test('the provider error text reaches the console', async ({ page, isMobile }) => {
    const errors = captureErrors(page);
    await page.route(SEND, (route) =>
      route.fulfill({ status: 400, body: 'The template ID is invalid' }),
    );
    const dialog = await openFilledDialog(page, isMobile);
    await dialog.getByRole('button', { name: words.quoteForm.submit }).click();
    await expect(
      dialog.getByRole('alert').filter({ hasText: words.quoteForm.failure }),
    ).toBeVisible();
    expect(errors.join('\n')).toContain('400 The template ID is invalid');
  });

  test('a double click sends once, and the button says it is sending', async ({
    page,
    isMobile,
  }) => {
    let requests = 0;
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(SEND, async (route) => {
      requests += 1;
      await held;
      await route.fulfill({ status: 200, body: 'OK' });
    });
    const dialog = await openFilledDialog(page, isMobile);
    await dialog.getByRole('button', { name: words.quoteForm.submit }).dblclick();
    await expect(dialog.getByRole('button', { name: words.quoteForm.sending })).toBeDisabled();
    release();
    await expect(sentStatus(page)).toBeVisible();
    expect(requests).toBe(1);
  });

  test('a filled honeypot pretends success and sends nothing', async ({ page, isMobile }) => {
    const sends = await recordSends(page);
    const dialog = await openFilledDialog(page, isMobile);
    await dialog
      .locator('input[name="website"]')
      .evaluate((input: HTMLInputElement) => (input.value = 'http://spam.example'));
    await dialog.getByRole('button', { name: words.quoteForm.submit }).click();
    await expect(sentStatus(page)).toBeVisible();
    expect(sends).toHaveLength(0);
  });

  test('an empty required field sends nothing', async ({ page, isMobile }) => {
    const sends = await recordSends(page);
    const dialog = await openFilledDialog(page, isMobile);
    await dialog.getByPlaceholder(words.quoteForm.emailAddress.placeholder).fill('');
    await dialog.getByRole('button', { name: words.quoteForm.submit }).click();
    expect(
      await dialog
        .getByPlaceholder(words.quoteForm.emailAddress.placeholder)
        .evaluate((input: HTMLInputElement) => input.validity.valueMissing),
    ).toBe(true);
    await dialog.getByPlaceholder(words.quoteForm.emailAddress.placeholder).fill('not-an-email');
    await dialog.getByRole('button', { name: words.quoteForm.submit }).click();
    await expect(dialog).toBeVisible();
    expect(sends).toHaveLength(0);
  });

  test('closes by X and Escape, returns focus, and keeps the draft', async ({ page, isMobile }) => {
    await page.goto('/about');
    const dialog = await openDialog(page, isMobile);
    await dialog.getByPlaceholder(words.quoteForm.name.placeholder).fill('Draft name');
    await dialog.getByRole('button', { name: words.quoteDialog.close }).click();
    await expect(dialog).toBeHidden();
    if (!isMobile)
      await expect(
        page.getByRole('banner').getByRole('link', { name: words.quoteForm.requestQuote }),
      ).toBeFocused();

    await openDialog(page, isMobile);
    await expect(dialog.getByPlaceholder(words.quoteForm.name.placeholder)).toHaveValue(
      'Draft name',
    );
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    if (!isMobile)
      await expect(
        page.getByRole('banner').getByRole('link', { name: words.quoteForm.requestQuote }),
      ).toBeFocused();
  });

  test('the page behind the open dialog is inert and focus starts inside it', async ({
    page,
    isMobile,
  }) => {
    await page.goto('/');
    const dialog = await openDialog(page, isMobile);
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    // Behind the modal, a click on the header's logo lands on the dialog (or its backdrop).
    const hit = await page.evaluate(() => {
      const logo = document.querySelector('body > header a')!.getBoundingClientRect();
      const target = document.elementFromPoint(logo.x + logo.width / 2, logo.y + logo.height / 2);
      return target?.closest('dialog') ? 'dialog' : target?.outerHTML.slice(0, 60);
    });
    expect(hit).toBe('dialog');
    for (let i = 0; i < 12; i += 1) {
      await page.keyboard.press('Tab');
      expect(
        await dialog.evaluate(
          (el) => el.contains(document.activeElement) || document.activeElement === document.body,
        ),
      ).toBe(true);
    }
  });
});

test('the home hero Request a Quote is a mailto: to the general address', async ({ page }) => {
  await page.goto('/');
  const link = page
    .locator('[data-carousel="hero"]')
    .getByRole('link', { name: words.home.requestQuote })
    .first();
  expect(await link.getAttribute('href')).toMatch(new RegExp(`^mailto:${site.email}`));
});

test('the e-mail SDK and the form code are not in the first JavaScript of a page', async ({
  page,
  isMobile,
}) => {
  const scripts: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('.js')) scripts.push(response.text().catch(() => ''));
  });
  /** Whether a script the page has loaded so far contains `text`. */
  const loaded = async (text: string) =>
    (await Promise.all(scripts)).some((code) => code.includes(text));
  await visit(page, '/about');
  expect(await loaded('api.emailjs.com'), 'the e-mail SDK').toBe(false);
  expect(await loaded('user_name'), 'the form code (its field names)').toBe(false);
  await openDialog(page, isMobile);
  expect(await loaded('user_name'), 'the form code, once the dialog shows the form').toBe(true);
});
